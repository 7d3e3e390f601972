// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { embedEndpoints as D0 } from '../../../shared/embed/embed-endpoints.ts'

export const embedEndpoints = {
  "metric": { method: "POST", path: "/i/api/affiliate/ui/metrics/v1/:type" } as TEndpointRoute<(typeof D0)["metric"]>,
}
