// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { authEndpoints as D0 } from '../../../shared/auth/auth-endpoints.ts'

export const authEndpoints = {
  "state": { method: "GET", path: "/horizon/common/authentication/providers/AuthStateProviderAction" } as TEndpointRoute<(typeof D0)["state"]>,
  "login": { method: "POST", path: "/k/run/auth/login", bodyType: 'form' } as TEndpointRoute<(typeof D0)["login"]>,
  "register": { method: "POST", path: "/k/run/auth/register", bodyType: 'form' } as TEndpointRoute<(typeof D0)["register"]>,
  "forgot": { method: "POST", path: "/k/run/auth/forgot", bodyType: 'form' } as TEndpointRoute<(typeof D0)["forgot"]>,
  "reset": { method: "POST", path: "/k/run/auth/reset", bodyType: 'form' } as TEndpointRoute<(typeof D0)["reset"]>,
  "confirm": { method: "POST", path: "/k/run/auth/confirm", bodyType: 'form' } as TEndpointRoute<(typeof D0)["confirm"]>,
  "resendConfirmation": { method: "POST", path: "/k/run/auth/confirm/resend" } as TEndpointRoute<(typeof D0)["resendConfirmation"]>,
  "sendCode": { method: "POST", path: "/k/run/auth/code/send", bodyType: 'form' } as TEndpointRoute<(typeof D0)["sendCode"]>,
  "verifyCode": { method: "POST", path: "/k/run/auth/code/verify", bodyType: 'form' } as TEndpointRoute<(typeof D0)["verifyCode"]>,
  "logout": { method: "POST", path: "/k/run/auth/logout" } as TEndpointRoute<(typeof D0)["logout"]>,
  "add": { method: "GET", path: "/k/run/auth/add" } as TEndpointRoute<(typeof D0)["add"]>,
  "switch": { method: "GET", path: "/k/run/auth/switch" } as TEndpointRoute<(typeof D0)["switch"]>,
}
