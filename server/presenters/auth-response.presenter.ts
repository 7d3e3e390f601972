import type { TAuthResponse } from '../../shared/auth/auth-schemas.ts'
import type { TUserInfo } from '../../shared/auth-state.ts'
import type { UserRow } from '../repositories/user.repository.ts'

export function presentUserInfo(user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>): TUserInfo {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email
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
