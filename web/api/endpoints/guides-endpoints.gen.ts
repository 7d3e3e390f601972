// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { guidesEndpoints as D0 } from '../../../shared/guides/guides-endpoints.ts'

export const guidesEndpoints = {
  "guidebooks": { method: "GET", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D0)["guidebooks"]>,
  "create": { method: "POST", path: "/i/api/guides/v1/guidebooks" } as TEndpointRoute<(typeof D0)["create"]>,
  "update": { method: "PUT", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D0)["update"]>,
  "remove": { method: "DELETE", path: "/i/api/guides/v1/guidebooks/:guidebookId" } as TEndpointRoute<(typeof D0)["remove"]>,
}
