// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { privacyEndpoints as D0 } from '../../../shared/privacy/privacy-endpoints.ts'

export const privacyEndpoints = {
  "consentRecord": { method: "POST", path: "/i/api/cookiebanner/v1/consent/record" } as TEndpointRoute<(typeof D0)["consentRecord"]>,
  "consent": { method: "GET", path: "/i/api/cookiebanner/v1/consent" } as TEndpointRoute<(typeof D0)["consent"]>,
  "cookiesForCategory": { method: "GET", path: "/i/api/cookiebanner/v1/cookies/forCategory" } as TEndpointRoute<(typeof D0)["cookiesForCategory"]>,
  "iabConsent": { method: "GET", path: "/i/api/iabtcf/v1/consent" } as TEndpointRoute<(typeof D0)["iabConsent"]>,
  "saveIabConsent": { method: "POST", path: "/i/api/iabtcf/v1/consent" } as TEndpointRoute<(typeof D0)["saveIabConsent"]>,
  "iabDetailedPrefs": { method: "GET", path: "/i/api/iabtcf/v1/detailedPrefs" } as TEndpointRoute<(typeof D0)["iabDetailedPrefs"]>,
  "iabInitialPrefs": { method: "GET", path: "/i/api/iabtcf/v1/initialPrefs" } as TEndpointRoute<(typeof D0)["iabInitialPrefs"]>,
  "iabVendors": { method: "GET", path: "/i/api/iabtcf/v1/vendors" } as TEndpointRoute<(typeof D0)["iabVendors"]>,
  "iabDeviceStorageDisclosure": { method: "GET", path: "/i/api/iabtcf/v1/deviceStorageDisclosure" } as TEndpointRoute<(typeof D0)["iabDeviceStorageDisclosure"]>,
  "twoPartyConsent": { method: "POST", path: "/i/api/twoparty/v1/consent" } as TEndpointRoute<(typeof D0)["twoPartyConsent"]>,
  "logCookiesConsent": { method: "POST", path: "/horizon/common/privacy/LogCookiesConsentAction" } as TEndpointRoute<(typeof D0)["logCookiesConsent"]>,
  "cookiesDataProvider": { method: "GET", path: "/horizon/common/privacy/providers/CookiesDataProvider" } as TEndpointRoute<(typeof D0)["cookiesDataProvider"]>,
  "gdprCreateConsent": { method: "POST", path: "/s/run/privacy/gdpr/createConsent", bodyType: 'form' } as TEndpointRoute<(typeof D0)["gdprCreateConsent"]>,
  "gdprRemoveConsent": { method: "POST", path: "/s/run/privacy/gdpr/removeConsent", bodyType: 'form' } as TEndpointRoute<(typeof D0)["gdprRemoveConsent"]>,
  "metaCookie": { method: "PUT", path: "/i/api/cookies/v2/meta/:name" } as TEndpointRoute<(typeof D0)["metaCookie"]>,
  "legacyCookieForm": { method: "POST", path: "/s/cookie", bodyType: 'form' } as TEndpointRoute<(typeof D0)["legacyCookieForm"]>,
  "dataSharing": { method: "GET", path: "/i/api/account/dataSharing/v1/optOut" } as TEndpointRoute<(typeof D0)["dataSharing"]>,
  "saveDataSharing": { method: "PUT", path: "/i/api/account/dataSharing/v1/optOut" } as TEndpointRoute<(typeof D0)["saveDataSharing"]>,
  "gpcWellKnown": { method: "GET", path: "/.well-known/gpc.json" } as TEndpointRoute<(typeof D0)["gpcWellKnown"]>,
}
