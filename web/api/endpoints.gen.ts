// Written by `npm run openapi` from shared/**/*-endpoints.ts (decision 107): do not edit.
import type { TEndpointRoute } from '../../shared/endpoint.ts'
import type { accountEndpoints as D0 } from '../../shared/account/account-endpoints.ts'
import type { travelerEndpoints as D1 } from '../../shared/account/traveler-endpoints.ts'
import type { authEndpoints as D2 } from '../../shared/auth/auth-endpoints.ts'
import type { approvalEndpoints as D3 } from '../../shared/business/approvals-endpoints.ts'
import type { passkeyEndpoints as D4 } from '../../shared/passkey/passkey-endpoints.ts'
import type { platformEndpoints as D5 } from '../../shared/platform/platform-endpoints.ts'
import type { twoFactorEndpoints as D6 } from '../../shared/two-factor/two-factor-endpoints.ts'

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

export const travelerEndpoints = {
  "list": { method: "GET", path: "/i/api/account/traveler/v1/" } as TEndpointRoute<(typeof D1)["list"]>,
  "preferred": { method: "GET", path: "/i/api/account/traveler/v1/preferred" } as TEndpointRoute<(typeof D1)["preferred"]>,
  "create": { method: "POST", path: "/i/api/account/traveler/v1/" } as TEndpointRoute<(typeof D1)["create"]>,
  "save": { method: "PUT", path: "/i/api/account/traveler/v1/:travelerId" } as TEndpointRoute<(typeof D1)["save"]>,
  "remove": { method: "DELETE", path: "/i/api/account/traveler/v1/:travelerId" } as TEndpointRoute<(typeof D1)["remove"]>,
}

export const authEndpoints = {
  "state": { method: "GET", path: "/horizon/common/authentication/providers/AuthStateProviderAction" } as TEndpointRoute<(typeof D2)["state"]>,
  "login": { method: "POST", path: "/k/run/auth/login", bodyType: 'form' } as TEndpointRoute<(typeof D2)["login"]>,
  "register": { method: "POST", path: "/k/run/auth/register", bodyType: 'form' } as TEndpointRoute<(typeof D2)["register"]>,
  "forgot": { method: "POST", path: "/k/run/auth/forgot", bodyType: 'form' } as TEndpointRoute<(typeof D2)["forgot"]>,
  "reset": { method: "POST", path: "/k/run/auth/reset", bodyType: 'form' } as TEndpointRoute<(typeof D2)["reset"]>,
  "confirm": { method: "POST", path: "/k/run/auth/confirm", bodyType: 'form' } as TEndpointRoute<(typeof D2)["confirm"]>,
  "resendConfirmation": { method: "POST", path: "/k/run/auth/confirm/resend" } as TEndpointRoute<(typeof D2)["resendConfirmation"]>,
  "sendCode": { method: "POST", path: "/k/run/auth/code/send", bodyType: 'form' } as TEndpointRoute<(typeof D2)["sendCode"]>,
  "verifyCode": { method: "POST", path: "/k/run/auth/code/verify", bodyType: 'form' } as TEndpointRoute<(typeof D2)["verifyCode"]>,
  "logout": { method: "POST", path: "/k/run/auth/logout" } as TEndpointRoute<(typeof D2)["logout"]>,
  "add": { method: "GET", path: "/k/run/auth/add" } as TEndpointRoute<(typeof D2)["add"]>,
  "switch": { method: "GET", path: "/k/run/auth/switch" } as TEndpointRoute<(typeof D2)["switch"]>,
}

export const approvalEndpoints = {
  "settings": { method: "GET", path: "/i/api/business/company/v1/settings/autoApproval" } as TEndpointRoute<(typeof D3)["settings"]>,
  "saveSettings": {
    "beforeBooking": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/beforeBooking" } as TEndpointRoute<(typeof D3)["saveSettings"]["beforeBooking"]>,
    "voidWindow": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/voidWindow" } as TEndpointRoute<(typeof D3)["saveSettings"]["voidWindow"]>,
    "off": { method: "PUT", path: "/i/api/business/company/v1/settings/autoApproval/off" } as TEndpointRoute<(typeof D3)["saveSettings"]["off"]>,
  },
  "conflicts": { method: "GET", path: "/i/api/business/approvals/v1/conflicts" } as TEndpointRoute<(typeof D3)["conflicts"]>,
  "approvers": { method: "GET", path: "/i/api/business/approvals/v1/approvers" } as TEndpointRoute<(typeof D3)["approvers"]>,
  "saveChain": { method: "PUT", path: "/i/api/business/approvals/v1/approvers" } as TEndpointRoute<(typeof D3)["saveChain"]>,
  "setManager": { method: "PUT", path: "/i/api/business/approvals/v1/managers/:userId" } as TEndpointRoute<(typeof D3)["setManager"]>,
  "removeManager": { method: "DELETE", path: "/i/api/business/approvals/v1/managers/:userId" } as TEndpointRoute<(typeof D3)["removeManager"]>,
  "delegation": { method: "GET", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D3)["delegation"]>,
  "saveDelegation": { method: "PUT", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D3)["saveDelegation"]>,
  "removeDelegation": { method: "DELETE", path: "/i/api/business/approvals/v1/delegation" } as TEndpointRoute<(typeof D3)["removeDelegation"]>,
  "requests": { method: "GET", path: "/i/api/business/approvals/v1/requests" } as TEndpointRoute<(typeof D3)["requests"]>,
  "decide": { method: "POST", path: "/i/api/business/approvals/v1/requests/:id/decision" } as TEndpointRoute<(typeof D3)["decide"]>,
  "customApprovers": { method: "GET", path: "/i/api/business/approvals/v1/customApprovers" } as TEndpointRoute<(typeof D3)["customApprovers"]>,
  "readLink": { method: "POST", path: "/i/api/approvals/v1/link/read" } as TEndpointRoute<(typeof D3)["readLink"]>,
  "decideByLink": { method: "POST", path: "/i/api/approvals/v1/link/decide" } as TEndpointRoute<(typeof D3)["decideByLink"]>,
  "slack": { method: "GET", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D3)["slack"]>,
  "saveSlack": { method: "PUT", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D3)["saveSlack"]>,
  "removeSlack": { method: "DELETE", path: "/i/api/business/integrations/v1/slack" } as TEndpointRoute<(typeof D3)["removeSlack"]>,
}

export const passkeyEndpoints = {
  "autofillParams": { method: "GET", path: "/auth/webauthn/v1/autofillParams" } as TEndpointRoute<(typeof D4)["autofillParams"]>,
  "loginParams": { method: "POST", path: "/auth/webauthn/v1/loginParams", bodyType: 'form' } as TEndpointRoute<(typeof D4)["loginParams"]>,
  "newCredentialParams": { method: "POST", path: "/auth/webauthn/v1/newCredentialParams", bodyType: 'form' } as TEndpointRoute<(typeof D4)["newCredentialParams"]>,
  "register": { method: "POST", path: "/auth/webauthn/v1/register" } as TEndpointRoute<(typeof D4)["register"]>,
  "login": { method: "POST", path: "/auth/webauthn/v1/login" } as TEndpointRoute<(typeof D4)["login"]>,
  "list": { method: "GET", path: "/i/api/account/passkeys/v1" } as TEndpointRoute<(typeof D4)["list"]>,
  "rename": { method: "PUT", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D4)["rename"]>,
  "remove": { method: "DELETE", path: "/i/api/account/passkeys/v1/:id" } as TEndpointRoute<(typeof D4)["remove"]>,
}

export const platformEndpoints = {
  "health": { method: "GET", path: "/healthz" } as TEndpointRoute<(typeof D5)["health"]>,
  "ready": { method: "GET", path: "/readyz" } as TEndpointRoute<(typeof D5)["ready"]>,
  "formToken": { method: "POST", path: "/s/run/formtoken" } as TEndpointRoute<(typeof D5)["formToken"]>,
}

export const twoFactorEndpoints = {
  "status": { method: "GET", path: "/i/api/account/twoFactor/v1/status" } as TEndpointRoute<(typeof D6)["status"]>,
  "sendEmailCode": { method: "POST", path: "/i/api/account/twoFactor/v1/email/send" } as TEndpointRoute<(typeof D6)["sendEmailCode"]>,
  "verify": { method: "POST", path: "/i/api/account/twoFactor/v1/verify" } as TEndpointRoute<(typeof D6)["verify"]>,
  "beginTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/enrol" } as TEndpointRoute<(typeof D6)["beginTotp"]>,
  "confirmTotp": { method: "POST", path: "/i/api/account/twoFactor/v1/totp/confirm" } as TEndpointRoute<(typeof D6)["confirmTotp"]>,
  "removeTotp": { method: "DELETE", path: "/i/api/account/twoFactor/v1/totp" } as TEndpointRoute<(typeof D6)["removeTotp"]>,
  "regenerateRecoveryCodes": { method: "POST", path: "/i/api/account/twoFactor/v1/recoveryCodes" } as TEndpointRoute<(typeof D6)["regenerateRecoveryCodes"]>,
}
