/*
 * The country/language and currency pickers' contract (page-chrome-privacy.md sections 3, 7, 8, 9), without
 * zod so that the browser's picker code can use it without carrying a schema library.
 */
import { codes } from '../code-table.ts'

export const PICKER_API = {
  currencyPickerState: '/horizon/react/component/CurrencyPickerStateProviderAction',
  currencySet: '/i/api/account/currency/v1/set',
  businessSetLanguage: '/i/api/business/v1/legalEntities/user/setLanguage',
} as const

/** Flag images: /res/images/flags-svg/{code}.svg (spec section 2). */
export const FLAGS_PATH = '/res/images/flags-svg/'

/** Spec section 9. */
export const PICKER_LIMITS = {
  countryColumns: 3,
  currencyColumns: 3,
  countryDialogMaxWidth: 640,
  currencyPopupMaxWidth: 360,
  currencyDropdownMaxHeight: 500,
} as const

/** Flag sizes of spec section 9: the trigger's and the list's. */
export const FLAG_SIZES = {
  small: { width: 18, height: 12 },
  large: { width: 21, height: 14 },
} as const

/** Site link of decision 003: the server sets the site cookie and renders the site's language. */
export const SITE_QUERY_PARAM = 'site'

export const PickerErrorCode = codes('UNKNOWN_CURRENCY', 'UNKNOWN_LOCALE')

/** Logged-only failures (spec section 8): no user-facing message. */
export const PICKER_LOG_MESSAGES = {
  businessLocale: 'failed to change the business locale',
  currency: 'failed to change the currency',
  currencyData: 'failed to load the currency picker data',
} as const

/**
 * sessionStorage: the currency an anonymous visitor chose to save, kept across the sign-in's reload so it
 * is saved to the account once signed in.
 */
export const PENDING_CURRENCY_SAVE_KEY = 'pickers.currency.pending-save'
