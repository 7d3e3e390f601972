// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { reportingEndpoints as D0 } from '../../../shared/reporting/reporting-endpoints.ts'

export const reportingEndpoints = {
  "summary": { method: "GET", path: "/i/api/business/reporting/v1/summary" } as TEndpointRoute<(typeof D0)["summary"]>,
  "exportCsv": { method: "GET", path: "/i/api/business/reporting/v1/bookings.csv" } as TEndpointRoute<(typeof D0)["exportCsv"]>,
  "tracker": { method: "GET", path: "/i/api/business/reporting/v1/tracker" } as TEndpointRoute<(typeof D0)["tracker"]>,
  "trackerViewers": { method: "GET", path: "/i/api/business/reporting/v1/tracker/viewers" } as TEndpointRoute<(typeof D0)["trackerViewers"]>,
}
