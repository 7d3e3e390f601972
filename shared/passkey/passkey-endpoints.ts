import { AuthErrorCode } from '../auth/auth-contract.ts'
import { ZAuthResponseSchema } from '../auth/auth-schemas.ts'
import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { PASSKEY_ACCOUNT_API, PASSKEY_PATHS, PasskeyErrorCode } from './passkey-contract.ts'
import {
  ZPasskeyDeleteResponseSchema,
  ZPasskeyIdParamsSchema,
  ZPasskeyListResponseSchema,
  ZPasskeyLoginParamsRequestSchema,
  ZPasskeyLoginRequestSchema,
  ZPasskeyNewCredentialParamsRequestSchema,
  ZPasskeyParamsResponseSchema,
  ZPasskeyRegisterRequestSchema,
  ZPasskeyRenameRequestSchema,
  ZPasskeySchema,
} from './passkey-schemas.ts'

const limited = RATE_LIMITS.signIn
const one = `${PASSKEY_ACCOUNT_API}/:id` as const

/** Passkeys (spec sections 3 and 7): each ceremony's params, registration, sign-in and the account page's list. */
export const passkeyEndpoints = {
  // A GET that issues a challenge: it carries the form token like a POST (decision 017).
  autofillParams: defineEndpoint({
    method: 'GET',
    path: PASSKEY_PATHS.autofillParams,
    summary: "A challenge for the browser's passkey autofill",
    response: ZPasskeyParamsResponseSchema,
    rateLimit: limited,
    csrf: true,
  }),
  loginParams: defineEndpoint({
    method: 'POST',
    path: PASSKEY_PATHS.loginParams,
    summary: "A challenge and the account's passkeys, to sign in with one",
    body: optionalBody(ZPasskeyLoginParamsRequestSchema),
    bodyType: 'form',
    response: ZPasskeyParamsResponseSchema,
    rateLimit: limited,
    errors: [
      PasskeyErrorCode.PASSKEYS_NOT_SETUP,
      PasskeyErrorCode.EXTERNAL_AUTH_REQUIRED,
      PasskeyErrorCode.NO_SUCH_USER,
    ],
  }),
  newCredentialParams: defineEndpoint({
    method: 'POST',
    path: PASSKEY_PATHS.newCredentialParams,
    summary: 'A challenge to register a new passkey for the signed-in user',
    body: optionalBody(ZPasskeyNewCredentialParamsRequestSchema),
    bodyType: 'form',
    response: ZPasskeyParamsResponseSchema,
    rateLimit: limited,
    errors: [PasskeyErrorCode.TOO_MANY_PASSKEYS],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: PASSKEY_PATHS.register,
    summary: 'Registers a new passkey of the signed-in user',
    body: optionalBody(ZPasskeyRegisterRequestSchema),
    response: ZPasskeySchema,
    rateLimit: limited,
    errors: [
      PasskeyErrorCode.CHALLENGE_INVALID,
      PasskeyErrorCode.REGISTRATION_REFUSED,
      PasskeyErrorCode.CREDENTIAL_EXISTS,
      PasskeyErrorCode.TOO_MANY_PASSKEYS,
    ],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: PASSKEY_PATHS.login,
    summary: 'Signs in with a passkey (auth response)',
    body: optionalBody(ZPasskeyLoginRequestSchema),
    response: ZAuthResponseSchema,
    rateLimit: limited,
    errors: [
      PasskeyErrorCode.CHALLENGE_INVALID,
      PasskeyErrorCode.NO_SUCH_USER,
      PasskeyErrorCode.PASSKEYS_NOT_SETUP,
      AuthErrorCode.ACCOUNT_DISABLED,
    ],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: PASSKEY_ACCOUNT_API,
    summary: "The signed-in user's passkeys",
    response: ZPasskeyListResponseSchema,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: one,
    summary: "Renames one of the signed-in user's passkeys",
    params: ZPasskeyIdParamsSchema,
    body: ZPasskeyRenameRequestSchema,
    response: ZPasskeySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: one,
    summary: "Deletes one of the signed-in user's passkeys",
    params: ZPasskeyIdParamsSchema,
    response: ZPasskeyDeleteResponseSchema,
  }),
}
