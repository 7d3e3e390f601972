import { MEMBERS_API } from '../../shared/business/members-contract.ts'
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
import type { ApiClient } from './client.ts'

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
    invitations: () => client().get<TInvitationList>(MEMBERS_API.invitations),
    invite: (input) => client().postJson<TInviteResponse>(MEMBERS_API.invitations, input),
    resend: async (id) => {
      await client().postJson(MEMBERS_API.resend(id))
    },
    revoke: async (id) => {
      await client().delete(MEMBERS_API.invitation(id))
    },
    importCsv: (input) => client().postJson<TImportResponse>(MEMBERS_API.importCsv, input),
    deactivate: (userId) => client().postJson<TMemberState>(MEMBERS_API.deactivate(userId)),
    reactivate: (userId) => client().postJson<TMemberState>(MEMBERS_API.reactivate(userId)),
    updateGuest: (userId, input) => client().put<TMemberState>(MEMBERS_API.guest(userId), input),
    removeGuest: async (userId) => {
      await client().delete(MEMBERS_API.guest(userId))
    },
    myInvitations: () => client().get<TMyInvitations>(MEMBERS_API.myInvitations),
    preview: (token) => client().postJson<TInvitationPreview>(MEMBERS_API.previewInvitation, { token }),
    accept: (by) => client().postJson<TAcceptInvitationResponse>(MEMBERS_API.acceptInvitation, by),
    decline: (id) => client().postJson<TDeclineInvitationResponse>(MEMBERS_API.declineInvitation, { id }),
  }
}
