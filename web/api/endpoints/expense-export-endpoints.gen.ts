// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { expenseExportEndpoints as D0 } from '../../../shared/business/expense-export-endpoints.ts'

export const expenseExportEndpoints = {
  "status": { method: "GET", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D0)["status"]>,
  "disconnect": { method: "DELETE", path: "/i/api/business/company/v1/expenseExport" } as TEndpointRoute<(typeof D0)["disconnect"]>,
  "connect": { method: "POST", path: "/i/api/business/company/v1/:hash" } as TEndpointRoute<(typeof D0)["connect"]>,
}
