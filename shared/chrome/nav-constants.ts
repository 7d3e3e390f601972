/**
 * The side navigation's and the header's constants (page-chrome-privacy.md section 9,
 * accounts-header-business.md section 9). Header height: decision 026.
 */
export const NAV_HOVER_DELAY_MS = 400
/** Keyboard focus expands the drawer sooner than a passing pointer. */
export const NAV_FOCUS_DELAY_MS = 50
/** Items a group shows before its show-more toggle. */
export const NAV_DEFAULT_VISIBLE_ITEMS = 5
/** The most items a group lists at all, by default and for the login and account groups. */
export const NAV_MAX_ITEMS_PER_GROUP = 10
export const NAV_MAX_ITEMS_LOGIN_OR_ACCOUNT = 1

/** The header's height on every page (the spec's "header offset"; decision 026). */
export const HEADER_OFFSET_PX = 62
/** The taller header of SEO landing and car pages in one reading of the spec; no such page exists yet. */
export const HEADER_TALL_PX = 80

/** Spec section 5: the dialog variant without its properties. */
export const DIALOG_PROPS_ERROR = 'Please include the props required by the dialog variant.'
