import type { TProfileUpdateRequest } from '../../shared/account/account-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { accountEndpoints as api } from './endpoints.gen.ts'

export interface TPasswordChange {
  currentPasswd: string
  passwd: string
  endOtherSessions: boolean
}

/** The account page's calls: profile, e-mail change, password, re-authentication and sessions. */
export function accountApi(client: ApiClient) {
  return {
    profile: () => callEndpoint(client, api.profile),
    updateProfile: (body: TProfileUpdateRequest) => callEndpoint(client, api.updateProfile, { body }),
    requestEmailChange: (newEmail: string) =>
      callEndpoint(client, api.requestEmailChange, { body: { newEmail } }),
    confirmEmailChange: (token: string) => callEndpoint(client, api.confirmEmailChange, { body: { token } }),
    reauthenticate: (passwd: string) => callEndpoint(client, api.reauth, { body: { passwd } }),
    changePassword: (input: TPasswordChange) =>
      callEndpoint(client, api.changePassword, { body: { ...input } }),
    sessions: () => callEndpoint(client, api.sessions),
    endSession: (id: string) => callEndpoint(client, api.endSession, { params: { id } }),
    endOtherSessions: () => callEndpoint(client, api.endOtherSessions),
  }
}
export type AccountApi = ReturnType<typeof accountApi>
