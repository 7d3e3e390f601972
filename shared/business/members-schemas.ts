import { z } from 'zod'
import { IMPORT_COLUMNS, MEMBERS_LIMITS } from './members-contract.ts'

/** An e-mail as invitations store it: trimmed and lower-cased (one account per e-mail whatever its case). */
export const ZMemberEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase())

const ZId = z.uuid()
/** An ISO date-time or a plain date (the end of that day, UTC). */
const ZEndOfAccess = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'not a date' })
  .transform((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T23:59:59.999Z`) : new Date(v)))

/** Guests: their sponsor (the inviter when left out) and when their access ends. */
export const ZGuestTermsSchema = z.strictObject({
  sponsorUserId: ZId.optional(),
  accessEndsAt: ZEndOfAccess,
})

/** POST /i/api/business/users/v2/invitations */
export const ZInviteRequestSchema = z.strictObject({
  emails: z.array(ZMemberEmail).min(1).max(MEMBERS_LIMITS.emailsPerInvite),
  roleId: ZId,
  guest: ZGuestTermsSchema.optional(),
})
export type TInviteRequest = z.input<typeof ZInviteRequestSchema>

/** The same answer whether an e-mail was new, invited before or already a member (no enumeration). */
export const ZInviteResponseSchema = z.object({ invited: z.array(z.string()) })
export type TInviteResponse = z.infer<typeof ZInviteResponseSchema>

export const ZInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  guest: z.boolean(),
  sponsorEmail: z.string().nullable(),
  accessEndsAt: z.string().nullable(),
  invitedByEmail: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
})
export type TInvitation = z.infer<typeof ZInvitationSchema>

/** GET /i/api/business/users/v2/invitations */
export const ZInvitationListSchema = z.object({
  invitations: z.array(ZInvitationSchema),
  /** Roles an invitation may give, and the company's domains (others are invited as guests). */
  roles: z.array(z.object({ id: z.string(), name: z.string(), guest: z.boolean() })),
  domains: z.array(z.string()),
})
export type TInvitationList = z.infer<typeof ZInvitationListSchema>

export const ZIdParamsSchema = z.object({ id: ZId })
export const ZUserIdParamsSchema = z.object({ userId: ZId })

/** PUT /i/api/business/users/v2/guests/{userId} */
export const ZGuestUpdateRequestSchema = z
  .strictObject({
    /** The sponsor by member id, or by e-mail (as the row's form asks); exactly one. */
    sponsorUserId: ZId.optional(),
    sponsorEmail: ZMemberEmail.optional(),
    accessEndsAt: ZEndOfAccess,
  })
  .refine((v) => (v.sponsorUserId === undefined) !== (v.sponsorEmail === undefined), {
    message: 'give the sponsor by id or by e-mail',
  })
export type TGuestUpdateRequest = z.input<typeof ZGuestUpdateRequestSchema>

export const ZMemberStateSchema = z.object({
  userId: z.string(),
  email: z.string(),
  deactivated: z.boolean(),
  sponsorUserId: z.string().nullable(),
  accessEndsAt: z.string().nullable(),
})
export type TMemberState = z.infer<typeof ZMemberStateSchema>

/** POST /i/api/business/users/v2/import: the CSV as text in JSON (no multipart). */
export const ZImportRequestSchema = z.strictObject({
  csv: z.string().max(MEMBERS_LIMITS.importMaxBytes),
  dryRun: z.boolean(),
  /** Rows outside the company's domains become guests with these terms; without, they are errors. */
  guest: ZGuestTermsSchema.optional(),
})
export type TImportRequest = z.input<typeof ZImportRequestSchema>

export const ZImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  email: z.string(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  errors: z.array(z.object({ code: z.string(), column: z.enum(IMPORT_COLUMNS).nullable() })),
})
export type TImportRow = z.infer<typeof ZImportRowSchema>

export const ZImportResponseSchema = z.object({
  dryRun: z.boolean(),
  counts: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), error: z.number() }),
  rows: z.array(ZImportRowSchema),
})
export type TImportResponse = z.infer<typeof ZImportResponseSchema>

/** One of the signed-in user's open invitations (the invitation hub). */
export const ZMyInvitationSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  roleName: z.string(),
  guest: z.boolean(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
})
export type TMyInvitation = z.infer<typeof ZMyInvitationSchema>

export const ZMyInvitationsSchema = z.object({
  invitations: z.array(ZMyInvitationSchema),
  /** Whether the account already belongs to a company (then it cannot join another). */
  memberElsewhere: z.boolean(),
})
export type TMyInvitations = z.infer<typeof ZMyInvitationsSchema>

const ZToken = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/)

/** POST /i/api/business/me/v1/invitations/preview */
export const ZInvitationPreviewRequestSchema = z.strictObject({ token: ZToken })
export const ZInvitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  expired: z.boolean(),
})
export type TInvitationPreview = z.infer<typeof ZInvitationPreviewSchema>

/** POST /i/api/business/me/v1/invitations/accept: by the hub's id, or by the e-mailed link's secret. */
export const ZAcceptInvitationRequestSchema = z.union([
  z.strictObject({ id: ZId }),
  z.strictObject({ token: ZToken }),
])
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequestSchema>

/** POST invitations/decline: one of the invitations the hub listed. */
export const ZDeclineInvitationRequestSchema = z.strictObject({ id: ZId })
export type TDeclineInvitationRequest = z.infer<typeof ZDeclineInvitationRequestSchema>
export const ZDeclineInvitationResponseSchema = z.object({ declined: z.literal(true) })
export type TDeclineInvitationResponse = z.infer<typeof ZDeclineInvitationResponseSchema>

export const ZAcceptInvitationResponseSchema = z.object({ companyName: z.string(), redirectUrl: z.string() })
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponseSchema>
