// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { reportingFieldsEndpoints as D0 } from '../../../shared/business/reporting-fields-endpoints.ts'

export const reportingFieldsEndpoints = {
  "fields": { method: "GET", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D0)["fields"]>,
  "create": { method: "POST", path: "/i/api/business/company/v1/tripReportingFields" } as TEndpointRoute<(typeof D0)["create"]>,
  "order": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/order" } as TEndpointRoute<(typeof D0)["order"]>,
  "save": { method: "PUT", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D0)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/business/company/v1/tripReportingFields/:id" } as TEndpointRoute<(typeof D0)["remove"]>,
}
