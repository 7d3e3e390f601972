import { z } from 'zod'
import { ZAuthStateSchema } from './auth-state.ts'
import { ZBrandIdSchema } from './brands.ts'
import { ZLandingResponseSchema } from './catalogue/landing-contract.ts'
import { ZPlaceSchema } from './catalogue/places-contract.ts'
import { ZFooterPageDataSchema } from './chrome/footer-schemas.ts'
import { ZPrivacyStateSchema } from './privacy/privacy-state.ts'
import { ZLanguageSchema } from './sites.ts'
import { SOCIAL_PROVIDERS } from './social/social-contract.ts'

/**
 * Embedded in every page (spec "global state read": formtoken, brandDisplayName, affiliate, seo, analytics),
 * plus what the chrome needs for its first paint without a call.
 */
export const ZGlobalStateSchema = z.object({
  formtoken: z.string(),
  brandDisplayName: z.string(),
  brand: ZBrandIdSchema,
  affiliate: z.string().nullable(),
  /** The affiliate, placement and platform every link of ours carries on ('' for none; decision 102). */
  linkParams: z.string(),
  seo: z.object({
    canonicalUrl: z.string(),
    indexable: z.boolean(),
    /** The page on each of the brand's sites (hreflang alternates); the landing pages give them. */
    alternates: z.array(z.object({ hreflang: z.string(), href: z.string() })).optional(),
  }),
  analytics: z.object({ pageId: z.string(), vertical: z.string() }),
  site: z.string(),
  countryCode: z.string(),
  language: ZLanguageSchema,
  locale: z.string(),
  currency: z.string(),
  businessBasePath: z.string(),
  production: z.boolean(),
  auth: ZAuthStateSchema.nullable(),
  /**
   * True when this page was opened from our own site or typed in (Sec-Fetch-Site same-origin or none):
   * pages such as /signout act at once then, and ask first when another site sent the visitor.
   */
  sameSiteNavigation: z.boolean(),
  /**
   * The header's picker triggers as the server names them from CLDR (decision 025), so the browser shows
   * the same text and carries no name tables. Absent: the triggers show the codes.
   */
  pickers: z
    .object({
      localeName: z.string(),
      /** The site's country in the page's language (the footer's description names it). */
      countryName: z.string(),
      flag: z.string(),
      currencySymbol: z.string(),
      currencyName: z.string(),
    })
    .optional(),
  /** Whether the site offers passkeys (PASSKEYS_ENABLED; spec section 4's "feature off"). Absent: offered. */
  passkeys: z.boolean().optional(),
  /** Verticals with friendly search URLs (server configuration); absent: none (decision 026). */
  friendlyUrlVerticals: z.array(z.string()).optional(),
  /** The trips feature (saving offers, the drawer; issue 8). Absent: on. */
  trips: z.boolean().optional(),
  /** The header logo's pride confetti (LOGO_CONFETTI, decision 027). Absent: off. */
  logoConfetti: z.boolean().optional(),
  /** Social sign-in this page may offer (spec section 5: configured, auth service on, signed out). */
  social: z
    .object({
      signIn: z.array(z.enum(SOCIAL_PROVIDERS)),
      configured: z.array(z.enum(SOCIAL_PROVIDERS)),
      oneTap: z.object({ clientId: z.string(), scriptUrl: z.string() }).nullable(),
    })
    .optional(),
  /** The footer's links, from the server's content for this brand and language (absent: a bare footer). */
  footer: ZFooterPageDataSchema.optional(),
  /**
   * The footer's feature flags (decision 100): its country and currency pickers (FOOTER_COUNTRY_PICKER,
   * FOOTER_CURRENCY_PICKER) and a brands strip that fails without a log (FOOTER_BRANDS_SILENT_FAILURE).
   * Only flags that are on are sent; absent: all off.
   */
  footerFlags: z
    .object({
      countryPicker: z.literal(true),
      currencyPicker: z.literal(true),
      brandsSilentFailure: z.literal(true),
    })
    .partial()
    .optional(),
  /**
   * Embedded mode (EMBED_HOST_ORIGINS, decision 049): the host origins that may frame the site and talk to
   * its relay. Absent: embedding off, and a framed page loads nothing for it.
   */
  embed: z.object({ hostOrigins: z.array(z.string()).min(1) }).optional(),
  /** Site services (decision 050): feedback widget delay, snow, ad-blocker sampling. Absent: all off. */
  siteServices: z
    .object({
      feedbackDelaySeconds: z.number().nullable(),
      snow: z.boolean(),
      adBlockSamplePercent: z.number(),
    })
    .optional(),
  /** The visitor's privacy choices and which consent surfaces are due (decision 028). Absent: none shown. */
  privacy: ZPrivacyStateSchema.optional(),
  /** The brand's support e-mail and phone from server configuration (decision 051). Absent: not shown. */
  support: z.object({ email: z.string(), phone: z.string() }).optional(),
  /** A landing page's content (issue 27), rendered by the server; a page opened in the app asks for it. */
  landing: ZLandingResponseSchema.optional(),
  /** A search results page's places by code, named by the server in the site's language (its box's). */
  placeNames: z.record(z.string(), ZPlaceSchema).optional(),
})
export type TGlobalState = z.infer<typeof ZGlobalStateSchema>

export { GLOBAL_STATE_ELEMENT_ID } from './constants.ts'
