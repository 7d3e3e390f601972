import { AuthStatus } from '../../shared/auth/auth-contract.ts'
import type { TAuthResponse } from '../../shared/auth/auth-schemas.ts'
import { errorBody, type TErrorBody } from '../../shared/errors.ts'
import type { ActiveSession } from '../repositories/session.repository.ts'

/** Success of an account form post under /k/run/auth/ (spec: auth response, status 0). */
export function presentAuthSuccess(session: ActiveSession, formToken: string): TAuthResponse {
  const accountName = `${session.firstName} ${session.lastName}`.trim() || session.email
  return {
    status: AuthStatus.OK,
    message: null,
    errorField: null,
    errorCode: null,
    userInfo: { accountName, accountEmail: session.email, userImgUrl: null, userDisplayEmail: session.email },
    formToken,
    loginRedirectUrl: null,
    businessRedirectUrl: null,
  }
}

/** A refused auth form post: the auth response naming the field, plus the common errors list. */
export function presentAuthFailure(
  code: string,
  description: string,
  errorField: string | null,
  status: 1 | 2 = AuthStatus.ERROR,
): TAuthResponse & TErrorBody {
  return {
    status,
    message: description,
    errorField,
    errorCode: code,
    userInfo: null,
    formToken: null,
    loginRedirectUrl: null,
    businessRedirectUrl: null,
    ...errorBody(code, description),
  }
}
