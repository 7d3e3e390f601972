// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { tripEventsEndpoints as D0 } from '../../../shared/trips/trip-events-endpoints.ts'

export const tripEventsEndpoints = {
  "save": { method: "POST", path: "/trips/api/events" } as TEndpointRoute<(typeof D0)["save"]>,
  "move": { method: "POST", path: "/trips/api/events/:eventId/move" } as TEndpointRoute<(typeof D0)["move"]>,
  "cart": { method: "POST", path: "/trips/api/events/:eventId/cart" } as TEndpointRoute<(typeof D0)["cart"]>,
  "book": { method: "POST", path: "/trips/api/events/:eventId/book" } as TEndpointRoute<(typeof D0)["book"]>,
  "quote": { method: "GET", path: "/trips/api/events/:eventId/checkout" } as TEndpointRoute<(typeof D0)["quote"]>,
  "booking": { method: "GET", path: "/trips/api/events/:eventId/booking" } as TEndpointRoute<(typeof D0)["booking"]>,
  "cancel": { method: "POST", path: "/trips/api/events/:eventId/cancel" } as TEndpointRoute<(typeof D0)["cancel"]>,
  "remove": { method: "DELETE", path: "/trips/api/events/:eventId" } as TEndpointRoute<(typeof D0)["remove"]>,
}
