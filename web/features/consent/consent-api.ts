import type { TConsentCategory, TMetaCookie } from '../../../shared/privacy/privacy-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { privacyEndpoints as api } from '../../api/endpoints.gen.ts'

/** The calls of the cookie banner and the notices (spec section 7); the client adds the form token. */
export function consentApi(client: ApiClient) {
  return {
    saveCategories: (acceptedCategories: TConsentCategory[], consentId: string) =>
      callEndpoint(client, api.consentRecord, { body: { acceptedCategories, consentId } }),
    cookiesForCategory: (category: TConsentCategory) =>
      callEndpoint(client, api.cookiesForCategory, { query: { category } }),
    putMetaCookie: (name: TMetaCookie, newValue: string | null) =>
      callEndpoint(client, api.metaCookie, { params: { name }, body: { newValue } }),
    postLegacyCookie: (name: TMetaCookie, value: string | null) =>
      callEndpoint(client, api.legacyCookieForm, { body: { name, value: value ?? '' } }),
    acknowledgeTwoParty: (textVersion: string, consentId: string) =>
      callEndpoint(client, api.twoPartyConsent, { body: { textVersion, consentId } }),
  }
}
export type ConsentApi = ReturnType<typeof consentApi>

let pageApi: ConsentApi | null = null
/** The page's calls, made on first use (never while rendering on the server). */
export function pageConsentApi(): ConsentApi {
  pageApi ??= consentApi(browserApiClient())
  return pageApi
}
