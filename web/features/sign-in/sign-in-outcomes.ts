import { AuthErrorCode, AuthStatus } from '../../../shared/auth/auth-contract.ts'
import { ErrorCode } from '../../../shared/error-codes.ts'
import { isSafeRedirect } from '../../../shared/redirect.ts'
import { SsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import type { AuthFailure, TAuthResult } from '../../api/auth.ts'
import type { TErrorField, TSignInAction } from './sign-in-machine.ts'

const FIELDS: readonly TErrorField[] = ['username', 'passwd', 'code', 'consent']

function fieldOf(errorField: string | null): TErrorField | null {
  return FIELDS.find((f) => f === errorField) ?? null
}

/** The key that explains a server-side VALIDATION_ERROR on a field. */
const VALIDATION_KEYS: Record<TErrorField, string> = {
  username: 'signIn.errors.emailInvalid',
  passwd: 'signIn.errors.passwordRequired',
  code: 'signIn.errors.codeInvalid',
  consent: 'signIn.errors.consentRequired',
}

/**
 * What a refused call does to the dialog. A locked account has its own state; an unconfirmed one is
 * told to open the confirmation e-mail the server has just sent again; everything else is an error
 * on the field the server named (or on the form), in our words, except the password policy's reasons,
 * which only the server can give.
 */
export function failureAction(
  failure: Pick<AuthFailure, 'statusCode' | 'errorCode' | 'errorField' | 'message'>,
): TSignInAction {
  const error = (field: TErrorField | null, key: string, text?: string): TSignInAction => ({
    type: 'failed',
    error: text ? { field, key, text } : { field, key },
  })
  if (failure.statusCode === AuthStatus.REQUEST_ERROR) return error(null, 'signIn.errors.request')
  const field = fieldOf(failure.errorField)
  switch (failure.errorCode) {
    case AuthErrorCode.ACCOUNT_LOCKED:
      return { type: 'succeeded', view: 'lockedAccount' }
    case AuthErrorCode.ACCOUNT_NOT_CONFIRMED:
      return { type: 'succeeded', view: 'checkInbox', inbox: 'confirm' }
    // The e-mail's domain signs in through its company: the external authentication state.
    case SsoErrorCode.EXTERNAL_AUTH_REQUIRED:
      return { type: 'succeeded', view: 'externalAuth' }
    case AuthErrorCode.ACCOUNT_DISABLED:
      return error(null, 'signIn.errors.accountDisabled')
    case AuthErrorCode.INVALID_CREDENTIALS:
      return error('passwd', 'signIn.errors.invalidCredentials')
    case AuthErrorCode.TOO_MANY_ATTEMPTS:
    case ErrorCode.RATE_LIMITED:
      return error(null, 'signIn.errors.tooManyAttempts')
    case AuthErrorCode.BUSY:
    case ErrorCode.SERVICE_UNAVAILABLE:
      return error(null, 'signIn.errors.busy')
    case AuthErrorCode.CODE_INVALID:
      return error('code', 'signIn.errors.codeInvalid')
    case AuthErrorCode.INVALID_EMAIL:
      return error('username', 'signIn.errors.emailInvalid')
    case AuthErrorCode.TERMS_CONSENT_REQUIRED:
      return error('consent', 'signIn.errors.consentRequired')
    case AuthErrorCode.PASSWORD_TOO_SHORT:
    case AuthErrorCode.PASSWORD_TOO_LONG:
    case AuthErrorCode.PASSWORD_COMMON:
    case AuthErrorCode.PASSWORD_CONTEXT:
      return error('passwd', 'signIn.errors.passwordRejected', failure.message || undefined)
    case ErrorCode.VALIDATION_ERROR:
      return field ? error(field, VALIDATION_KEYS[field]) : error(null, 'signIn.errors.generic')
    default:
      return error(field, 'signIn.errors.generic')
  }
}

/** After a sign-in the page starts over: at loginRedirectUrl when the server gives a safe one, else here. */
export function signedInTarget(result: TAuthResult): string | null {
  return isSafeRedirect(result.loginRedirectUrl) ? result.loginRedirectUrl : null
}
