import { useMemo } from 'react'
import type { TOffice, TOfficeRequest } from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { EMPTY_ADDRESS } from './address-fields.tsx'
import { CompanySettingsRoot } from './company-settings-root.tsx'
import { type PlaceApi, PlacesEditor } from './places-page.tsx'

/** /company/offices */
export function OfficesPage() {
  const api = useMemo<PlaceApi<TOffice, TOfficeRequest>>(() => {
    const calls = browserCompanySettingsApi()
    return {
      list: async () => (await calls.offices()).offices,
      add: calls.addOffice,
      save: calls.saveOffice,
      remove: calls.removeOffice,
    }
  }, [])
  return (
    <CompanySettingsRoot pageId="hubCompanyOffices">
      <PlacesEditor
        kind="offices"
        api={api}
        empty={{ name: '', address: EMPTY_ADDRESS }}
        inputOf={(row) => ({ name: row.name, address: row.address })}
      />
    </CompanySettingsRoot>
  )
}
