// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { siteServicesEndpoints as D0 } from '../../../shared/site-services/site-services-endpoints.ts'

export const siteServicesEndpoints = {
  "adBait": { method: "GET", path: "/res/ads/ad-banner.gif" } as TEndpointRoute<(typeof D0)["adBait"]>,
  "feedback": { method: "POST", path: "/i/api/site/feedback/v1" } as TEndpointRoute<(typeof D0)["feedback"]>,
  "priceAlerts": { method: "GET", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D0)["priceAlerts"]>,
  "createPriceAlert": { method: "POST", path: "/i/api/account/priceAlerts/v1" } as TEndpointRoute<(typeof D0)["createPriceAlert"]>,
  "priceAlertSettings": { method: "PUT", path: "/i/api/account/priceAlerts/v1/settings" } as TEndpointRoute<(typeof D0)["priceAlertSettings"]>,
  "removePriceAlert": { method: "DELETE", path: "/i/api/account/priceAlerts/v1/:priceAlertId" } as TEndpointRoute<(typeof D0)["removePriceAlert"]>,
}
