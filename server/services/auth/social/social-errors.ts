import { SocialErrorCode, type TSocialErrorCode } from '../../../../shared/social/social-contract.ts'
import { HttpError } from '../../../http-error.ts'

const STATUS: Record<TSocialErrorCode, number> = {
  SERVICE_DISABLED: 404,
  MISSING_CLIENT_ID_OR_SCOPE: 404,
  NOT_LOGGED_IN_TO_PROVIDER: 400,
  INVALID_SOCIAL_TOKEN: 401,
  INVALID_STATE: 400,
  PROVIDER_ERROR: 502,
  EMAIL_REQUIRED: 400,
  IDENTITY_IN_USE: 409,
  PROVIDER_ALREADY_LINKED: 409,
  LAST_SIGN_IN_METHOD: 409,
  NOT_LINKED: 404,
  APPLE_PROPERTIES_MISSING: 404,
}

/** A social sign-in failure; routes answer it as the auth response with a not-linkable verdict. */
export function socialError(code: TSocialErrorCode, description: string): HttpError {
  return new HttpError(STATUS[code], code, description, { authField: null })
}

export const invalidToken = (why: string) =>
  socialError(SocialErrorCode.INVALID_SOCIAL_TOKEN, `The sign-in token was refused: ${why}.`)

export const invalidState = () =>
  socialError(
    SocialErrorCode.INVALID_STATE,
    'This sign-in was started in another window or has expired; start again.',
  )

export const providerUnavailable = () =>
  socialError(SocialErrorCode.PROVIDER_ERROR, 'The provider did not answer as expected; try again.')
