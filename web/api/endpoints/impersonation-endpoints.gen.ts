// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { impersonationEndpoints as D0 } from '../../../shared/impersonation/impersonation-endpoints.ts'

export const impersonationEndpoints = {
  "start": { method: "POST", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D0)["start"]>,
  "current": { method: "GET", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D0)["current"]>,
  "end": { method: "DELETE", path: "/i/api/business/impersonation/v1/support" } as TEndpointRoute<(typeof D0)["end"]>,
  "endByPost": { method: "POST", path: "/i/api/business/impersonation/v1/support/end" } as TEndpointRoute<(typeof D0)["endByPost"]>,
  "audit": { method: "GET", path: "/i/api/business/impersonation/v1/audit" } as TEndpointRoute<(typeof D0)["audit"]>,
}
