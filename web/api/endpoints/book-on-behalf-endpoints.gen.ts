// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { bookOnBehalfEndpoints as D0 } from '../../../shared/business/book-on-behalf-endpoints.ts'

export const bookOnBehalfEndpoints = {
  "selectTraveler": { method: "POST", path: "/i/api/business/me/v1/traveler/select" } as TEndpointRoute<(typeof D0)["selectTraveler"]>,
  "selectGuest": { method: "POST", path: "/i/api/business/me/v1/guest/select" } as TEndpointRoute<(typeof D0)["selectGuest"]>,
  "unselect": { method: "POST", path: "/i/api/business/me/v1/traveler/unselect" } as TEndpointRoute<(typeof D0)["unselect"]>,
  "settings": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/settings" } as TEndpointRoute<(typeof D0)["settings"]>,
  "saveSettings": { method: "PUT", path: "/i/api/business/bookOnBehalf/v1/settings" } as TEndpointRoute<(typeof D0)["saveSettings"]>,
  "travelerSettings": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/travelers/:userId/settings" } as TEndpointRoute<(typeof D0)["travelerSettings"]>,
  "saveTravelerSettings": { method: "PUT", path: "/i/api/business/bookOnBehalf/v1/travelers/:userId/settings" } as TEndpointRoute<(typeof D0)["saveTravelerSettings"]>,
  "askToBook": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests" } as TEndpointRoute<(typeof D0)["askToBook"]>,
  "myRequests": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/requests/mine" } as TEndpointRoute<(typeof D0)["myRequests"]>,
  "requests": { method: "GET", path: "/i/api/business/bookOnBehalf/v1/requests" } as TEndpointRoute<(typeof D0)["requests"]>,
  "bookRequest": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/book" } as TEndpointRoute<(typeof D0)["bookRequest"]>,
  "requestCheckout": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/checkout" } as TEndpointRoute<(typeof D0)["requestCheckout"]>,
  "declineRequest": { method: "POST", path: "/i/api/business/bookOnBehalf/v1/requests/:id/decline" } as TEndpointRoute<(typeof D0)["declineRequest"]>,
}
