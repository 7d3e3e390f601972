// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TAcceptInvitationResponse,
  TDeclineInvitationResponse,
  TGuestUpdateRequest,
  TImportRequest,
  TImportResponse,
  TInvitationList,
  TInvitationPreview,
  TInviteRequest,
  TInviteResponse,
  TMemberState,
  TMyInvitations,
} from '../../shared/business/members-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { membersEndpoints as api } from './endpoints.gen.ts'

/** People's lifecycle (decision 037): the company's invitations, import, guests; the invitee's hub. */
export interface MembersApi {
  invitations(): Promise<TInvitationList>
  invite(input: TInviteRequest): Promise<TInviteResponse>
  resend(id: string): Promise<void>
  revoke(id: string): Promise<void>
  importCsv(input: TImportRequest): Promise<TImportResponse>
  deactivate(userId: string): Promise<TMemberState>
  reactivate(userId: string): Promise<TMemberState>
  updateGuest(userId: string, input: TGuestUpdateRequest): Promise<TMemberState>
  removeGuest(userId: string): Promise<void>
  myInvitations(): Promise<TMyInvitations>
  preview(token: string): Promise<TInvitationPreview>
  accept(by: { id: string } | { token: string }): Promise<TAcceptInvitationResponse>
  decline(id: string): Promise<TDeclineInvitationResponse>
}

export function createMembersApi(client: () => ApiClient): MembersApi {
  return {
    invitations: () => callEndpoint(client(), api.invitations),
    invite: (input) => callEndpoint(client(), api.invite, { body: input }),
    resend: async (id) => {
      await callEndpoint(client(), api.resend, { params: { id } })
    },
    revoke: async (id) => {
      await callEndpoint(client(), api.revoke, { params: { id } })
    },
    importCsv: (input) => callEndpoint(client(), api.importCsv, { body: input }),
    deactivate: (userId) => callEndpoint(client(), api.deactivate, { params: { userId } }),
    reactivate: (userId) => callEndpoint(client(), api.reactivate, { params: { userId } }),
    updateGuest: (userId, input) =>
      callEndpoint(client(), api.updateGuest, { params: { userId }, body: input }),
    removeGuest: async (userId) => {
      await callEndpoint(client(), api.removeGuest, { params: { userId } })
    },
    myInvitations: () => callEndpoint(client(), api.myInvitations),
    preview: (token) => callEndpoint(client(), api.previewInvitation, { body: { token } }),
    accept: (by) => callEndpoint(client(), api.acceptInvitation, { body: by }),
    decline: (id) => callEndpoint(client(), api.declineInvitation, { body: { id } }),
  }
}
