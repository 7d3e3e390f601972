// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { companyEndpoints as D0 } from '../../../shared/business/company-endpoints.ts'

export const companyEndpoints = {
  "company": { method: "GET", path: "/i/api/business/company/v1/company" } as TEndpointRoute<(typeof D0)["company"]>,
  "saveCompany": { method: "PUT", path: "/i/api/business/company/v1/company" } as TEndpointRoute<(typeof D0)["saveCompany"]>,
  "emailDomains": { method: "GET", path: "/i/api/business/company/v1/company/email-domains" } as TEndpointRoute<(typeof D0)["emailDomains"]>,
  "addEmailDomain": { method: "POST", path: "/i/api/business/company/v1/company/email-domains" } as TEndpointRoute<(typeof D0)["addEmailDomain"]>,
  "verifyEmailDomain": { method: "POST", path: "/i/api/business/company/v1/company/email-domains/verify" } as TEndpointRoute<(typeof D0)["verifyEmailDomain"]>,
  "removeEmailDomain": { method: "DELETE", path: "/i/api/business/company/v1/company/email-domains/:domain" } as TEndpointRoute<(typeof D0)["removeEmailDomain"]>,
  "enableFeature": { method: "PUT", path: "/i/api/business/company/v1/feature/enable" } as TEndpointRoute<(typeof D0)["enableFeature"]>,
  "disableFeature": { method: "PUT", path: "/i/api/business/company/v1/feature/disable" } as TEndpointRoute<(typeof D0)["disableFeature"]>,
  "upgrade": { method: "POST", path: "/i/api/business/company/v1/tier/upgrade" } as TEndpointRoute<(typeof D0)["upgrade"]>,
  "upgradeStatus": { method: "GET", path: "/i/api/business/company/v1/tier/upgrade/status" } as TEndpointRoute<(typeof D0)["upgradeStatus"]>,
  "twoFactor": { method: "GET", path: "/i/api/business/company/v1/settings/twoFactor" } as TEndpointRoute<(typeof D0)["twoFactor"]>,
  "setTwoFactor": { method: "PUT", path: "/i/api/business/company/v1/settings/twoFactor" } as TEndpointRoute<(typeof D0)["setTwoFactor"]>,
  "auditLog": { method: "GET", path: "/i/api/business/company/v1/auditLog" } as TEndpointRoute<(typeof D0)["auditLog"]>,
}
