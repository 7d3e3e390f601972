import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { chromeEndpoints as api } from './endpoints.gen.ts'

/** The pickers' calls (spec section 7); the client adds the form token (X-CSRF). */
export function pickersApi(client: ApiClient) {
  return {
    currencyState: () => callEndpoint(client, api.currencyPickerState),
    setCurrency: (currencyCode: string, store: boolean) =>
      callEndpoint(client, api.currencySet, { body: { currencyCode, store } }),
    setBusinessLanguage: (localeCode: string) =>
      callEndpoint(client, api.businessSetLanguage, { body: { localeCode } }),
  }
}
export type PickersApi = ReturnType<typeof pickersApi>
