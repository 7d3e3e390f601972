/*
 * Site services (issue 10 item 4, decision 050): ad-blocker detection, our feedback widget, the snow
 * animation and price alerts. Paths, constants of the spec and limits; no zod, so the browser's lazy
 * chunks may import it.
 */
import { codes } from '../code-table.ts'

export const SITE_SERVICES_API = {
  /** POST: a visitor's feedback (ZFeedbackRequestSchema). Signed in or not. */
  feedback: '/i/api/site/feedback/v1',
  /** GET: the signed-in user's price alerts and e-mail choice; POST: follow a results page's prices. */
  priceAlerts: '/i/api/account/priceAlerts/v1',
  /** PUT: the account menu's checkbox, "price alerts by e-mail". */
  priceAlertSettings: '/i/api/account/priceAlerts/v1/settings',
  priceAlert: (priceAlertId: string) => `/i/api/account/priceAlerts/v1/${encodeURIComponent(priceAlertId)}`,
  /**
   * The ad-blocker bait: a 1x1 image under a path filter lists block ("/ads/", "ad-banner"). Ours, so
   * the check sends nothing to a third party.
   */
  adBait: '/res/ads/ad-banner.gif',
} as const

export const SITE_SERVICES_ROUTES = {
  priceAlert: '/i/api/account/priceAlerts/v1/:priceAlertId',
} as const

/** Spec section 9: "Ad-blocker sampling default 1 percent". */
export const AD_BLOCK_SAMPLE_PERCENT = 1
/** Spec section 9: "Feedback widget delay 10 by default" — read as seconds (decision 050). */
export const FEEDBACK_DELAY_SECONDS = 10
/** Spec section 9: "snow idle time 10000 ms". */
export const SNOW_IDLE_MS = 10_000
/** How long one snowfall lasts before it removes itself (ours). */
export const SNOW_DURATION_MS = 8000
/** The bait request gives up after this long and counts as blocked (a blocker may stall it). */
export const AD_BLOCK_PROBE_TIMEOUT_MS = 3000

export const SITE_SERVICE_STORAGE_KEYS = {
  /** sessionStorage: the ad-blocker result of this session ('blocked' | 'notBlocked' | 'notSampled'). */
  adBlock: 'site-services.ad-block',
  /** localStorage: the day (yyyy-mm-dd, local time) the snow last fell. */
  snowDay: 'site-services.snow-day',
  /** sessionStorage: the results page a signed-out visitor asked to follow, completed after sign-in. */
  pendingPriceAlert: 'site-services.pending-price-alert',
} as const

export type TAdBlockResult = 'blocked' | 'notBlocked' | 'notSampled'

export const FEEDBACK_LIMITS = {
  messageMax: 2000,
  pagePathMax: 300,
  /** Per IP: feedback is free text anyone may send. */
  rate: { max: 5, timeWindow: 10 * 60_000 },
} as const

export const PRICE_ALERT_LIMITS = {
  perUser: 50,
  rate: { max: 60, timeWindow: 60_000 },
} as const

export const SiteServicesErrorCode = codes('PRICE_ALERT_SEARCH_INVALID', 'PRICE_ALERT_LIMIT')
