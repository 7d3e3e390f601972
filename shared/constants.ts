/** Constants of the spec (accounts-header-business.md section 9, page-chrome-privacy.md section 9). */
export const INVALID_SESSION_RELOAD_THROTTLE_MS = 10 * 60 * 1000
/** localStorage key of the last invalid-session reload; business-area key per the spec. */
export const INVALID_SESSION_RELOAD_KEY = 'business.invalidSession.lastReload'
export const DYNAMIC_IMPORT_RETRIES = 2
export const DYNAMIC_IMPORT_INITIAL_DELAY_MS = 200
export const DEFAULT_AUTO_DISMISS_MS = 5000
export const DIALOG_OPEN_ANIMATION_MS = 250
export const DROPDOWN_ANIMATION_MS = 200
export const HEADER_HEIGHT_PX = 62
export const SIGN_IN_DIALOG_MAX_WIDTH = { unified: 640, classic: 480 } as const
export const STORAGE_KEYS = {
  tripSaveLater: 'tripSaveLater',
  tripsSignInClosed: 'trips.sign-in.closed',
  /** sessionStorage: the front door already offered a returning visitor the sign-in dialog. */
  returningUserPrompted: 'signin.returning-user.prompted',
  /** localStorage: someone has signed in on this browser before, so a later visit is a returning one. */
  returningUser: 'signin.returning-user',
} as const
/**
 * Breakpoint minimum widths in CSS pixels. The spec takes them from remote configuration without
 * printing them; these are ours until that configuration exists.
 */
export const BREAKPOINTS = { s: 0, m: 600, ml: 768, l: 1024, xl: 1280 } as const
/** The front door offers a returning, signed-out visitor the sign-in dialog after this delay. */
export const RETURNING_USER_SIGN_IN_DELAY_MS = 4000
export const SOCIAL_POPUP = { width: 500, height: 640 } as const
export const TRAVELER_AGE = { min: 18, max: 110 } as const
export const SEARCH_DEBOUNCE_MS = 300
export const EMPTY_PAGING_SIZE = 15
// Read only by code loaded later: held in a module of their own, so the first download does not carry them.
/** The flight dashboard (decision 101: the trips page's next flights): its call's time-out and its length. */
export const FLIGHT_DASHBOARD = { timeoutMs: 5000, defaultLimit: 5 } as const

/**
 * Suggestions a list shows by default, and the header's list (the book-for traveller search); the
 * header's is the most any list asks for, so servers cap a suggestion limit at it.
 */
export const SUGGESTION_LIMITS = { default: 5, header: 10 } as const
export const ONBOARDING_COMPLETE = 100
export const A11Y_ANNOUNCEMENT_CLEAR_MS = 3000
export const FORM_TOKEN_HEADER = 'x-csrf'
/** The AJAX marker header the generic client sends (spec section 7). */
export const AJAX_HEADER = 'x-requested-with'
export const AJAX_HEADER_VALUE = 'XMLHttpRequest'
export const FORM_TOKEN_PATH = '/s/run/formtoken'
export const AUTH_STATE_PATH = '/horizon/common/authentication/providers/AuthStateProviderAction'
export const BOT_CHECK_PATH = '/bot-check'
export const DEFAULT_BUSINESS_BASE_PATH = '/business'
export const FORM_TOKEN_MISSING_ERROR = 'Failed to retrieve formToken'
/** Id of the JSON script element that carries the global state into the page. */
export const GLOBAL_STATE_ELEMENT_ID = 'fw-state'
