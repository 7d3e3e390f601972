import type {
  TDeviceStorageDisclosureResponse,
  TIabConsentRequest,
  TIabConsentResponse,
  TIabConsentSaveResponse,
  TIabDetailedPrefsResponse,
  TIabInitialPrefsResponse,
  TIabVendorsResponse,
} from '../../../../shared/privacy/privacy-schemas.ts'
import { callEndpoint } from '../../../api/call-endpoint.ts'
import type { ApiClient } from '../../../api/client.ts'
import { privacyEndpoints as api } from '../../../api/endpoints.gen.ts'

/** The IAB calls of spec section 7, through the page's API client (it adds X-CSRF to the POST). */
export interface IabApi {
  consent(): Promise<TIabConsentResponse>
  initialPrefs(): Promise<TIabInitialPrefsResponse>
  detailedPrefs(): Promise<TIabDetailedPrefsResponse>
  /** The partners of list `version` (the partners view asks; a real list has a thousand). */
  vendors(version: number): Promise<TIabVendorsResponse>
  deviceStorage(vendorId: number): Promise<TDeviceStorageDisclosureResponse>
  save(body: TIabConsentRequest): Promise<TIabConsentSaveResponse>
}

/**
 * Each read is made once per page (the dialog and the CMP share the consent read; the vendor list comes
 * only when a deeper view asks for it). A failed read is forgotten, so the next attempt asks again.
 */
export function iabApi(client: ApiClient): IabApi {
  const once = new Map<string, Promise<unknown>>()
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = once.get(key)
    if (hit) return hit as Promise<T>
    const p = load()
    once.set(key, p)
    p.catch(() => once.delete(key))
    return p
  }
  return {
    consent: () => cached('consent', () => callEndpoint(client, api.iabConsent)),
    initialPrefs: () => cached('initial', () => callEndpoint(client, api.iabInitialPrefs)),
    detailedPrefs: () => cached('detailed', () => callEndpoint(client, api.iabDetailedPrefs)),
    vendors: (version) =>
      cached(`vendors:${version}`, () => callEndpoint(client, api.iabVendors, { query: { v: version } })),
    deviceStorage: (vendorId) =>
      cached(`storage:${vendorId}`, () =>
        callEndpoint(client, api.iabDeviceStorageDisclosure, { query: { vendorId } }),
      ),
    save: (body) => {
      once.delete('consent')
      return callEndpoint(client, api.saveIabConsent, { body })
    },
  }
}

let pageApi: IabApi | null = null

/** The page's one IAB API (browser only), shared by the CMP and the dialog chunks. */
export async function pageIabApi(): Promise<IabApi> {
  if (pageApi) return pageApi
  const { browserApiClient } = await import('../../../api/browser-client.ts')
  pageApi ??= iabApi(browserApiClient())
  return pageApi
}
