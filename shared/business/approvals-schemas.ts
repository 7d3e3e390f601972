import { z } from 'zod'
import { isSafeLines, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'
import { APPROVAL_CONFLICT_KINDS } from './approval-conflicts.ts'
import { APPROVAL_OUTCOMES } from './approval-outcome.ts'
import {
  APPROVAL_DECISIONS,
  APPROVAL_DEFAULTS,
  APPROVAL_LIMITS,
  APPROVAL_RULES,
  APPROVAL_STEP_KINDS,
  APPROVAL_TIMINGS,
  APPROVAL_VERTICALS,
  APPROVAL_VIAS,
} from './approvals-contract.ts'
import { APPROVAL_STATUSES } from './checkout-contract.ts'
import { ZKeptPolicyReasonsSchema } from './policy-reason-schemas.ts'

/** Approvals (decision 055): the request/response pairs of its calls and its checkout section. */

const comment = z
  .string()
  .trim()
  .max(APPROVAL_LIMITS.commentMaxLength)
  .refine((value) => isSafeLines(value), UNSAFE_TEXT_REFUSED)
const hours = z.number().int().min(APPROVAL_LIMITS.hoursMin).max(APPROVAL_LIMITS.hoursMax)
const day = z.iso.date()

export const ZApprovalSettingsRequestSchema = z
  .object({
    verticals: z
      .object(
        Object.fromEntries(APPROVAL_VERTICALS.map((v) => [v, z.enum(APPROVAL_RULES)])) as Record<
          (typeof APPROVAL_VERTICALS)[number],
          z.ZodEnum<{ [K in (typeof APPROVAL_RULES)[number]]: K }>
        >,
      )
      .strict(),
    windowHours: hours,
    stepHours: hours,
    defaultOnTimeout: z.enum(APPROVAL_DEFAULTS),
    allowCustomApprover: z.boolean(),
  })
  .strict()
export type TApprovalSettingsRequest = z.infer<typeof ZApprovalSettingsRequestSchema>

export const ZApprovalSettingsResponseSchema = ZApprovalSettingsRequestSchema.extend({
  timing: z.enum(APPROVAL_TIMINGS),
})
export type TApprovalSettingsResponse = z.infer<typeof ZApprovalSettingsResponseSchema>

export const ZApprovalPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
})
export type TApprovalPerson = z.infer<typeof ZApprovalPersonSchema>

export const ZChainStepInputSchema = z
  .object({
    kind: z.enum(APPROVAL_STEP_KINDS),
    approverUserId: z.uuid().nullable(),
    backupUserId: z.uuid().nullable(),
  })
  .strict()

export const ZChainRequestSchema = z
  .object({
    /** null: the company's chain; else a group's, which its members use instead. */
    groupId: z.uuid().nullable(),
    steps: z.array(ZChainStepInputSchema).max(APPROVAL_LIMITS.stepsMax),
  })
  .strict()
export type TChainRequest = z.infer<typeof ZChainRequestSchema>

export const ZChainStepSchema = z.object({
  kind: z.enum(APPROVAL_STEP_KINDS),
  approver: ZApprovalPersonSchema.nullable(),
  backup: ZApprovalPersonSchema.nullable(),
})

export const ZChainSchema = z.object({
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  steps: z.array(ZChainStepSchema),
})
export type TChain = z.infer<typeof ZChainSchema>

export const ZDelegationSchema = z.object({
  user: ZApprovalPersonSchema,
  delegate: ZApprovalPersonSchema,
  startsOn: z.string(),
  endsOn: z.string(),
})
export type TDelegation = z.infer<typeof ZDelegationSchema>

export const ZApproversResponseSchema = z.object({
  chains: z.array(ZChainSchema),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  managers: z.array(z.object({ member: ZApprovalPersonSchema, manager: ZApprovalPersonSchema })),
  delegations: z.array(ZDelegationSchema),
})
export type TApproversResponse = z.infer<typeof ZApproversResponseSchema>

export const ZManagerParamsSchema = z.object({ userId: z.uuid() }).strict()
export const ZManagerRequestSchema = z.object({ managerUserId: z.uuid() }).strict()

export const ZDelegationRequestSchema = z
  .object({ delegateUserId: z.uuid(), startsOn: day, endsOn: day })
  .strict()
  .refine((d) => d.endsOn >= d.startsOn, { message: 'ends before it starts', path: ['endsOn'] })
export type TDelegationRequest = z.infer<typeof ZDelegationRequestSchema>
export const ZDelegationResponseSchema = z.object({ delegation: ZDelegationSchema.nullable() })
export type TDelegationResponse = z.infer<typeof ZDelegationResponseSchema>

export const ZRequestsQuerySchema = z.object({ view: z.enum(['pending', 'history']).default('pending') })

export const ZApprovalStepViewSchema = z.object({
  position: z.number().int(),
  approver: ZApprovalPersonSchema.nullable(),
  backup: ZApprovalPersonSchema.nullable(),
  outcome: z.enum(['approved', 'denied', 'timedOut']).nullable(),
  decidedBy: ZApprovalPersonSchema.nullable(),
  comment: z.string().nullable(),
})

export const ZApprovalRequestViewSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'denied', 'expired']),
  timing: z.enum(['beforeBooking', 'voidWindow']),
  defaultOnTimeout: z.enum(APPROVAL_DEFAULTS),
  /** What the request's state means for the booking now (approval-outcome.ts): every status line says it. */
  outcome: z.enum(APPROVAL_OUTCOMES),
  traveler: ZApprovalPersonSchema,
  booker: ZApprovalPersonSchema.nullable(),
  item: z.object({
    title: z.string(),
    vertical: z.string(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
  }),
  priceMinor: z.number().int(),
  currency: z.string(),
  policyStatus: z.enum(['in', 'out']).nullable(),
  policyReasons: z.array(
    z.object({ code: z.string(), values: z.record(z.string(), z.unknown()).optional() }),
  ),
  outOfPolicyReason: z.string().nullable(),
  currentStep: z.number().int(),
  stepDueAt: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedVia: z.enum(APPROVAL_VIAS).nullable(),
  comment: z.string().nullable(),
  steps: z.array(ZApprovalStepViewSchema),
  /** The caller may decide it now (their step, a backup, a delegate, or FOR_ALL). */
  canDecide: z.boolean(),
})
export type TApprovalRequestView = z.infer<typeof ZApprovalRequestViewSchema>

export const ZRequestsResponseSchema = z.object({ requests: z.array(ZApprovalRequestViewSchema) })
export type TRequestsResponse = z.infer<typeof ZRequestsResponseSchema>

export const ZDecisionParamsSchema = z.object({ id: z.uuid() }).strict()
export const ZDecisionRequestSchema = z
  .object({ decision: z.enum(APPROVAL_DECISIONS), comment: comment.optional() })
  .strict()
export type TDecisionRequest = z.infer<typeof ZDecisionRequestSchema>
export const ZDecisionResponseSchema = z.object({ request: ZApprovalRequestViewSchema })
export type TDecisionResponse = z.infer<typeof ZDecisionResponseSchema>

const token = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/)
export const ZLinkReadRequestSchema = z.object({ token }).strict()
export const ZLinkDecideRequestSchema = z
  .object({ token, decision: z.enum(APPROVAL_DECISIONS), comment: comment.optional() })
  .strict()
export type TLinkDecideRequest = z.infer<typeof ZLinkDecideRequestSchema>
/** What the link's page shows before the approver confirms (no ids of anyone). */
export const ZLinkViewSchema = z.object({
  travelerName: z.string(),
  approverName: z.string(),
  title: z.string(),
  vertical: z.string(),
  startsAt: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  policyStatus: z.enum(['in', 'out']).nullable(),
  policyReasons: ZKeptPolicyReasonsSchema,
  outOfPolicyReason: z.string().nullable(),
  /** Set once decided through this link. */
  status: z.enum(['pending', 'approved', 'denied', 'expired']),
})
export type TLinkView = z.infer<typeof ZLinkViewSchema>

export const ZSlackRequestSchema = z
  .object({
    webhookUrl: z.string().trim().max(APPROVAL_LIMITS.webhookUrlMaxLength),
    channelLabel: z.string().trim().max(80).optional(),
  })
  .strict()
export type TSlackRequest = z.infer<typeof ZSlackRequestSchema>
export const ZSlackResponseSchema = z.object({
  configured: z.boolean(),
  /** The webhook's host only; the path is the secret and never comes back. */
  host: z.string().nullable(),
  channelLabel: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type TSlackResponse = z.infer<typeof ZSlackResponseSchema>

/** The approval check's section of the checkout quote. */
export const ZApprovalQuoteSectionSchema = z.object({
  /** approval: asked; notify: approvers are told; none: nothing happens. */
  kind: z.enum(['approval', 'notify', 'none']),
  timing: z.enum(['beforeBooking', 'voidWindow']).nullable(),
  windowHours: z.number().int(),
  chain: z.array(z.object({ name: z.string(), backupName: z.string().nullable() })),
  allowCustomApprover: z.boolean(),
})
export type TApprovalQuoteSection = z.infer<typeof ZApprovalQuoteSectionSchema>

export const ZApprovalStatusSchema = z.enum(APPROVAL_STATUSES)

export const ZCustomApproversQuerySchema = z.object({ query: z.string().trim().max(100).default('') })
export const ZCustomApproversResponseSchema = z.object({ approvers: z.array(ZApprovalPersonSchema) })
export type TCustomApproversResponse = z.infer<typeof ZCustomApproversResponseSchema>

export const ZApprovalConflictsResponseSchema = z.object({
  conflicts: z.array(
    z.object({ vertical: z.enum(APPROVAL_VERTICALS), kind: z.enum(APPROVAL_CONFLICT_KINDS) }),
  ),
})
