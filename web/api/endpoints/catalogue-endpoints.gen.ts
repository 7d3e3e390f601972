// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { catalogueEndpoints as D0 } from '../../../shared/catalogue/catalogue-endpoints.ts'

export const catalogueEndpoints = {
  "flights": { method: "GET", path: "/i/api/catalogue/v1/flights/search" } as TEndpointRoute<(typeof D0)["flights"]>,
  "flightCalendar": { method: "GET", path: "/i/api/catalogue/v1/flights/calendar" } as TEndpointRoute<(typeof D0)["flightCalendar"]>,
  "hotels": { method: "GET", path: "/i/api/catalogue/v1/hotels/search" } as TEndpointRoute<(typeof D0)["hotels"]>,
  "property": { method: "GET", path: "/i/api/catalogue/v1/hotels/properties/:propertyId" } as TEndpointRoute<(typeof D0)["property"]>,
  "trains": { method: "GET", path: "/i/api/catalogue/v1/trains/search" } as TEndpointRoute<(typeof D0)["trains"]>,
  "cars": { method: "GET", path: "/i/api/catalogue/v1/cars/search" } as TEndpointRoute<(typeof D0)["cars"]>,
  "places": { method: "GET", path: "/i/api/catalogue/v1/places" } as TEndpointRoute<(typeof D0)["places"]>,
  "landing": { method: "GET", path: "/i/api/catalogue/v1/landing" } as TEndpointRoute<(typeof D0)["landing"]>,
  "search": { method: "GET", path: "/i/api/catalogue/v1/:vertical/search" } as TEndpointRoute<(typeof D0)["search"]>,
}
