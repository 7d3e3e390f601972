import { defineEndpoint } from '../endpoint.ts'
import { PICKER_API } from '../pickers/picker-contract.ts'
import {
  ZCurrencyPickerStateResponseSchema,
  ZCurrencySetRequestSchema,
  ZCurrencySetResponseSchema,
  ZSetLanguageRequestSchema,
  ZSetLanguageResponseSchema,
} from '../pickers/picker-schemas.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { FOOTER_API } from './footer-contract.ts'
import {
  ZFooterBrandsStateResponseSchema,
  ZFooterRequestSchema,
  ZFooterSiteMapLinksResponseSchema,
  ZPrivacyMenuStateResponseSchema,
} from './footer-schemas.ts'
import { FriendlyUrlErrorCode } from './friendly-search-url.ts'
import { FRIENDLY_SEARCH_URL_PATH } from './friendly-url.ts'
import {
  FRIENDLY_SEARCH_URL_PLAIN_PATH,
  ZFriendlySearchUrlRequestSchema,
  ZFriendlySearchUrlResponseSchema,
} from './friendly-url-schemas.ts'

const perMinute = RATE_LIMITS.write

const friendlySearchUrl = (path: typeof FRIENDLY_SEARCH_URL_PATH | typeof FRIENDLY_SEARCH_URL_PLAIN_PATH) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: "A results page's URL as the same search in another vertical (flights to stays, …)",
    body: ZFriendlySearchUrlRequestSchema,
    bodyType: 'form',
    response: ZFriendlySearchUrlResponseSchema,
    rateLimit: perMinute,
    errors: Object.values(FriendlyUrlErrorCode),
  })

/** The page chrome's calls (spec section 7): footer, currency and language pickers, friendly URLs. */
export const chromeEndpoints = {
  currencyPickerState: defineEndpoint({
    method: 'GET',
    path: PICKER_API.currencyPickerState,
    summary: "The currency picker's currencies in the page's language, and the one in use",
    response: ZCurrencyPickerStateResponseSchema,
  }),
  currencySet: defineEndpoint({
    method: 'POST',
    path: PICKER_API.currencySet,
    summary: 'Chooses the currency: kept on the account when asked and signed in, else for this session',
    body: ZCurrencySetRequestSchema,
    response: ZCurrencySetResponseSchema,
    rateLimit: perMinute,
  }),
  businessSetLanguage: defineEndpoint({
    method: 'POST',
    path: PICKER_API.businessSetLanguage,
    summary: "Sets a business member's language, kept on their business profile",
    body: ZSetLanguageRequestSchema,
    response: ZSetLanguageResponseSchema,
    business: { permissions: [] },
    rateLimit: perMinute,
  }),
  footerBrands: defineEndpoint({
    method: 'GET',
    path: FOOTER_API.brands,
    summary: "The footer's sister brands and social sites (ETag; 304 when unchanged)",
    query: ZFooterRequestSchema,
    response: ZFooterBrandsStateResponseSchema,
  }),
  footerSiteMapLinks: defineEndpoint({
    method: 'GET',
    path: FOOTER_API.siteMapLinks,
    summary: "The footer's site map links (ETag; 304 when unchanged)",
    query: ZFooterRequestSchema,
    response: ZFooterSiteMapLinksResponseSchema,
  }),
  privacyMenu: defineEndpoint({
    method: 'GET',
    path: FOOTER_API.privacyMenu,
    summary: "The footer's privacy menu links (ETag; 304 when unchanged)",
    query: ZFooterRequestSchema,
    response: ZPrivacyMenuStateResponseSchema,
  }),
  friendlySearchUrl: friendlySearchUrl(FRIENDLY_SEARCH_URL_PATH),
  friendlySearchUrlPlain: friendlySearchUrl(FRIENDLY_SEARCH_URL_PLAIN_PATH),
}
