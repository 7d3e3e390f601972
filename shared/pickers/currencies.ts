import { currencyName, currencySymbol } from './display-names.ts'
import type { TCurrency } from './picker-schemas.ts'

/**
 * The picker's currencies in the page's language. `showCurrency` marks a symbol another currency of the
 * same list shares ("$" for USD and CAD), so the code goes beside it; a symbol that is the code itself
 * ("CHF") needs nothing more.
 */
export function describeCurrencies(codes: readonly string[], displayLocale: string): TCurrency[] {
  const symbols = codes.map((code) => currencySymbol(code, displayLocale))
  const uses = new Map<string, number>()
  for (const symbol of symbols) uses.set(symbol, (uses.get(symbol) ?? 0) + 1)
  return codes.map((currencyCode, i) => {
    const symbol = symbols[i] ?? currencyCode
    return {
      currencyCode,
      displayName: currencyName(currencyCode, displayLocale),
      htmlSymbolAlone: symbol,
      showCurrency: symbol !== currencyCode && (uses.get(symbol) ?? 0) > 1,
    }
  })
}

/** All currencies in the order a reader of the page's language looks them up: by name. */
export function sortByName(currencies: readonly TCurrency[], displayLocale: string): TCurrency[] {
  const collator = new Intl.Collator(displayLocale)
  return [...currencies].sort((a, b) => collator.compare(a.displayName, b.displayName))
}
