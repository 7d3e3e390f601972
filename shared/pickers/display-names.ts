/*
 * Country, language, locale and currency names from CLDR through Intl (decision 025): no hand-typed lists.
 * A "native" name is the name displayed in the locale's own language.
 */

const cache = new Map<string, Intl.DisplayNames>()

function names(displayLocale: string, type: Intl.DisplayNamesType): Intl.DisplayNames {
  const key = `${displayLocale}|${type}`
  let found = cache.get(key)
  if (!found) {
    found = new Intl.DisplayNames([displayLocale], { type, fallback: 'code', languageDisplay: 'standard' })
    cache.set(key, found)
  }
  return found
}

export function countryName(countryCode: string, displayLocale: string): string {
  return names(displayLocale, 'region').of(countryCode) ?? countryCode
}

export function languageName(language: string, displayLocale: string): string {
  return names(displayLocale, 'language').of(language) ?? language
}

/** "English (United States)", "한국어(대한민국)": a site's locale as the trigger names it. */
export function localeName(locale: string, displayLocale: string): string {
  return names(displayLocale, 'language').of(locale) ?? locale
}

export function currencyName(currencyCode: string, displayLocale: string): string {
  return names(displayLocale, 'currency').of(currencyCode) ?? currencyCode
}

/** The symbol a price shows ("$", "₩", "CHF"): CLDR's narrow symbol in the page's locale. */
export function currencySymbol(currencyCode: string, displayLocale: string): string {
  const parts = new Intl.NumberFormat(displayLocale, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode
}
