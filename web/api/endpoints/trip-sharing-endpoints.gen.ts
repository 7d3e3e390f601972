// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { tripSharingEndpoints as D0 } from '../../../shared/trips/trip-sharing-endpoints.ts'

export const tripSharingEndpoints = {
  "shares": { method: "GET", path: "/trips/api/trips/:fullTripId/shares" } as TEndpointRoute<(typeof D0)["shares"]>,
  "share": { method: "POST", path: "/trips/api/trips/:fullTripId/shares" } as TEndpointRoute<(typeof D0)["share"]>,
  "setRole": { method: "PUT", path: "/trips/api/trips/:fullTripId/shares/:shareId" } as TEndpointRoute<(typeof D0)["setRole"]>,
  "unshare": { method: "DELETE", path: "/trips/api/trips/:fullTripId/shares/:shareId" } as TEndpointRoute<(typeof D0)["unshare"]>,
  "createLink": { method: "POST", path: "/trips/api/trips/:fullTripId/link" } as TEndpointRoute<(typeof D0)["createLink"]>,
  "revokeLink": { method: "DELETE", path: "/trips/api/trips/:fullTripId/link" } as TEndpointRoute<(typeof D0)["revokeLink"]>,
  "sharedTrip": { method: "POST", path: "/trips/api/shared" } as TEndpointRoute<(typeof D0)["sharedTrip"]>,
}
