import { AuthStatus } from '../../shared/auth/auth-contract.ts'
import type { TAuthResponse } from '../../shared/auth/auth-schemas.ts'
import type { TUserInfo } from '../../shared/auth-state.ts'
import { errorBody, type TApiError, type TErrorBody } from '../../shared/errors.ts'
import type { ActiveSession } from '../repositories/session.repository.ts'
import type { UserRow } from '../repositories/user.repository.ts'
import { accountName } from './account-name.ts'

export function presentUserInfo(user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>): TUserInfo {
  const name = accountName({ firstName: user.first_name, lastName: user.last_name, email: user.email })
  return { accountName: name, accountEmail: user.email, userImgUrl: null, userDisplayEmail: user.email }
}

/** The spec's auth response with status OK. */
export function presentAuthOk(fields: Partial<TAuthResponse> = {}): TAuthResponse {
  return {
    status: 0,
    message: null,
    errorField: null,
    errorCode: null,
    userInfo: null,
    formToken: null,
    loginRedirectUrl: null,
    businessRedirectUrl: null,
    ...fields,
  }
}

/** Success of an account form post by the signed-in user (the session stays the same). */
export function presentAuthSuccess(session: ActiveSession, formToken: string): TAuthResponse {
  return presentAuthOk({
    userInfo: presentUserInfo({
      email: session.email,
      first_name: session.firstName,
      last_name: session.lastName,
    }),
    formToken,
  })
}

/** A refused auth form post: the auth response naming the field, plus the common errors list. */
export function presentAuthFailure(
  code: string,
  description: string,
  errorField: string | null,
  status: 1 | 2 = AuthStatus.ERROR,
  items?: TApiError[],
): TAuthResponse & TErrorBody {
  return {
    ...presentAuthOk({ message: description, errorField, errorCode: code }),
    status,
    ...(items?.length ? { errors: items } : errorBody(code, description)),
  }
}
