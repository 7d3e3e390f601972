// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { paymentEndpoints as D0 } from '../../../shared/business/payment-endpoints.ts'

export const paymentEndpoints = {
  "options": { method: "GET", path: "/i/api/business/company/v1/paymentOptions" } as TEndpointRoute<(typeof D0)["options"]>,
  "addCompanyCard": { method: "POST", path: "/i/api/business/company/v1/paymentOptions/cards" } as TEndpointRoute<(typeof D0)["addCompanyCard"]>,
  "removeCompanyCard": { method: "DELETE", path: "/i/api/business/company/v1/paymentOptions/cards/:id" } as TEndpointRoute<(typeof D0)["removeCompanyCard"]>,
  "setInvoice": { method: "PUT", path: "/i/api/business/company/v1/paymentOptions/invoice" } as TEndpointRoute<(typeof D0)["setInvoice"]>,
  "myCards": { method: "GET", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D0)["myCards"]>,
  "addMyCard": { method: "POST", path: "/i/api/business/me/v1/cards" } as TEndpointRoute<(typeof D0)["addMyCard"]>,
  "removeMyCard": { method: "DELETE", path: "/i/api/business/me/v1/cards/:id" } as TEndpointRoute<(typeof D0)["removeMyCard"]>,
}
