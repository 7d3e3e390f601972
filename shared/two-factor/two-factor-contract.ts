/*
 * Paths, factor names, codes and limits of the second factor (spec sections 2, 7 and 8; decision 020),
 * without zod so that the verify page and the account page can use them cheaply.
 */
import { codes, type TCodeOf } from '../code-table.ts'

/** The signed-in user's own factors, whatever their account kind. */
export const TWO_FACTOR_API = {
  /** GET: which factors the user has and whether this session has proven one. */
  status: '/i/api/account/twoFactor/v1/status',
  /** POST: mails a six-digit code (only while no authenticator app is set up). */
  emailSend: '/i/api/account/twoFactor/v1/email/send',
  /** POST {method, code}: proves a factor for this session. */
  verify: '/i/api/account/twoFactor/v1/verify',
  /** POST: starts an authenticator enrolment (secret, otpauth URI, QR code). */
  totpEnrol: '/i/api/account/twoFactor/v1/totp/enrol',
  /** POST {code}: finishes it with a current code; answers the first recovery codes. */
  totpConfirm: '/i/api/account/twoFactor/v1/totp/confirm',
  /** DELETE: removes the authenticator and the recovery codes. */
  totp: '/i/api/account/twoFactor/v1/totp',
  /** POST: ten new recovery codes; the old ones stop working. */
  recoveryCodes: '/i/api/account/twoFactor/v1/recoveryCodes',
} as const

/** The company's own setting (spec section 7's company family): GET for members, PUT for admins. */
export const COMPANY_TWO_FACTOR_API = '/i/api/business/company/v1/settings/twoFactor'

/** The verify page (spec section 2); its `redir` query value is where to go afterwards. */
export const VERIFY_PAGE = { path: '/business/verify', redirParam: 'redir' } as const

export const SECOND_FACTOR_METHODS = ['totp', 'email', 'recovery'] as const
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number]

export const TOTP = {
  digits: 6,
  periodSeconds: 30,
  /** Steps either side of now that are still accepted (clock drift, typing time). */
  window: 1,
  /** Bytes of the shared secret (160 bits, RFC 4226's recommendation). */
  secretBytes: 20,
  /** An enrolment not confirmed within this time must start again. */
  enrolmentTtlMs: 15 * 60 * 1000,
} as const

export const RECOVERY_CODES = {
  count: 10,
  /** Characters of a code, shown as two groups of five (about 50 bits). */
  length: 10,
  /** Crockford's base 32: no I, L, O or U, so that a code written down reads back the same. */
  alphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
} as const

export const EMAIL_SECOND_FACTOR_DIGITS = 6

export const TwoFactorErrorCode = codes(
  /** The code, authenticator code or recovery code is not right (or used, or expired). */
  'SECOND_FACTOR_INVALID',
  /** This factor cannot be used by this user (no authenticator; e-mail once an authenticator is set). */
  'SECOND_FACTOR_UNAVAILABLE',
  'TOTP_ALREADY_ENROLLED',
  'TOTP_NOT_ENROLLED',
  /** Confirming an enrolment that was never started or is older than its time to live. */
  'TOTP_ENROLMENT_EXPIRED',
)
export type TTwoFactorErrorCode = TCodeOf<typeof TwoFactorErrorCode>

/** Upper case, no spaces or dashes: how a typed recovery code is compared. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '')
}

/** ABCDE-FGHIJ, as codes are shown and typed. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`
}
