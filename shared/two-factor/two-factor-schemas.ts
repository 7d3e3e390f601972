import { z } from 'zod'
import {
  EMAIL_SECOND_FACTOR_DIGITS,
  RECOVERY_CODES,
  SECOND_FACTOR_METHODS,
  TOTP,
} from './two-factor-contract.ts'

/** GET status: the factors the user has, and whether this session has proven one. */
export const ZTwoFactorStatusResponseSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  /** E-mailed codes serve until an authenticator app is set up. */
  email: z.boolean(),
  /** The address codes go to, partly hidden: a•••@example.test */
  emailHint: z.string(),
  /** When this session proved a second factor (ISO), or null. */
  verifiedAt: z.string().nullable(),
})
export type TTwoFactorStatusResponse = z.infer<typeof ZTwoFactorStatusResponseSchema>

export const ZEmailCodeSentResponseSchema = z.object({ emailHint: z.string() })
export type TEmailCodeSentResponse = z.infer<typeof ZEmailCodeSentResponseSchema>

const digits = (n: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${n}}$`), `must be ${n} digits`)
/** Spaces and dashes as people write them are allowed; the service normalizes. */
const ZRecoveryCodeInput = z
  .string()
  .trim()
  .max(RECOVERY_CODES.length * 2)
  .regex(/^[0-9A-Za-z -]+$/, 'is not a recovery code')

/** POST verify: one factor and its code. */
export const ZVerifyRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('totp'), code: digits(TOTP.digits) }),
  z.strictObject({ method: z.literal('email'), code: digits(EMAIL_SECOND_FACTOR_DIGITS) }),
  z.strictObject({ method: z.literal('recovery'), code: ZRecoveryCodeInput }),
])
export type TVerifyRequest = z.infer<typeof ZVerifyRequestSchema>
export const ZVerifyResponseSchema = z.object({
  verifiedAt: z.string(),
  method: z.enum(SECOND_FACTOR_METHODS),
  /** After a recovery code: how many are left, so the page can suggest new ones. */
  recoveryCodesLeft: z.number().int().min(0),
})
export type TVerifyResponse = z.infer<typeof ZVerifyResponseSchema>

/** POST totp/enrol: shown once; the secret is never sent again. */
export const ZTotpEnrolResponseSchema = z.object({
  /** Base 32, as authenticator apps take it when typed. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The URI as an SVG QR code (a complete <svg> document). */
  qrSvg: z.string(),
})
export type TTotpEnrolResponse = z.infer<typeof ZTotpEnrolResponseSchema>

export const ZTotpConfirmRequestSchema = z.strictObject({ code: digits(TOTP.digits) })
export type TTotpConfirmRequest = z.infer<typeof ZTotpConfirmRequestSchema>

/** Recovery codes, formatted ABCDE-FGHIJ: answered once, kept only as hashes. */
export const ZRecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponseSchema>

/** GET and PUT /i/api/business/company/v1/settings/twoFactor */
export const ZCompanyTwoFactorSchema = z.strictObject({ required: z.boolean() })
export type TCompanyTwoFactor = z.infer<typeof ZCompanyTwoFactorSchema>
