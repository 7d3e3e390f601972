import { PRIVACY_API } from '../../../../shared/privacy/privacy-contract.ts'
import type {
  TDeviceStorageDisclosureResponse,
  TIabConsentRequest,
  TIabConsentResponse,
  TIabConsentSaveResponse,
  TIabDetailedPrefsResponse,
  TIabInitialPrefsResponse,
  TIabVendorsResponse,
} from '../../../../shared/privacy/privacy-schemas.ts'
import type { ApiClient } from '../../../api/client.ts'

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
    consent: () => cached('consent', () => client.get<TIabConsentResponse>(PRIVACY_API.iabConsent)),
    initialPrefs: () =>
      cached('initial', () => client.get<TIabInitialPrefsResponse>(PRIVACY_API.iabInitialPrefs)),
    detailedPrefs: () =>
      cached('detailed', () => client.get<TIabDetailedPrefsResponse>(PRIVACY_API.iabDetailedPrefs)),
    vendors: (version) =>
      cached(`vendors:${version}`, () =>
        client.get<TIabVendorsResponse>(PRIVACY_API.iabVendors, { v: version }),
      ),
    deviceStorage: (vendorId) =>
      cached(`storage:${vendorId}`, () =>
        client.get<TDeviceStorageDisclosureResponse>(PRIVACY_API.iabDeviceStorageDisclosure, { vendorId }),
      ),
    save: (body) => {
      once.delete('consent')
      return client.postJson<TIabConsentSaveResponse>(PRIVACY_API.iabConsent, body)
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
