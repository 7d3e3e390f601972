import type { TAuthState } from '../../shared/auth-state.ts'
import type { TBrand, TBrandId } from '../../shared/brands.ts'
import type { TLandingResponse } from '../../shared/catalogue/landing-contract.ts'
import type { TPlace } from '../../shared/catalogue/places-contract.ts'
import type { TFooterPageData } from '../../shared/chrome/footer-schemas.ts'
import { linkParamsOf } from '../../shared/chrome/link-params.ts'
import type { TGlobalState } from '../../shared/global-state.ts'
import { flagCode } from '../../shared/pickers/country-entries.ts'
import { countryName, currencyName, currencySymbol, localeName } from '../../shared/pickers/display-names.ts'
import type { TPrivacyState } from '../../shared/privacy/privacy-state.ts'
import type { TSiteServicesState } from '../../shared/site-services/site-services-state.ts'
import type { TSite } from '../../shared/sites.ts'
import type { TSocialState } from '../../shared/social/social-contract.ts'

export interface GlobalStateInput {
  formtoken: string
  brand: TBrand
  site: TSite
  currency: string
  url: URL
  businessBasePath: string
  production: boolean
  auth: TAuthState | null
  sameSiteNavigation: boolean
  social?: TSocialState
  /** False when the server has passkeys switched off. */
  passkeysEnabled?: boolean
  footer?: TFooterPageData
  /** A landing page's content and the page on each site (hreflang). */
  landing?: { content: TLandingResponse; alternates: { hreflang: string; href: string }[] }
  /** The places a search results page names, by code. */
  placeNames?: Record<string, TPlace>
  friendlyUrlVerticals?: readonly string[]
  /** Brands whose header logo runs the pride confetti (LOGO_CONFETTI). */
  logoConfettiBrands?: readonly TBrandId[]
  /** The footer's flags (decision 100). */
  footerFlags?: { countryPicker: boolean; currencyPicker: boolean; brandsSilentFailure: boolean }
  privacy?: TPrivacyState
  /** EMBED_HOST_ORIGINS (decision 049); empty: embedding off. */
  embedHostOrigins?: readonly string[]
  /** The brand's support contacts (the help page's {email} and {phone}). */
  support?: { email: string; phone: string }
  siteServices?: TSiteServicesState
}

/** The state every page embeds, so its first paint needs no call. */
export function presentGlobalState(input: GlobalStateInput): TGlobalState {
  const pathname = input.url.pathname
  const vertical = pathname.split('/')[1] || 'main'
  const linkParams = linkParamsOf(input.url.searchParams)
  return {
    formtoken: input.formtoken,
    brandDisplayName: input.brand.displayName,
    brand: input.brand.id,
    affiliate: new URLSearchParams(linkParams).get('affiliate'),
    linkParams,
    seo: {
      canonicalUrl: `${input.url.origin}${pathname}`,
      indexable: !pathname.startsWith('/business/') && !pathname.startsWith('/profile'),
      ...(input.landing ? { alternates: input.landing.alternates } : {}),
    },
    ...(input.landing ? { landing: input.landing.content } : {}),
    ...(input.placeNames && Object.keys(input.placeNames).length > 0 ? { placeNames: input.placeNames } : {}),
    analytics: { pageId: vertical, vertical },
    site: input.site.site,
    countryCode: input.site.countryCode,
    language: input.site.language,
    locale: input.site.locale,
    currency: input.currency,
    pickers: {
      localeName: localeName(input.site.locale, input.site.locale),
      countryName: countryName(input.site.countryCode, input.site.locale),
      flag: flagCode(input.site.countryCode, input.site.countryCode),
      currencySymbol: currencySymbol(input.currency, input.site.locale),
      currencyName: currencyName(input.currency, input.site.locale),
    },
    businessBasePath: input.businessBasePath,
    production: input.production,
    auth: input.auth,
    sameSiteNavigation: input.sameSiteNavigation,
    ...(input.social ? { social: input.social } : {}),
    ...(input.passkeysEnabled === false ? { passkeys: false } : {}),
    ...(input.footer ? { footer: input.footer } : {}),
    ...footerFlagsState(input.footerFlags),
    // Left out when empty, so the first view carries nothing for the default.
    ...(input.friendlyUrlVerticals?.length ? { friendlyUrlVerticals: [...input.friendlyUrlVerticals] } : {}),
    ...(input.logoConfettiBrands?.includes(input.brand.id) ? { logoConfetti: true } : {}),
    ...(input.privacy ? { privacy: input.privacy } : {}),
    ...(input.embedHostOrigins?.length ? { embed: { hostOrigins: [...input.embedHostOrigins] } } : {}),
    ...(input.support ? { support: input.support } : {}),
    ...(input.siteServices ? { siteServices: input.siteServices } : {}),
  }
}

/** Only the footer's flags that are on, and nothing when none is: a flag's absence means off. */
function footerFlagsState(flags: GlobalStateInput['footerFlags']): Pick<TGlobalState, 'footerFlags'> {
  const on = {
    ...(flags?.countryPicker ? { countryPicker: true as const } : {}),
    ...(flags?.currencyPicker ? { currencyPicker: true as const } : {}),
    ...(flags?.brandsSilentFailure ? { brandsSilentFailure: true as const } : {}),
  }
  return Object.keys(on).length > 0 ? { footerFlags: on } : {}
}
