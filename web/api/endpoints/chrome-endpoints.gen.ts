// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { chromeEndpoints as D0 } from '../../../shared/chrome/chrome-endpoints.ts'

export const chromeEndpoints = {
  "currencyPickerState": { method: "GET", path: "/horizon/react/component/CurrencyPickerStateProviderAction" } as TEndpointRoute<(typeof D0)["currencyPickerState"]>,
  "currencySet": { method: "POST", path: "/i/api/account/currency/v1/set" } as TEndpointRoute<(typeof D0)["currencySet"]>,
  "businessSetLanguage": { method: "POST", path: "/i/api/business/v1/legalEntities/user/setLanguage" } as TEndpointRoute<(typeof D0)["businessSetLanguage"]>,
  "footerBrands": { method: "GET", path: "/horizon/react/component/FooterBrandsStateProviderAction" } as TEndpointRoute<(typeof D0)["footerBrands"]>,
  "footerSiteMapLinks": { method: "GET", path: "/horizon/react/component/FooterSiteMapLinksProviderAction" } as TEndpointRoute<(typeof D0)["footerSiteMapLinks"]>,
  "privacyMenu": { method: "GET", path: "/horizon/react/component/PrivacyMenuStateProviderAction" } as TEndpointRoute<(typeof D0)["privacyMenu"]>,
  "friendlySearchUrl": { method: "POST", path: "/s/horizon/common/layout/FriendlySearchUrlAction", bodyType: 'form' } as TEndpointRoute<(typeof D0)["friendlySearchUrl"]>,
  "friendlySearchUrlPlain": { method: "POST", path: "/horizon/common/layout/FriendlySearchUrlAction", bodyType: 'form' } as TEndpointRoute<(typeof D0)["friendlySearchUrlPlain"]>,
}
