/*
 * Error codes without zod, so the browser bundle can use them without carrying a schema library
 * (the initial JavaScript budget is 100 KB gzip).
 */
/** Codes the platform itself answers with; features add their own next to their schemas. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  INVALID_FORM_TOKEN: 'INVALID_FORM_TOKEN',
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  INVALID_SESSION: 'INVALID_SESSION',
  MISSING_TWO_FACTOR_AUTHENTICATION: 'MISSING_TWO_FACTOR_AUTHENTICATION',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A bounded resource (password hashing) is saturated: retry shortly. */
  BUSY: 'BUSY',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** A mailed business link (signup, company or profile confirmation) expired or was used. */
  BUSINESS_LINK_INVALID: 'BUSINESS_LINK_INVALID',
  /** leisureSignup by someone who already has a business profile. */
  ALREADY_BUSINESS_MEMBER: 'ALREADY_BUSINESS_MEMBER',
} as const
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
