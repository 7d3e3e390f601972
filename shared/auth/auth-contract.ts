/*
 * Paths, status codes and error codes of sign-in (spec sections 3, 7 and 8), without zod so that the
 * browser's initial bundle can use them.
 */
import { codes, type TCodeOf } from '../code-table.ts'
import { AUTH_PAGE_PATHS } from './auth-pages.ts'

/** Form posts under /k/run/auth/ (spec section 7) and the routes we added beside them. */
export const AUTH_PATHS = {
  login: '/k/run/auth/login',
  register: '/k/run/auth/register',
  logout: '/k/run/auth/logout',
  forgot: '/k/run/auth/forgot',
  /** GET with X-CSRF: the next sign-in in this browser joins the group instead of replacing it. */
  add: '/k/run/auth/add',
  /** GET with X-CSRF: ?tokenId&business. */
  switch: '/k/run/auth/switch',
  reset: '/k/run/auth/reset',
  confirm: '/k/run/auth/confirm',
  codeSend: '/k/run/auth/code/send',
  codeVerify: '/k/run/auth/code/verify',
  changePassword: '/k/run/auth/password/change',
  reauth: '/k/run/auth/reauth',
  resend: AUTH_PAGE_PATHS.resend,
  resendConfirmation: '/k/run/auth/confirm/resend',
  signout: AUTH_PAGE_PATHS.signout,
} as const

/** Pages the e-mailed links open; the secret travels in the fragment, never to a server log. */
export const AUTH_PAGES = {
  reset: AUTH_PAGE_PATHS.reset,
  confirm: AUTH_PAGE_PATHS.confirm,
} as const

/** Auth response status (spec section 8). */
export const AuthStatus = { OK: 0, ERROR: 1, REQUEST_ERROR: 2, SUPPRESSED: 3 } as const
export type TAuthStatus = TCodeOf<typeof AuthStatus>

export const AuthErrorCode = codes(
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'ACCOUNT_NOT_CONFIRMED',
  'INVALID_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_COMMON',
  'PASSWORD_CONTEXT',
  'PASSWORD_UNCHANGED',
  'TERMS_CONSENT_REQUIRED',
  'LINK_INVALID',
  'CODE_INVALID',
  'TOO_MANY_ATTEMPTS',
  'REAUTH_REQUIRED',
  'WRONG_CURRENT_PASSWORD',
  'SESSION_NOT_FOUND',
  'NOT_SIGNED_IN',
  'BUSY',
)
export type TAuthErrorCode = TCodeOf<typeof AuthErrorCode>

/** The two auth messages the spec prints (section 8). */
export const AUTH_MESSAGES = {
  ACCOUNT_LOCKED: 'User denied phone changed and locked account.',
  ACCOUNT_DISABLED: 'This account is disabled.',
} as const

/**
 * NIST SP 800-63B rev. 4: at least 15 characters when the password is the only factor, no
 * composition rules, at least 64 allowed; counted in code points, never truncated.
 */
export const PASSWORD_RULES = { minLength: 15, maxLength: 256 } as const
export const MAGIC_CODE_LENGTH = 6

/** Code points, not UTF-16 units: "🙂" is one character (NIST: each code point counts as one). */
export function passwordLength(password: string): number {
  return [...password].length
}

/** Auth service config (spec section 3), defaults all true. */
export const DEFAULT_AUTH_CONFIG = {
  // Unticked, against the spec's default (decision 093): pre-ticked boxes are not consent under GDPR and PIPA.
  emailDealsDefault: false,
  enabled: true,
  rememberMeDefault: true,
  termsConsentRequired: true,
} as const
