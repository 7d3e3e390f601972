/*
 * Privacy and consent contract (page-chrome-privacy.md sections 2-5, 7-9; accounts-header-business.md 7, 8;
 * decision 028). No zod here, so the first-layer banner can use it without carrying a schema library.
 */
import { codes } from '../code-table.ts'

export const PRIVACY_API = {
  // Cookie banner (categories).
  consentRecord: '/i/api/cookiebanner/v1/consent/record',
  consent: '/i/api/cookiebanner/v1/consent',
  cookiesForCategory: '/i/api/cookiebanner/v1/cookies/forCategory',
  // IAB TCF.
  iabConsent: '/i/api/iabtcf/v1/consent',
  iabDetailedPrefs: '/i/api/iabtcf/v1/detailedPrefs',
  iabInitialPrefs: '/i/api/iabtcf/v1/initialPrefs',
  iabVendors: '/i/api/iabtcf/v1/vendors',
  iabDeviceStorageDisclosure: '/i/api/iabtcf/v1/deviceStorageDisclosure',
  // Acknowledgements, meta cookies and legacy calls.
  twoPartyConsent: '/i/api/twoparty/v1/consent',
  metaCookie: '/i/api/cookies/v2/meta/', // + {name}
  legacyCookieForm: '/s/cookie',
  logCookiesConsent: '/horizon/common/privacy/LogCookiesConsentAction',
  cookiesDataProvider: '/horizon/common/privacy/providers/CookiesDataProvider',
  gdprCreateConsent: '/s/run/privacy/gdpr/createConsent',
  gdprRemoveConsent: '/s/run/privacy/gdpr/removeConsent',
  // California opt-out (and Global Privacy Control).
  dataSharingOptOut: '/i/api/account/dataSharing/v1/optOut',
  gpcWellKnown: '/.well-known/gpc.json',
} as const

/** Pages of spec section 2. */
export const PRIVACY_PAGES = {
  notice: '/privacy',
  ccpa: '/privacy#ccpa',
  manageSignedOut: '/privacy/manage',
  manageSignedIn: '/profile/account',
  terms: '/terms-of-use',
} as const

/** Spec section 9: the categories; strictlyNecessary is always on. */
export const CONSENT_CATEGORIES = ['strictlyNecessary', 'functional', 'advertising', 'analytical'] as const
export type TConsentCategory = (typeof CONSENT_CATEGORIES)[number]
/** The categories a visitor may switch (the simple banner shows functional and advertising only). */
export const OPTIONAL_CATEGORIES = ['functional', 'advertising', 'analytical'] as const
export const BANNER_TOGGLE_CATEGORIES = ['functional', 'advertising'] as const

/** Spec section 9: cookie names. */
export const CONSENT_COOKIES = {
  consent: 'consent',
  tcf: 'kyk_tcf',
  legacy: 'DATA_CONSENT',
  /** Google's Additional Consent string beside the TC string (the spec has no name for it). */
  addtlConsent: 'kyk_ac',
} as const
export const META_COOKIES = [
  'HIDE_COOKIES_MESSAGE_NP',
  'HIDE_COOKIES_MESSAGE',
  'HIDE_DATA_TRANSFER_DISCLAIMER',
] as const
export type TMetaCookie = (typeof META_COOKIES)[number]

/** The URL flag that suppresses the banner (spec section 2). Suppressing never counts as consent. */
export const SUPPRESS_BANNER_PARAM = 'suppressCookieBanner'

/** Spec section 9 and 4. */
export const PRIVACY_LIMITS = {
  bannerCompactWidthPx: 356,
  bannerMaxHeightPercent: 90,
  iabDialogMaxWidthPx: 680,
  iabDialogMaxHeightPercent: 90,
  dataTransferDialogWidthPx: 324,
  vendorFilterMaxHeightPx: 220,
  dataSharingDialogMaxWidthPx: 400,
  dataSharingDebounceMs: 250,
  /** Consent is asked again after 13 months (consent checklist R-03). */
  reconsentAfterDays: 395,
  /** Consent cookies live as long as the consent they carry. */
  cookieMaxAgeSeconds: 395 * 86_400,
  /** The allowance for a signed, allow-listed reason such as a legitimate-interest objection. */
  minimumReasonLength: 10,
} as const

/** IAB: purposes whose legitimate interest is never allowed (consent checklist S-08, P-02). */
export const LI_FORBIDDEN_PURPOSES = [1, 3, 4, 5, 6] as const
export const IAB_API_VERSION = 2

/**
 * Versions the records carry (checklist L-02): bump the UI version on every change of the dialogs' code and
 * the text version whenever a shown text (banner, disclaimer, two-party consent) changes.
 */
export const CONSENT_VERSIONS = {
  ui: '1',
  bannerText: 'banner-2026-11',
  twoPartyText: 'twoparty-2026-11',
  dataTransferText: 'datatransfer-2026-11',
  dataSharingText: 'ccpa-2026-11',
  /** The privacy notice (/privacy) in force. */
  privacyPolicy: 'policy-2026-11',
} as const

/** What each consent record says happened (checklist L-02). */
export const CONSENT_ACTIONS = [
  'accept_all',
  'reject',
  'partial',
  'withdraw',
  'gpc_auto',
  'acknowledge',
  'opt_out',
  'opt_in',
  'log',
] as const
export type TConsentAction = (typeof CONSENT_ACTIONS)[number]

/** The consent surfaces a record belongs to. */
export const CONSENT_KINDS = [
  'categories',
  'iab_tcf',
  'data_sharing',
  'two_party',
  'data_transfer',
  'cookies_notice',
] as const
export type TConsentKind = (typeof CONSENT_KINDS)[number]

export const PrivacyErrorCode = codes(
  'UNKNOWN_CATEGORY',
  'UNKNOWN_META_COOKIE',
  'UNKNOWN_VENDOR',
  'INVALID_TC_STRING',
  'INVALID_CONSENT',
  'CONSENT_NOT_APPLICABLE',
  /** An opt-in while the browser sends a Global Privacy Control signal (decision 032). */
  'GPC_SIGNAL_ACTIVE',
)

/** Logged-only failures (spec section 8). */
export const PRIVACY_LOG_MESSAGES = {
  emptyCategory: 'cookie category has no cookies',
  consentSave: 'failed to save consent',
  consentLoad: 'failed to load consent',
  metaCookie: 'failed to save a meta cookie; the queue stops',
  dataSharing: 'failed to update data sharing',
} as const
