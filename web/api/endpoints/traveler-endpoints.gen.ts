// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { travelerEndpoints as D0 } from '../../../shared/account/traveler-endpoints.ts'

export const travelerEndpoints = {
  "list": { method: "GET", path: "/i/api/account/traveler/v1/" } as TEndpointRoute<(typeof D0)["list"]>,
  "preferred": { method: "GET", path: "/i/api/account/traveler/v1/preferred" } as TEndpointRoute<(typeof D0)["preferred"]>,
  "create": { method: "POST", path: "/i/api/account/traveler/v1/" } as TEndpointRoute<(typeof D0)["create"]>,
  "save": { method: "PUT", path: "/i/api/account/traveler/v1/:travelerId" } as TEndpointRoute<(typeof D0)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/account/traveler/v1/:travelerId" } as TEndpointRoute<(typeof D0)["remove"]>,
}
