// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { policyEndpoints as D0 } from '../../../shared/business/policy-endpoints.ts'

export const policyEndpoints = {
  "policy": { method: "GET", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D0)["policy"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/settings/policies/:vertical" } as TEndpointRoute<(typeof D0)["save"]>,
  "simulate": { method: "POST", path: "/i/api/business/policy/v1/simulate/:vertical" } as TEndpointRoute<(typeof D0)["simulate"]>,
  "sortOrder": { method: "GET", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D0)["sortOrder"]>,
  "saveSortOrder": { method: "POST", path: "/i/api/business/company/v1/sortOrderSettings" } as TEndpointRoute<(typeof D0)["saveSortOrder"]>,
  "results": { method: "GET", path: "/i/api/business/policy/v1/results/:vertical" } as TEndpointRoute<(typeof D0)["results"]>,
}
