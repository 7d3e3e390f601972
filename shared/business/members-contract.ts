/*
 * People's lifecycle (issue 7, decision 037): invitations, guests, deactivation and the CSV import.
 * Paths, limits and error codes without zod, so that pages can use them without a schema library.
 */
import { codes, type TCodeOf } from '../code-table.ts'
import type { TBusinessRequirement } from './business-access.ts'

const USERS_API = '/i/api/business/users/v2'
const ME_API = '/i/api/business/me/v1'

export const MEMBERS_API = {
  /** GET the company's open invitations; POST invites one or many e-mails. */
  invitations: `${USERS_API}/invitations`,
  /** DELETE revokes an open invitation. */
  invitation: (id: string) => `${USERS_API}/invitations/${encodeURIComponent(id)}`,
  /** POST: a new link (the old one dies) and a new expiry. */
  resend: (id: string) => `${USERS_API}/invitations/${encodeURIComponent(id)}/resend`,
  /** POST: the CSV import, as a dry run (preview) or for real. */
  importCsv: `${USERS_API}/import`,
  deactivate: (userId: string) => `${USERS_API}/members/${encodeURIComponent(userId)}/deactivate`,
  reactivate: (userId: string) => `${USERS_API}/members/${encodeURIComponent(userId)}/reactivate`,
  /** PUT: the guest's sponsor and end of access; DELETE: removes the guest from the company. */
  guest: (userId: string) => `${USERS_API}/guests/${encodeURIComponent(userId)}`,
  /** GET: the signed-in user's own open invitations (the invitation hub). */
  myInvitations: `${ME_API}/invitations`,
  /** POST {token}: what an e-mailed link invites to (company, e-mail), before signing in. */
  previewInvitation: `${ME_API}/invitations/preview`,
  /** POST {id} or {token}: joins the company (signed in with exactly the invited e-mail). */
  acceptInvitation: `${ME_API}/invitations/accept`,
  /** POST {id}: turns down one of the hub's invitations (decision 052); the company sees it closed. */
  declineInvitation: `${ME_API}/invitations/decline`,
} as const

/** The same paths as the server registers them (with :params). */
export const MEMBERS_ROUTES = {
  invitation: `${USERS_API}/invitations/:id`,
  resend: `${USERS_API}/invitations/:id/resend`,
  deactivate: `${USERS_API}/members/:userId/deactivate`,
  reactivate: `${USERS_API}/members/:userId/reactivate`,
  guest: `${USERS_API}/guests/:userId`,
} as const

/** The spec's user permissions (section 6) each of the lifecycle's calls asks for (decision 037). */
export const MEMBERS_REQUIREMENTS = {
  /** Guests alone need USER_GUEST_INVITE; the service keeps those holders to guest invitations. */
  invite: { permissions: ['USER_INVITE', 'USER_GUEST_INVITE'], features: ['ADD_USERS'] },
  invitations: { permissions: ['USER_INVITE', 'USER_GUEST_INVITE'] },
  /** Updating existing members' roles and state in bulk is user management. */
  importCsv: { permissions: ['USER_MANAGEMENT'], features: ['ADD_USERS'] },
  lifecycle: { permissions: ['USER_MANAGEMENT'] },
  /** USER_GUEST_DELETE covers one's own sponsored guests (checked by the service). */
  removeGuest: { permissions: ['USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL'] },
  updateGuest: { permissions: ['GUEST_MANAGEMENT'] },
} as const satisfies Record<string, TBusinessRequirement>

/** The invitation hub (spec section 2); e-mailed links carry the secret in the fragment. */
export const INVITATION_HUB_PATH = '/business/invitations'
export const INVITATION_LINK_PARAM = 'token'

export const MEMBERS_LIMITS = {
  /** An invitation's link lives a week (KAYAK, TravelPerk and Navan links are a few days to a week). */
  invitationDays: 7,
  emailsPerInvite: 100,
  /** A guest's access may end at most this far ahead. */
  guestMaxDays: 366,
  /** The import: no 1,000-row cap, but a bound on a request. */
  importMaxRows: 50_000,
  importMaxBytes: 8 * 1024 * 1024,
  importMaxCell: 256,
} as const

export const MembersErrorCode = codes(
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  /** Signed in with another e-mail than the invited one. */
  'INVITATION_EMAIL_MISMATCH',
  /** The invitee already belongs to a company (one company per user). */
  'ALREADY_IN_A_COMPANY',
  /** The account's e-mail is not confirmed yet: confirm it before joining. */
  'EMAIL_NOT_CONFIRMED',
  'ROLE_NOT_FOUND',
  /** The role holds permissions the inviter does not. */
  'ROLE_NOT_ALLOWED',
  /** Outside the company's domains only guests may be invited. */
  'GUEST_ONLY_OUTSIDE_DOMAINS',
  /** A guest needs an end of access (and a sponsor, the inviter by default). */
  'GUEST_END_REQUIRED',
  'GUEST_END_INVALID',
  'SPONSOR_INVALID',
  'MEMBER_NOT_FOUND',
  'NOT_A_GUEST',
  'CANNOT_CHANGE_SELF',
  'LAST_ADMIN',
  'IMPORT_TOO_LARGE',
  'IMPORT_NO_HEADER',
  'IMPORT_NO_EMAIL_COLUMN',
)
export type TMembersErrorCode = TCodeOf<typeof MembersErrorCode>

/** Per-row codes of the import's preview. */
export const ImportRowCode = codes(
  'EMAIL_MISSING',
  'EMAIL_INVALID',
  'DUPLICATE_IN_FILE',
  'ROLE_UNKNOWN',
  /** Offices and groups are set up first (company settings, groups page); the file names them. */
  'OFFICE_UNKNOWN',
  'GROUP_UNKNOWN',
  /** Outside the company's domains: a guest, which needs a sponsor and an end date for the import. */
  'GUEST_NEEDS_SPONSOR',
  /** Guests take the guest role. */
  'GUEST_ROLE_ONLY',
  'MANAGER_EMAIL_INVALID',
  'ACTIVE_INVALID',
  'CELL_TOO_LONG',
  /** Control characters (NUL and the like) have no place in a name or an id. */
  'CELL_INVALID',
  'COLUMN_COUNT',
  /** The importer's own row may not change their role or deactivate them. */
  'SELF_CHANGE',
  /** Applying the row would leave the company without an active admin. */
  'LAST_ADMIN',
)
export type TImportRowCode = TCodeOf<typeof ImportRowCode>

/** The import's columns (KAYAK for Business' template), by the names a header may use. */
export const IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'groups',
  'employeeId',
  'department',
  'costCenter',
  'managerEmail',
  'office',
  'active',
] as const
export type TImportColumn = (typeof IMPORT_COLUMNS)[number]
