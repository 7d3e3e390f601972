import { z } from 'zod'
import { isSafeText, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'
import { IMPERSONATION_AUDIT_PAGE, IMPERSONATION_REASON } from './impersonation-contract.ts'

const ZPlainText = (min: number, max: number) =>
  z.string().trim().min(min).max(max).refine(isSafeText, UNSAFE_TEXT_REFUSED)

/**
 * POST /i/api/business/impersonation/v1/support: whom (an e-mail or a user id, exactly one) and why
 * (a ticket reference or a sentence), kept in the audit trail.
 */
export const ZStartImpersonationRequestSchema = z
  .strictObject({
    email: z.string().trim().max(254).pipe(z.email()).optional(),
    userId: z.uuid().optional(),
    reason: ZPlainText(IMPERSONATION_REASON.minLength, IMPERSONATION_REASON.maxLength),
  })
  .refine((body) => (body.email === undefined) !== (body.userId === undefined), {
    message: 'name the customer by email or by userId, not both',
    path: ['email'],
  })
export type TStartImpersonationRequest = z.infer<typeof ZStartImpersonationRequestSchema>

const ZPerson = z.object({ userId: z.string(), name: z.string(), email: z.string() })

export const ZImpersonationSchema = z.object({
  supporter: ZPerson,
  target: ZPerson,
  reason: z.string(),
  startedAt: z.string(),
  expiresAt: z.string(),
})
export type TImpersonation = z.infer<typeof ZImpersonationSchema>

/** GET .../support, and the answer of POST .../support (with the new form token of the browser). */
export const ZImpersonationResponseSchema = z.object({ impersonation: ZImpersonationSchema.nullable() })
export type TImpersonationResponse = z.infer<typeof ZImpersonationResponseSchema>

export const ZStartImpersonationResponseSchema = z.object({
  impersonation: ZImpersonationSchema,
  formToken: z.string(),
})
export type TStartImpersonationResponse = z.infer<typeof ZStartImpersonationResponseSchema>

/** DELETE .../support and POST .../support/end: ended is false when nothing was being impersonated. */
export const ZEndImpersonationResponseSchema = z.object({ ended: z.boolean(), formToken: z.string() })
export type TEndImpersonationResponse = z.infer<typeof ZEndImpersonationResponseSchema>

/** GET .../audit?limit=&before= (before: an ISO time; the page holds what happened strictly before it). */
export const ZImpersonationAuditQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(IMPERSONATION_AUDIT_PAGE.maxLimit)
    .default(IMPERSONATION_AUDIT_PAGE.defaultLimit),
  before: z.iso.datetime({ offset: true }).optional(),
})
export type TImpersonationAuditQuery = z.infer<typeof ZImpersonationAuditQuerySchema>

export const ZImpersonationAuditEntrySchema = z.object({
  id: z.string(),
  event: z.enum(['start', 'end', 'start_refused', 'action_refused', 'staff_granted', 'staff_revoked']),
  occurredAt: z.string(),
  supporter: z.object({ userId: z.string().nullable(), email: z.string().nullable() }),
  target: z.object({ userId: z.string().nullable(), email: z.string().nullable() }),
  reason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  detail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
})
export type TImpersonationAuditEntry = z.infer<typeof ZImpersonationAuditEntrySchema>

export const ZImpersonationAuditResponseSchema = z.object({
  entries: z.array(ZImpersonationAuditEntrySchema),
})
export type TImpersonationAuditResponse = z.infer<typeof ZImpersonationAuditResponseSchema>
