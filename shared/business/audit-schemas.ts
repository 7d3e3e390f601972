import { z } from 'zod'

/** GET /i/api/business/company/v1/auditLog: newest first, paged by an opaque cursor. */
export const AUDIT_LOG_API = '/i/api/business/company/v1/auditLog'
export const AUDIT_LOG_PAGE_SIZE = 50

export const ZAuditLogRequestSchema = z.object({
  cursor: z.string().max(200).optional(),
  action: z
    .string()
    .regex(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)*$/)
    .max(80)
    .optional(),
})
export type TAuditLogRequest = z.infer<typeof ZAuditLogRequestSchema>

export const ZAuditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actorEmail: z.string().nullable(),
  /** Set when support staff made the change while acting as the actor. */
  bySupport: z.boolean(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>

export const ZAuditLogResponseSchema = z.object({
  entries: z.array(ZAuditEntrySchema),
  nextCursor: z.string().nullable(),
})
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponseSchema>
