import { UnknownCurrencyError } from './money-errors.ts'

/**
 * The exchange-rate table's shape and lookups without zod, so that the pages that convert money do not
 * carry zod (nor its eval, which the page's CSP refuses); exchange-rates-schema.ts validates the file.
 */
export interface TExchangeRates {
  base: string
  date: string
  source: string
  /** Units of a currency for one unit of the base (ECB style: 1 EUR = 1.1587 USD). */
  rates: Record<string, number>
  others?: { date: string; source: string; rates: Record<string, number> } | undefined
}

/** The rate of a currency against the table's base, from `rates` or `others`. */
export function rateOf(table: TExchangeRates, currency: string): number {
  if (currency === table.base) return 1
  const rate = table.rates[currency] ?? table.others?.rates[currency]
  if (rate === undefined) throw new UnknownCurrencyError(currency)
  return rate
}

/** The currencies of `codes` that the table has no rate for (the site's list must have none). */
export function missingRates(table: TExchangeRates, codes: readonly string[]): string[] {
  return codes.filter(
    (code) => code !== table.base && !(code in table.rates) && !(code in (table.others?.rates ?? {})),
  )
}
