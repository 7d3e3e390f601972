// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../../shared/endpoint.ts'
import type { passkeyEndpoints as D0 } from '../../../shared/passkey/passkey-endpoints.ts'

export const passkeyEndpoints = {
  "autofillParams": { method: "GET", path: "/auth/webauthn/v1/autofillParams" } as TEndpointRoute<(typeof D0)["autofillParams"]>,
  "loginParams": { method: "POST", path: "/auth/webauthn/v1/loginParams", bodyType: 'form' } as TEndpointRoute<(typeof D0)["loginParams"]>,
  "newCredentialParams": { method: "POST", path: "/auth/webauthn/v1/newCredentialParams", bodyType: 'form' } as TEndpointRoute<(typeof D0)["newCredentialParams"]>,
  "register": { method: "POST", path: "/auth/webauthn/v1/register" } as TEndpointRoute<(typeof D0)["register"]>,
  "login": { method: "POST", path: "/auth/webauthn/v1/login" } as TEndpointRoute<(typeof D0)["login"]>,
  "list": { method: "GET", path: "/i/api/account/passkeys/v1" } as TEndpointRoute<(typeof D0)["list"]>,
  "rename": { method: "PUT", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D0)["rename"]>,
  "remove": { method: "DELETE", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D0)["remove"]>,
}
