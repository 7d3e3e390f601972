import { PICKER_API } from '../../shared/pickers/picker-contract.ts'
import type {
  TCurrencyPickerStateResponse,
  TCurrencySetResponse,
  TSetLanguageResponse,
} from '../../shared/pickers/picker-schemas.ts'
import type { ApiClient } from './client.ts'

/** The pickers' calls (spec section 7); the client adds the form token (X-CSRF). */
export function pickersApi(client: ApiClient) {
  return {
    currencyState: () => client.get<TCurrencyPickerStateResponse>(PICKER_API.currencyPickerState),
    setCurrency: (currencyCode: string, store: boolean) =>
      client.postJson<TCurrencySetResponse>(PICKER_API.currencySet, { currencyCode, store }),
    setBusinessLanguage: (localeCode: string) =>
      client.postJson<TSetLanguageResponse>(PICKER_API.businessSetLanguage, { localeCode }),
  }
}
export type PickersApi = ReturnType<typeof pickersApi>
