import { AUTH_MESSAGES, AuthErrorCode, type TAuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import { HttpError } from '../../http-error.ts'

const STATUS: Record<TAuthErrorCode, number> = {
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 403,
  ACCOUNT_DISABLED: 403,
  ACCOUNT_NOT_CONFIRMED: 403,
  INVALID_EMAIL: 400,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_COMMON: 400,
  PASSWORD_CONTEXT: 400,
  PASSWORD_UNCHANGED: 400,
  TERMS_CONSENT_REQUIRED: 400,
  LINK_INVALID: 400,
  CODE_INVALID: 401,
  TOO_MANY_ATTEMPTS: 429,
  REAUTH_REQUIRED: 401,
  WRONG_CURRENT_PASSWORD: 403,
  SESSION_NOT_FOUND: 404,
  NOT_SIGNED_IN: 401,
  BUSY: 503,
}

/** A sign-in failure in the auth response shape (status ERROR with errorField and errorCode). */
export function authError(
  code: TAuthErrorCode,
  field: string | null,
  description: string,
  retryAfterSeconds?: number,
): HttpError {
  return new HttpError(STATUS[code], code, description, { authField: field, retryAfterSeconds })
}

/** One answer for an unknown e-mail and a wrong password alike (no user enumeration). */
export const invalidCredentials = () =>
  authError(AuthErrorCode.INVALID_CREDENTIALS, 'passwd', 'The e-mail or password is not right.')
export const accountLocked = () => authError(AuthErrorCode.ACCOUNT_LOCKED, null, AUTH_MESSAGES.ACCOUNT_LOCKED)
export const accountDisabled = () =>
  authError(AuthErrorCode.ACCOUNT_DISABLED, null, AUTH_MESSAGES.ACCOUNT_DISABLED)
export const tooManyAttempts = (retryAfterSeconds?: number) =>
  authError(
    AuthErrorCode.TOO_MANY_ATTEMPTS,
    null,
    retryAfterSeconds
      ? 'Too many attempts. Wait a moment and try again.'
      : 'Too many attempts. Reset your password or sign in with an e-mailed code.',
    retryAfterSeconds,
  )
