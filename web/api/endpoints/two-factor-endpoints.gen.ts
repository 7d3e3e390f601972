// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { twoFactorEndpoints as D0 } from '../../../shared/two-factor/two-factor-endpoints.ts'

export const twoFactorEndpoints = {
  "status": { method: "GET", path: "/i/api/account/twoFactor/v1/status" } as TEndpointRoute<(typeof D0)["status"]>,
  "sendEmailCode": { method: "POST", path: "/i/api/account/twoFactor/v1/email/send" } as TEndpointRoute<(typeof D0)["sendEmailCode"]>,
  "verify": { method: "POST", path: "/i/api/account/twoFactor/v1/verify" } as TEndpointRoute<(typeof D0)["verify"]>,
  "beginTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/enrol" } as TEndpointRoute<(typeof D0)["beginTotp"]>,
  "confirmTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/confirm" } as TEndpointRoute<(typeof D0)["confirmTotp"]>,
  "removeTotp": { method: "DELETE", path: "/i/api/account/twoFactor/v1/totp" } as TEndpointRoute<(typeof D0)["removeTotp"]>,
  "regenerateRecoveryCodes": { method: "POST", path: "/i/api/account/twoFactor/v1/recoveryCodes" } as TEndpointRoute<(typeof D0)["regenerateRecoveryCodes"]>,
}
