import { useMemo } from 'react'
import type { TEntity, TEntityRequest } from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'
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
        extraFields={(input, set) => (
          <>
            <TextField
              label={t('companySettings.entities.registration')}
              name="registrationNumber"
              autoComplete="off"
              value={input.registrationNumber}
              onChange={(v) => set({ ...input, registrationNumber: v })}
              maxLength={50}
            />
            <TextField
              label={t('companySettings.entities.vat')}
              name="vatNumber"
              autoComplete="off"
              value={input.vatNumber}
              onChange={(v) => set({ ...input, vatNumber: v })}
              maxLength={50}
            />
            <TextField
              label={t('companySettings.entities.currency')}
              name="billingCurrency"
              autoComplete="off"
              description={t('companySettings.general.currencyHint')}
              value={input.billingCurrency}
              onChange={(v) => set({ ...input, billingCurrency: v.trim().toUpperCase() })}
              isRequired
              maxLength={3}
            />
          </>
        )}
      />
    </CompanySettingsRoot>
  )
}
