// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { platformEndpoints as D0 } from '../../../shared/platform/platform-endpoints.ts'

export const platformEndpoints = {
  "health": { method: "GET", path: "/healthz" } as TEndpointRoute<(typeof D0)["health"]>,
  "ready": { method: "GET", path: "/readyz" } as TEndpointRoute<(typeof D0)["ready"]>,
  "formToken": { method: "POST", path: "/s/run/formtoken" } as TEndpointRoute<(typeof D0)["formToken"]>,
}
