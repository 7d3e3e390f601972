// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { homepageMessagesEndpoints as D0 } from '../../../shared/business/homepage-messages-endpoints.ts'

export const homepageMessagesEndpoints = {
  "messages": { method: "GET", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D0)["messages"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/homepageMessages" } as TEndpointRoute<(typeof D0)["create"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D0)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/homepageMessages/:id" } as TEndpointRoute<(typeof D0)["remove"]>,
  "current": { method: "GET", path: "/i/api/business/me/v1/homepageMessages" } as TEndpointRoute<(typeof D0)["current"]>,
}
