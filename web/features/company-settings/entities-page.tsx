import { useMemo } from 'react'
import type { TEntity, TEntityRequest } from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { EMPTY_ADDRESS } from './address-fields.tsx'
import { CompanySettingsRoot } from './company-settings-root.tsx'
import { type FieldSpec, FormFields } from './form-fields.tsx'
import { type PlaceApi, PlacesEditor } from './places-page.tsx'

const EMPTY: TEntityRequest = {
  name: '',
  address: EMPTY_ADDRESS,
  registrationNumber: '',
  vatNumber: '',
  billingCurrency: '',
}

/** /company/entities: legal entities with their registration, VAT number and billing currency. */
export function EntitiesPage() {
  const { t } = useTranslation()
  const api = useMemo<PlaceApi<TEntity, TEntityRequest>>(() => {
    const calls = browserCompanySettingsApi()
    return {
      list: async () => (await calls.entities()).entities,
      add: calls.addEntity,
      save: calls.saveEntity,
      remove: calls.removeEntity,
    }
  }, [])
  const fields: FieldSpec<TEntityRequest>[] = [
    { name: 'registrationNumber', label: t('companySettings.entities.registration'), maxLength: 50 },
    { name: 'vatNumber', label: t('companySettings.entities.vat'), maxLength: 50 },
    {
      name: 'billingCurrency',
      label: t('companySettings.entities.currency'),
      description: t('companySettings.general.currencyHint'),
      isRequired: true,
      maxLength: 3,
      parse: (text) => text.trim().toUpperCase(),
    },
  ]
  return (
    <CompanySettingsRoot pageId="hubCompanyEntities">
      <PlacesEditor
        kind="entities"
        api={api}
        empty={EMPTY}
        inputOf={({ id: _id, ...input }) => input}
        details={(row) => (
          <p>
            {t('companySettings.entities.summary', {
              registration: row.registrationNumber || '—',
              vat: row.vatNumber || '—',
              currency: row.billingCurrency,
            })}
          </p>
        )}
        extraFields={(input, set) => <FormFields fields={fields} value={input} onChange={set} />}
      />
    </CompanySettingsRoot>
  )
}
