// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { companyFilesEndpoints as D0 } from '../../../shared/business/company-files-endpoints.ts'

export const companyFilesEndpoints = {
  "uploadLogo": { method: "POST", path: "/i/api/business/company/v1/logo", bodyType: 'multipart' } as TEndpointRoute<(typeof D0)["uploadLogo"]>,
  "removeLogo": { method: "POST", path: "/i/api/business/company/v1/logo/delete" } as TEndpointRoute<(typeof D0)["removeLogo"]>,
  "logoImage": { method: "GET", path: "/i/api/business/company/v1/logo/:version" } as TEndpointRoute<(typeof D0)["logoImage"]>,
  "sendDeletionEmail": { method: "POST", path: "/i/api/business/company/v1/sendDeletionEmail" } as TEndpointRoute<(typeof D0)["sendDeletionEmail"]>,
  "deleteCompany": { method: "DELETE", path: "/i/api/business/company/v1/:confirmationCode/:requestTime/:token" } as TEndpointRoute<(typeof D0)["deleteCompany"]>,
  "requestDemo": { method: "POST", path: "/i/api/business/company/v1/requestDemo" } as TEndpointRoute<(typeof D0)["requestDemo"]>,
  "postponeDemo": { method: "POST", path: "/i/api/business/company/v1/postponeDemo" } as TEndpointRoute<(typeof D0)["postponeDemo"]>,
  "addToWaitlist": { method: "POST", path: "/i/api/business/company/v2/addToWaitlist" } as TEndpointRoute<(typeof D0)["addToWaitlist"]>,
  "contactAccountManager": { method: "POST", path: "/i/api/business/company/v1/contactAccountManager", bodyType: 'multipart' } as TEndpointRoute<(typeof D0)["contactAccountManager"]>,
  "reportIssue": { method: "POST", path: "/i/api/business/issues/reporting/v1/report", bodyType: 'multipart' } as TEndpointRoute<(typeof D0)["reportIssue"]>,
}
