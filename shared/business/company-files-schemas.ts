import { z } from 'zod'
import { COMPANY_FILES_FIELDS, DEMO_POSTPONE_MAX_DAYS, ISSUE_TOPICS } from './company-files-contract.ts'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPES,
  BOOKING_NUMBER_PATTERN,
  FORM_TEXT_LIMITS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type TUploadType,
  UPLOAD_MIME,
  UPLOAD_TYPES,
} from './upload-rules.ts'

/** POST logo and logo/delete answer where the header finds the logo now (null: none). */
/** A file of a multipart form, as its declaration documents it (the route checks the bytes it receives). */
const formFile = (types: readonly TUploadType[], maxBytes: number) =>
  z
    .file()
    .max(maxBytes)
    .mime(types.map((type) => UPLOAD_MIME[type]))

/** POST logo's multipart form: the image alone. */
export const ZLogoUploadFormSchema = z.object({
  [COMPANY_FILES_FIELDS.logo]: formFile(LOGO_TYPES, LOGO_MAX_BYTES),
})

export const ZCompanyLogoResponseSchema = z.object({ companyLogoUrl: z.string().nullable() })
export type TCompanyLogoResponse = z.infer<typeof ZCompanyLogoResponseSchema>

export const ZLogoImageParamsSchema = z.object({ version: z.string().regex(/^[0-9a-f]{16}$/) })

/** POST sendDeletionEmail: the link went to the requesting admin's own address. */
export const ZSendDeletionEmailResponseSchema = z.object({ sentTo: z.string(), expiresAt: z.string() })
export type TSendDeletionEmailResponse = z.infer<typeof ZSendDeletionEmailResponseSchema>

/** DELETE {confirmationCode}/{requestTime}/{token}: the e-mailed link's three parts. */
export const ZCompanyDeletionRequestSchema = z.object({
  confirmationCode: z.string().regex(/^[A-Z0-9]{8}$/),
  requestTime: z.string().regex(/^\d{13}$/),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})
export type TCompanyDeletionRequest = z.infer<typeof ZCompanyDeletionRequestSchema>
export const ZCompanyDeletionResponseSchema = z.object({ deleted: z.literal(true), companyName: z.string() })
export type TCompanyDeletionResponse = z.infer<typeof ZCompanyDeletionResponseSchema>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined))

export const ZRequestDemoRequestSchema = z.object({
  phoneNumber: optionalText(40).pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()-]{4,40}$/)
      .optional(),
  ),
  message: optionalText(1000),
})
export type TRequestDemoRequest = z.infer<typeof ZRequestDemoRequestSchema>

export const ZPostponeDemoRequestSchema = z.object({
  days: z.number().int().min(1).max(DEMO_POSTPONE_MAX_DAYS).optional(),
})
export type TPostponeDemoRequest = z.infer<typeof ZPostponeDemoRequestSchema>

/** A feature flag of the spec, or the name of one still to come (upper snake case). */
export const ZAddToWaitlistRequestSchema = z.object({ feature: z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/) })
export type TAddToWaitlistRequest = z.infer<typeof ZAddToWaitlistRequestSchema>

/** One row per company and kind (and feature, for the waitlist): asking again updates it. */
export const ZCompanyInterestResponseSchema = z.object({
  kind: z.enum(['demo', 'demoPostponed', 'waitlist']),
  feature: z.string().nullable(),
  requestedAt: z.string(),
  until: z.string().nullable(),
})
export type TCompanyInterestResponse = z.infer<typeof ZCompanyInterestResponseSchema>

const requiredText = (max: number) => z.string().trim().min(1).max(max)

/** The text fields of POST contactAccountManager (the attachment travels beside them). */
export const ZContactAccountManagerRequestSchema = z.object({
  subject: requiredText(FORM_TEXT_LIMITS.subject),
  description: requiredText(FORM_TEXT_LIMITS.description),
})
export type TContactAccountManagerRequest = z.infer<typeof ZContactAccountManagerRequestSchema>
/** Its multipart form: the text fields and at most one attachment. */
export const ZContactAccountManagerFormSchema = ZContactAccountManagerRequestSchema.extend({
  [COMPANY_FILES_FIELDS.attachment]: formFile(ATTACHMENT_TYPES, ATTACHMENT_MAX_BYTES).optional(),
})

/** The text fields of POST issues/reporting/v1/report. */
export const ZIssueReportRequestSchema = z.object({
  summary: requiredText(FORM_TEXT_LIMITS.summary),
  description: requiredText(FORM_TEXT_LIMITS.description),
  topic: z.enum(ISSUE_TOPICS),
  bookingNumber: optionalText(FORM_TEXT_LIMITS.bookingNumber).pipe(
    z.string().regex(BOOKING_NUMBER_PATTERN).optional(),
  ),
})
export type TIssueReportRequest = z.infer<typeof ZIssueReportRequestSchema>
/** Its multipart form: the text fields and the attachments, the field repeated per file. */
export const ZIssueReportFormSchema = ZIssueReportRequestSchema.extend({
  [COMPANY_FILES_FIELDS.attachments]: z
    .array(formFile(ATTACHMENT_TYPES, ATTACHMENT_MAX_BYTES))
    .max(ATTACHMENT_MAX_FILES)
    .optional(),
})

export const ZSupportMessageResponseSchema = z.object({
  id: z.string(),
  attachments: z.array(z.object({ name: z.string(), type: z.enum(UPLOAD_TYPES), size: z.number() })),
})
export type TSupportMessageResponse = z.infer<typeof ZSupportMessageResponseSchema>
