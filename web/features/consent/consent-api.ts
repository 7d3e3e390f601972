import {
  PRIVACY_API,
  type TConsentCategory,
  type TMetaCookie,
} from '../../../shared/privacy/privacy-contract.ts'
import type {
  TAcknowledgeResponse,
  TConsentRecordResponse,
  TCookiesForCategoryResponse,
  TMetaCookieResponse,
} from '../../../shared/privacy/privacy-schemas.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import type { ApiClient } from '../../api/client.ts'

/**
 * The calls of the cookie banner and the notices (spec section 7); the client adds the form token. Typed
 * by hand rather than through callEndpoint (decision 107): the banner's first layer has a 15 KB budget,
 * and the generated routes and caller cost it 60 bytes more than these five paths.
 */
export function consentApi(client: ApiClient) {
  return {
    saveCategories: (acceptedCategories: TConsentCategory[], consentId: string) =>
      client.postJson<TConsentRecordResponse>(PRIVACY_API.consentRecord, { acceptedCategories, consentId }),
    cookiesForCategory: (category: TConsentCategory) =>
      client.get<TCookiesForCategoryResponse>(PRIVACY_API.cookiesForCategory, { category }),
    putMetaCookie: (name: TMetaCookie, newValue: string | null) =>
      client.put<TMetaCookieResponse>(`${PRIVACY_API.metaCookie}${name}`, { newValue }),
    postLegacyCookie: (name: TMetaCookie, value: string | null) =>
      client.postForm<TMetaCookieResponse>(PRIVACY_API.legacyCookieForm, { name, value: value ?? '' }),
    acknowledgeTwoParty: (textVersion: string, consentId: string) =>
      client.postJson<TAcknowledgeResponse>(PRIVACY_API.twoPartyConsent, { textVersion, consentId }),
  }
}
export type ConsentApi = ReturnType<typeof consentApi>

let pageApi: ConsentApi | null = null
/** The page's calls, made on first use (never while rendering on the server). */
export function pageConsentApi(): ConsentApi {
  pageApi ??= consentApi(browserApiClient())
  return pageApi
}
