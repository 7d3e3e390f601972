import { z } from 'zod'
import { isSafeText, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'

/**
 * A person's name as they write it (issue 27 item 5): any script, marks, ZWJ and ZWNJ ("نیک‌نام"), emoji
 * sequences; trimmed, so a name of spaces alone is none. A first name is required; a last name is not,
 * since many people have one name only.
 */
const ZPersonName = (min: number) =>
  z.string().trim().min(min).max(100).refine(isSafeText, UNSAFE_TEXT_REFUSED)

/** GET /i/api/account/profile/v1 */
export const ZProfileResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A new address waiting for its confirmation link. */
  pendingEmail: z.string().nullable(),
  emailConfirmed: z.boolean(),
  optIn: z.boolean(),
  language: z.string(),
})
export type TProfileResponse = z.infer<typeof ZProfileResponseSchema>

/** PUT /i/api/account/profile/v1: these three only; e-mail, role or company in the body is a 400. */
export const ZProfileUpdateRequestSchema = z.strictObject({
  firstName: ZPersonName(1),
  lastName: ZPersonName(0),
  optIn: z.boolean(),
})
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequestSchema>
export const ZProfileUpdateResponseSchema = ZProfileResponseSchema

/** POST /i/api/account/email/v1: starts the change; the answer is the same whether the address is free. */
export const ZEmailChangeRequestSchema = z.strictObject({
  newEmail: z.string().trim().max(254).pipe(z.email()),
})
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequestSchema>
export const ZEmailChangeResponseSchema = z.object({ pendingEmail: z.string() })
export type TEmailChangeResponse = z.infer<typeof ZEmailChangeResponseSchema>

/** POST /i/api/account/email/v1/confirm with the secret from the link's fragment. */
export const ZEmailConfirmRequestSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a link token'),
})
export type TEmailConfirmRequest = z.infer<typeof ZEmailConfirmRequestSchema>
export const ZEmailConfirmResponseSchema = z.object({ email: z.string() })
export type TEmailConfirmResponse = z.infer<typeof ZEmailConfirmResponseSchema>

/** One live session of the signed-in user, in any browser (ASVS 7.5.2). */
export const ZAccountSessionSchema = z.object({
  /** The public session id (tokenId), never its secret. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Browser and system names read from the User-Agent; the raw header is not sent back. */
  userAgent: z.object({ browser: z.string().nullable(), os: z.string().nullable() }).nullable(),
  /** Truncated: 203.0.113.* or 2001:db8:85a3:* */
  ipAddress: z.string().nullable(),
  current: z.boolean(),
  businessMode: z.boolean(),
})
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>

/** GET /i/api/account/sessions/v1 */
export const ZAccountSessionListResponseSchema = z.object({ sessions: z.array(ZAccountSessionSchema) })
export type TAccountSessionListResponse = z.infer<typeof ZAccountSessionListResponseSchema>

/** DELETE /i/api/account/sessions/v1/{id} */
export const ZEndSessionParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) })
/** DELETE .../{id} and POST .../endOthers: how many sessions were ended. */
export const ZEndSessionsResponseSchema = z.object({ ended: z.number().int().min(0) })
export type TEndSessionsResponse = z.infer<typeof ZEndSessionsResponseSchema>
