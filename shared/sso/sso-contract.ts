/*
 * Company single sign-on (spec sections 2, 3, 7 and 8): paths, error codes and limits, without zod so
 * that the sign-in dialog's chunk can use them.
 */
import { codes, type TCodeOf } from '../code-table.ts'

const COMPANY_API = '/i/api/business/company/v1'

export const SSO_API = {
  /** GET ?email= or ?domain=, &redir=: where this browser starts its company's sign-in (public). */
  entryPointUrl: `${COMPANY_API}/entrypointurl`,
  /** GET the company's configurations, POST a new one. */
  configs: `${COMPANY_API}/sso`,
  /** PUT, DELETE. */
  config: (id: string) => `${COMPANY_API}/sso/${encodeURIComponent(id)}`,
  toggleActive: (id: string, flag: boolean) =>
    `${COMPANY_API}/sso/toggleactive/${encodeURIComponent(id)}/${flag ? 'true' : 'false'}`,
  /** GET: the URL an admin follows to try a configuration (no sign-in happens). */
  externalAuthorizationUrl: (id: string) =>
    `${COMPANY_API}/sso/${encodeURIComponent(id)}/externalAuthorizationUrl`,
} as const

/** Where the company's identity provider sends the browser back (the redirect URI to register there). */
export const SSO_CALLBACK_PATH = '/k/run/sso/callback'

/** Query parameters the callback adds when it returns the browser to the page it came from. */
export const SSO_RETURN = {
  /** Set on failure: one of SsoErrorCode. */
  errorParam: 'ssoError',
  /** Set after an admin's trial sign-in: 'ok' or the failure's code. */
  testParam: 'ssoTest',
} as const

export const SsoErrorCode = codes(
  /** Password (or another local method) refused: this e-mail's domain signs in through its company. */
  'EXTERNAL_AUTH_REQUIRED',
  /** The issuer's OpenID configuration could not be read or is not acceptable. */
  'SSO_DISCOVERY_FAILED',
  'SSO_ISSUER_NOT_ALLOWED',
  'SSO_DOMAIN_NOT_VERIFIED',
  /** Another active configuration already covers one of the domains. */
  'SSO_DOMAIN_TAKEN',
  'SSO_ROLE_NOT_ALLOWED',
  /** Enforcing needs an active configuration that passed a trial sign-in since it last changed. */
  'SSO_TEST_REQUIRED',
  /** Nothing covers this domain (entry point, or the configuration was switched off meanwhile). */
  'SSO_NOT_CONFIGURED',
  'SSO_PROVIDER_UNAVAILABLE',
  /** The callback does not belong to a sign-in this browser started, or it was used or is too old. */
  'SSO_STATE_INVALID',
  /** The identity provider refused, or its answer failed verification. */
  'SSO_REJECTED',
  'SSO_EMAIL_OUTSIDE_DOMAINS',
  /** An account with this e-mail exists but may not be joined to the company's sign-in. */
  'SSO_ACCOUNT_NOT_LINKABLE',
  'SSO_ACCOUNT_DISABLED',
)
export type TSsoErrorCode = TCodeOf<typeof SsoErrorCode>

export function isSsoErrorCode(value: unknown): value is TSsoErrorCode {
  return typeof value === 'string' && Object.hasOwn(SsoErrorCode, value)
}

export const SSO_LIMITS = {
  displayName: 100,
  issuerUrl: 500,
  clientId: 255,
  clientSecret: 2000,
  domainsPerConfig: 20,
  configsPerCompany: 10,
  /** A started sign-in must come back within this time. */
  attemptLifetimeMs: 10 * 60_000,
} as const

/** The domain part of an e-mail address, lower-cased; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@')
  if (at < 1 || at === email.length - 1) return null
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase()
}
