import { ACCOUNT_API } from '../../shared/account/account-contract.ts'
import type {
  TAccountSessionListResponse,
  TEmailChangeResponse,
  TEmailConfirmResponse,
  TEndSessionsResponse,
  TProfileResponse,
  TProfileUpdateRequest,
} from '../../shared/account/account-schemas.ts'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import type { TAuthResponse } from '../../shared/auth/auth-schemas.ts'
import type { ApiClient } from './client.ts'

export interface TPasswordChange {
  currentPasswd: string
  passwd: string
  endOtherSessions: boolean
}

/** The account page's calls: profile, e-mail change, password, re-authentication and sessions. */
export function accountApi(client: ApiClient) {
  return {
    profile: () => client.get<TProfileResponse>(ACCOUNT_API.profile),
    updateProfile: (body: TProfileUpdateRequest) => client.put<TProfileResponse>(ACCOUNT_API.profile, body),
    requestEmailChange: (newEmail: string) =>
      client.postJson<TEmailChangeResponse>(ACCOUNT_API.email, { newEmail }),
    confirmEmailChange: (token: string) =>
      client.postJson<TEmailConfirmResponse>(ACCOUNT_API.emailConfirm, { token }),
    reauthenticate: (passwd: string) => client.postForm<TAuthResponse>(AUTH_PATHS.reauth, { passwd }),
    changePassword: (input: TPasswordChange) =>
      client.postForm<TAuthResponse>(AUTH_PATHS.changePassword, { ...input }),
    sessions: () => client.get<TAccountSessionListResponse>(ACCOUNT_API.sessions),
    endSession: (id: string) =>
      client.delete<TEndSessionsResponse>(`${ACCOUNT_API.sessions}/${encodeURIComponent(id)}`),
    endOtherSessions: () => client.postJson<TEndSessionsResponse>(ACCOUNT_API.endOtherSessions),
  }
}
export type AccountApi = ReturnType<typeof accountApi>
