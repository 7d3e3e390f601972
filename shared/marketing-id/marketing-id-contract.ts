/*
 * The marketing id, kmkid (accounts-header-business.md sections 3 and 7, page-chrome-privacy.md 7 and 8;
 * decision 048). A first-party random id in a cookie of the advertising category. No zod here: the consent
 * island's lazy sync chunk uses it.
 */
import { codes } from '../code-table.ts'

export const MARKETING_ID_PATHS = {
  /** POST form (X-CSRF): suggestedKmkid; answers {kmkid}. */
  sync: '/s/run/kmkid/sync',
  /** POST form (X-CSRF): kmkid; answers {kmkid}. */
  set: '/s/run/kmkid/set',
} as const

export const MARKETING_ID_COOKIE = 'kmkid'
/** Its consent category (content/privacy/cookies.json lists it there). */
export const MARKETING_ID_CATEGORY = 'advertising'
/** A campaign link may carry an id for the browser to suggest (?kmkid=…). */
export const MARKETING_ID_PARAM = 'kmkid'
/** 16 random bytes, base64url: the only shape the server mints or accepts. */
export const MARKETING_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

export const MarketingIdErrorCode = codes(
  /** 403: the advertising category is not allowed for this browser (the cookie is removed if present). */
  'CONSENT_REQUIRED',
)
