// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { companyPlacesEndpoints as D0 } from '../../../shared/business/company-places-endpoints.ts'

export const companyPlacesEndpoints = {
  "offices": { method: "GET", path: "/i/api/business/company/v1/company/offices" } as TEndpointRoute<(typeof D0)["offices"]>,
  "addOffice": { method: "POST", path: "/i/api/business/company/v1/company/offices" } as TEndpointRoute<(typeof D0)["addOffice"]>,
  "saveOffice": { method: "PUT", path: "/i/api/business/company/v1/company/offices/:id" } as TEndpointRoute<(typeof D0)["saveOffice"]>,
  "removeOffice": { method: "DELETE", path: "/i/api/business/company/v1/company/offices/:id" } as TEndpointRoute<(typeof D0)["removeOffice"]>,
  "entities": { method: "GET", path: "/i/api/business/company/v1/company/entities" } as TEndpointRoute<(typeof D0)["entities"]>,
  "addEntity": { method: "POST", path: "/i/api/business/company/v1/company/entities" } as TEndpointRoute<(typeof D0)["addEntity"]>,
  "saveEntity": { method: "PUT", path: "/i/api/business/company/v1/company/entities/:id" } as TEndpointRoute<(typeof D0)["saveEntity"]>,
  "removeEntity": { method: "DELETE", path: "/i/api/business/company/v1/company/entities/:id" } as TEndpointRoute<(typeof D0)["removeEntity"]>,
  "programs": { method: "GET", path: "/i/api/business/company/v1/company/corporate-membership" } as TEndpointRoute<(typeof D0)["programs"]>,
  "addProgram": { method: "POST", path: "/i/api/business/company/v1/company/corporate-membership/add" } as TEndpointRoute<(typeof D0)["addProgram"]>,
  "saveProgram": { method: "PUT", path: "/i/api/business/company/v1/company/corporate-membership/:id" } as TEndpointRoute<(typeof D0)["saveProgram"]>,
  "removeProgram": { method: "DELETE", path: "/i/api/business/company/v1/company/corporate-membership/:id" } as TEndpointRoute<(typeof D0)["removeProgram"]>,
}
