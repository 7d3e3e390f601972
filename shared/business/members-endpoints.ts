import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import {
  MembersErrorCode as E,
  MEMBERS_API,
  MEMBERS_ROUTES,
  MEMBERS_REQUIREMENTS as R,
} from './members-contract.ts'
import {
  ZAcceptInvitationRequestSchema,
  ZAcceptInvitationResponseSchema,
  ZDeclineInvitationRequestSchema,
  ZDeclineInvitationResponseSchema,
  ZGuestUpdateRequestSchema,
  ZIdParamsSchema,
  ZImportRequestSchema,
  ZImportResponseSchema,
  ZInvitationListSchema,
  ZInvitationPreviewRequestSchema,
  ZInvitationPreviewSchema,
  ZInviteRequestSchema,
  ZInviteResponseSchema,
  ZMemberStateSchema,
  ZMyInvitationsSchema,
  ZUserIdParamsSchema,
} from './members-schemas.ts'

/** Each invitation sends a mail: bounded per address. */
const mailing = { max: 30, timeWindow: 60_000 }
const guestErrors = [E.GUEST_END_INVALID, E.SPONSOR_INVALID]

const memberState = (deactivate: boolean) =>
  defineEndpoint({
    method: 'POST',
    path: deactivate ? MEMBERS_ROUTES.deactivate : MEMBERS_ROUTES.reactivate,
    summary: deactivate
      ? 'Deactivates a member and ends their business sessions'
      : 'Reactivates a deactivated member',
    params: ZUserIdParamsSchema,
    response: ZMemberStateSchema,
    business: R.lifecycle,
    errors: deactivate
      ? [E.MEMBER_NOT_FOUND, E.CANNOT_CHANGE_SELF, E.LAST_ADMIN]
      : [E.MEMBER_NOT_FOUND, E.CANNOT_CHANGE_SELF],
  })

/**
 * People's lifecycle (decision 037): the company's invitations, the CSV import, deactivation and guests;
 * and the invitee's side, the invitation hub, for any signed-in account, business or not.
 */
export const membersEndpoints = {
  invitations: defineEndpoint({
    method: 'GET',
    path: MEMBERS_API.invitations,
    summary:
      "The company's open invitations, with the roles an invitation may give and the company's domains",
    response: ZInvitationListSchema,
    business: R.invitations,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: MEMBERS_API.invitations,
    summary: 'Invites one or more e-mail addresses to the company with a role (guests with their terms)',
    body: optionalBody(ZInviteRequestSchema),
    response: ZInviteResponseSchema,
    business: R.invite,
    rateLimit: mailing,
    errors: [
      E.ROLE_NOT_FOUND,
      E.ROLE_NOT_ALLOWED,
      E.GUEST_ONLY_OUTSIDE_DOMAINS,
      E.GUEST_END_REQUIRED,
      ...guestErrors,
    ],
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: MEMBERS_ROUTES.resend,
    summary: 'Mails an open invitation again, with a new link and a new expiry',
    params: ZIdParamsSchema,
    response: z.void(),
    status: 204,
    business: R.invite,
    rateLimit: mailing,
    errors: [E.INVITATION_NOT_FOUND],
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: MEMBERS_ROUTES.invitation,
    summary: 'Revokes an open invitation',
    params: ZIdParamsSchema,
    response: z.void(),
    status: 204,
    business: R.invitations,
    errors: [E.INVITATION_NOT_FOUND],
  }),
  // The file's text in JSON (no multipart): a dry run first, then the same file for real.
  importCsv: defineEndpoint({
    method: 'POST',
    path: MEMBERS_API.importCsv,
    summary: 'Imports members from a CSV file, as a dry run (a preview of each row) or for real',
    body: optionalBody(ZImportRequestSchema),
    response: ZImportResponseSchema,
    business: R.importCsv,
    rateLimit: { max: 10, timeWindow: 60_000 },
    errors: [
      E.IMPORT_TOO_LARGE,
      E.IMPORT_NO_HEADER,
      E.IMPORT_NO_EMAIL_COLUMN,
      E.MEMBER_NOT_FOUND,
      ...guestErrors,
    ],
  }),
  deactivate: memberState(true),
  reactivate: memberState(false),
  updateGuest: defineEndpoint({
    method: 'PUT',
    path: MEMBERS_ROUTES.guest,
    summary: "Changes a guest's sponsor and end of access",
    params: ZUserIdParamsSchema,
    body: optionalBody(ZGuestUpdateRequestSchema),
    response: ZMemberStateSchema,
    business: R.updateGuest,
    errors: [E.MEMBER_NOT_FOUND, E.NOT_A_GUEST, ...guestErrors],
  }),
  removeGuest: defineEndpoint({
    method: 'DELETE',
    path: MEMBERS_ROUTES.guest,
    summary: 'Removes a guest from the company',
    params: ZUserIdParamsSchema,
    response: z.void(),
    status: 204,
    business: R.removeGuest,
    errors: [E.MEMBER_NOT_FOUND, E.NOT_A_GUEST, E.CANNOT_CHANGE_SELF],
  }),
  myInvitations: defineEndpoint({
    method: 'GET',
    path: MEMBERS_API.myInvitations,
    summary: "The signed-in account's own open invitations (the invitation hub)",
    response: ZMyInvitationsSchema,
  }),
  // Secrets are guessed nowhere near 256 bits, but each try costs a lookup: bounded per address.
  previewInvitation: defineEndpoint({
    method: 'POST',
    path: MEMBERS_API.previewInvitation,
    summary: 'What an e-mailed invitation link invites to (company and e-mail), before signing in',
    body: optionalBody(ZInvitationPreviewRequestSchema),
    response: ZInvitationPreviewSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [E.INVITATION_NOT_FOUND],
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: MEMBERS_API.acceptInvitation,
    summary: "Joins the company of an invitation, by the hub's id or the e-mailed link's secret",
    body: optionalBody(ZAcceptInvitationRequestSchema),
    response: ZAcceptInvitationResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [
      E.INVITATION_NOT_FOUND,
      E.INVITATION_EXPIRED,
      E.INVITATION_EMAIL_MISMATCH,
      E.EMAIL_NOT_CONFIRMED,
      E.ALREADY_IN_A_COMPANY,
    ],
  }),
  declineInvitation: defineEndpoint({
    method: 'POST',
    path: MEMBERS_API.declineInvitation,
    summary: 'Turns down one of the invitation hub’s invitations',
    body: optionalBody(ZDeclineInvitationRequestSchema),
    response: ZDeclineInvitationResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [E.INVITATION_NOT_FOUND, E.EMAIL_NOT_CONFIRMED],
  }),
}
