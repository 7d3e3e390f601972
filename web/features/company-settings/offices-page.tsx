import { useMemo } from 'react'
import type {
  TOffice,
  TOfficeListResponse,
  TOfficeRequest,
} from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi, type CompanySettingsApi } from '../../api/company-settings.ts'
import { EMPTY_ADDRESS } from './address-fields.tsx'
import { CompanySettingsRoot } from './company-settings-root.tsx'
import { type PlaceApi, PlacesEditor } from './places-page.tsx'

/** /company/offices. `api`: a test's own client (the browser's by default). */
export function OfficesPage({ api: given }: { api?: CompanySettingsApi } = {}) {
  const api = useMemo<PlaceApi<TOffice, TOfficeRequest, TOfficeListResponse>>(() => {
    const calls = given ?? browserCompanySettingsApi()
    return {
      list: calls.offices,
      rows: (answer) => answer.offices,
      add: calls.addOffice,
      save: calls.saveOffice,
      remove: calls.removeOffice,
    }
  }, [given])
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
