import type { TSite } from '../sites.ts'
import { countryName, languageName } from './display-names.ts'
import { SITE_QUERY_PARAM } from './picker-contract.ts'

/** Spec section 3: a language link of a country. */
export interface TLanguageLink {
  locale: string
  text: string
  href: string
  dataHref: string
  active: boolean
  currencyCode: string
  languageNativeName: string
}

/** Spec section 3: a country of the picker. */
export interface TCountryEntry {
  countryCode: string
  text: string
  locale: string
  href: string
  dataHref: string
  flag: string
  active: boolean
  languageNativeName: string
  countryNativeName: string
  languageLinks: TLanguageLink[]
}

/** One row of the list: a country, or one language of a country that has more than one. */
export interface TCountryOption {
  key: string
  countryCode: string
  flag: string
  text: string
  /** The language's own name; shown only when the country is listed once per language. */
  language: string | null
  locale: string
  href: string
  active: boolean
  languageNativeName: string
  countryNativeName: string
}

/** The link of a site (decision 003): the server switches site, language and currency on `?site=`. */
export function siteHref(site: string): string {
  return `/?${SITE_QUERY_PARAM}=${encodeURIComponent(site)}`
}

/**
 * Spec section 4: "The Taiwan flag becomes a traditional variant when the country code is CN" — the code
 * being the page's own country. Any other flag is the country's code in lower case.
 */
export function flagCode(entryCountryCode: string, pageCountryCode: string): string {
  const code = entryCountryCode.toLowerCase()
  return code === 'tw' && pageCountryCode.toUpperCase() === 'CN' ? 'tw-traditional' : code
}

/** Countries in the sites' order, each with its language links (the first is the country's own link). */
export function countryEntries(
  sites: readonly TSite[],
  page: { site: string; countryCode: string; locale: string },
): TCountryEntry[] {
  const byCountry = new Map<string, TSite[]>()
  for (const site of sites)
    byCountry.set(site.countryCode, [...(byCountry.get(site.countryCode) ?? []), site])
  return [...byCountry.entries()].map(([countryCode, group]) => {
    const links = group.map(
      (site): TLanguageLink => ({
        locale: site.locale,
        text: languageName(site.language, page.locale),
        href: siteHref(site.site),
        dataHref: site.site,
        active: site.site === page.site,
        currencyCode: site.currency,
        languageNativeName: languageName(site.language, site.locale),
      }),
    )
    const first = links[0] as TLanguageLink
    const own = group[0] as TSite
    return {
      countryCode,
      text: countryName(countryCode, page.locale),
      locale: first.locale,
      href: first.href,
      dataHref: first.dataHref,
      flag: flagCode(countryCode, page.countryCode),
      active: links.some((link) => link.active),
      languageNativeName: first.languageNativeName,
      countryNativeName: countryName(countryCode, own.locale),
      languageLinks: links,
    }
  })
}

/** The list's rows: a country with more than one language link expands to one row per language. */
export function countryOptions(entries: readonly TCountryEntry[]): TCountryOption[] {
  return entries.flatMap((entry) => {
    const expand = entry.languageLinks.length > 1
    return entry.languageLinks.map((link) => ({
      key: `${entry.countryCode}:${link.locale}`,
      countryCode: entry.countryCode,
      flag: entry.flag,
      text: entry.text,
      language: expand ? link.languageNativeName : null,
      locale: link.locale,
      href: link.href,
      active: link.active,
      languageNativeName: link.languageNativeName,
      countryNativeName: entry.countryNativeName,
    }))
  })
}

/** Spec section 4: the current path minus its first two segments ("" when nothing is left). */
export function relativeRedirectPath(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(2).join('/')
}

/** The entry's link with the relative redirect path appended to its path, its query kept. */
export function withRelativeRedirectPath(href: string, pathname: string): string {
  const rest = relativeRedirectPath(pathname)
  if (!rest) return href
  const cut = href.search(/[?#]/)
  const path = cut < 0 ? href : href.slice(0, cut)
  const tail = cut < 0 ? '' : href.slice(cut)
  return `${path.replace(/\/+$/, '')}/${rest}${tail}`
}

/** Where choosing a row goes: nowhere for the active locale, else its link (with the path when set). */
export function countryTarget(
  option: Pick<TCountryOption, 'href' | 'active'>,
  options: { appendRelativeRedirectPath: boolean; pathname: string },
): string | null {
  if (option.active) return null
  return options.appendRelativeRedirectPath
    ? withRelativeRedirectPath(option.href, options.pathname)
    : option.href
}
