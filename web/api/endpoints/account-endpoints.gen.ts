// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { accountEndpoints as D0 } from '../../../shared/account/account-endpoints.ts'

export const accountEndpoints = {
  "profile": { method: "GET", path: "/i/api/account/profile/v1" } as TEndpointRoute<(typeof D0)["profile"]>,
  "updateProfile": { method: "PUT", path: "/i/api/account/profile/v1" } as TEndpointRoute<(typeof D0)["updateProfile"]>,
  "requestEmailChange": { method: "POST", path: "/i/api/account/email/v1" } as TEndpointRoute<(typeof D0)["requestEmailChange"]>,
  "confirmEmailChange": { method: "POST", path: "/i/api/account/email/v1/confirm" } as TEndpointRoute<(typeof D0)["confirmEmailChange"]>,
  "reauth": { method: "POST", path: "/k/run/auth/reauth", bodyType: 'form' } as TEndpointRoute<(typeof D0)["reauth"]>,
  "changePassword": { method: "POST", path: "/k/run/auth/password/change", bodyType: 'form' } as TEndpointRoute<(typeof D0)["changePassword"]>,
  "sessions": { method: "GET", path: "/i/api/account/sessions/v1" } as TEndpointRoute<(typeof D0)["sessions"]>,
  "endSession": { method: "DELETE", path: "/i/api/account/sessions/v1/:id" } as TEndpointRoute<(typeof D0)["endSession"]>,
  "endOtherSessions": { method: "POST", path: "/i/api/account/sessions/v1/endOthers" } as TEndpointRoute<(typeof D0)["endOtherSessions"]>,
}
