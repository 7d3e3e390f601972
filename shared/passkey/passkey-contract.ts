/*
 * Passkeys (spec sections 3, 4, 5, 7 and 8): paths, error codes and the ceremony settings that the server
 * and the browser share. No zod here, so that the sign-in dialog's chunk stays small.
 */
import { codes, type TCodeOf } from '../code-table.ts'

/** Spec section 7; every call carries X-CSRF (GET autofillParams too, as it issues a challenge). */
export const PASSKEY_PATHS = {
  autofillParams: '/auth/webauthn/v1/autofillParams',
  loginParams: '/auth/webauthn/v1/loginParams',
  newCredentialParams: '/auth/webauthn/v1/newCredentialParams',
  register: '/auth/webauthn/v1/register',
  login: '/auth/webauthn/v1/login',
} as const

/** The signed-in user's own passkeys (account page): list, rename (PUT /:id), delete (DELETE /:id). */
export const PASSKEY_ACCOUNT_API = '/i/api/account/passkeys/v1'

/** Spec section 8: codes the client stays silent about. */
export const PasskeyErrorCode = codes(
  'PASSKEYS_NOT_SETUP',
  'EXTERNAL_AUTH_REQUIRED',
  'NO_SUCH_USER',
  /** The challenge is unknown, used, stale or from another browser: ask for new params. */
  'CHALLENGE_INVALID',
  /** The new credential's attestation did not verify (origin, RP ID, challenge, user verification). */
  'REGISTRATION_REFUSED',
  /** The authenticator already holds a passkey of this account. */
  'CREDENTIAL_EXISTS',
  'TOO_MANY_PASSKEYS',
)
export type TPasskeyErrorCode = TCodeOf<typeof PasskeyErrorCode>

export const SILENT_PASSKEY_CODES: readonly string[] = [
  PasskeyErrorCode.PASSKEYS_NOT_SETUP,
  PasskeyErrorCode.EXTERNAL_AUTH_REQUIRED,
  PasskeyErrorCode.NO_SUCH_USER,
]

/** Challenges live this long and are used once. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000
/** How long the browser waits for the user at the authenticator. */
export const PASSKEY_TIMEOUT_MS = 2 * 60 * 1000
export const MAX_PASSKEYS_PER_USER = 20
export const PASSKEY_NAME_MAX = 64

/** COSE algorithms we accept: ES256 (every platform authenticator), EdDSA, RS256 (Windows Hello). */
export const PASSKEY_ALGORITHMS = [-7, -8, -257] as const

/**
 * Registration asks for a discoverable credential on the device itself (a platform authenticator) with
 * user verification; sign-in prefers user verification (the server still requires it, decision 017).
 */
export const PASSKEY_REGISTRATION_SELECTION = {
  authenticatorAttachment: 'platform',
  residentKey: 'required',
  requireResidentKey: true,
  userVerification: 'required',
} as const
export const PASSKEY_LOGIN_USER_VERIFICATION = 'preferred' as const
