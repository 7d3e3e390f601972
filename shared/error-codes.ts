/*
 * Error codes without zod, so the browser bundle can use them without carrying a schema library
 * (the initial JavaScript budget is 100 KB gzip).
 */
import { codes, type TCodeOf } from './code-table.ts'

/** Codes the platform itself answers with; features add their own next to their schemas. */
export const ErrorCode = codes(
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'INVALID_FORM_TOKEN',
  'CROSS_SITE_REQUEST',
  'INVALID_SESSION',
  'MISSING_TWO_FACTOR_AUTHENTICATION',
  'PERMISSION_DENIED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  /** A bounded resource (password hashing) is saturated: retry shortly. */
  'BUSY',
  'INTERNAL_ERROR',
  'CAPTCHA_REQUIRED',
  /** A mailed business link (signup, company or profile confirmation) expired or was used. */
  'BUSINESS_LINK_INVALID',
  /** leisureSignup by someone who already has a business profile. */
  'ALREADY_BUSINESS_MEMBER',
)
export type TErrorCode = TCodeOf<typeof ErrorCode>
