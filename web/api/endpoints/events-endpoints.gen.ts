// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { eventsEndpoints as D0 } from '../../../shared/business/events-endpoints.ts'

export const eventsEndpoints = {
  "events": { method: "GET", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D0)["events"]>,
  "create": { method: "POST", path: "/i/api/business/events/v1/events" } as TEndpointRoute<(typeof D0)["create"]>,
  "event": { method: "GET", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D0)["event"]>,
  "save": { method: "PUT", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D0)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/events/v1/events/:id" } as TEndpointRoute<(typeof D0)["remove"]>,
}
