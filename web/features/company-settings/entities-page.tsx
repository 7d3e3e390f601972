import { useMemo } from 'react'
import type {
  TEntity,
  TEntityListResponse,
  TEntityRequest,
} from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi, type CompanySettingsApi } from '../../api/company-settings.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { type TextFieldSpec, TextFields } from '../../ui/text-fields.tsx'
import { EMPTY_ADDRESS } from './address-fields.tsx'
import { CompanySettingsRoot } from './company-settings-root.tsx'
import { type PlaceApi, PlacesEditor } from './places-page.tsx'

const EMPTY: TEntityRequest = {
  name: '',
  address: EMPTY_ADDRESS,
  registrationNumber: '',
  vatNumber: '',
  billingCurrency: '',
}

/**
 * /company/entities: legal entities with their registration, VAT number and billing currency. `api`:
 * a test's own client (the browser's by default).
 */
export function EntitiesPage({ api: given }: { api?: CompanySettingsApi } = {}) {
  const { t } = useTranslation()
  const api = useMemo<PlaceApi<TEntity, TEntityRequest, TEntityListResponse>>(() => {
    const calls = given ?? browserCompanySettingsApi()
    return {
      list: calls.entities,
      rows: (answer) => answer.entities,
      add: calls.addEntity,
      save: calls.saveEntity,
      remove: calls.removeEntity,
    }
  }, [given])
  const fields: TextFieldSpec<TEntityRequest>[] = [
    {
      name: 'registrationNumber',
      autoComplete: 'off',
      label: t('companySettings.entities.registration'),
      maxLength: 50,
    },
    { name: 'vatNumber', autoComplete: 'off', label: t('companySettings.entities.vat'), maxLength: 50 },
    {
      name: 'billingCurrency',
      autoComplete: 'off',
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
        inputOf={(row) => ({
          name: row.name,
          address: row.address,
          registrationNumber: row.registrationNumber,
          vatNumber: row.vatNumber,
          billingCurrency: row.billingCurrency,
        })}
        details={(row) => (
          <p>
            {t('companySettings.entities.summary', {
              registration: row.registrationNumber || '—',
              vat: row.vatNumber || '—',
              currency: row.billingCurrency,
            })}
          </p>
        )}
        extraFields={(input, set) => <TextFields fields={fields} value={input} onChange={set} />}
        extraFieldNames={fields.map((field) => field.name)}
      />
    </CompanySettingsRoot>
  )
}
