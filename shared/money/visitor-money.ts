import { convertMinor } from './convert-minor.ts'
import type { TExchangeRates } from './exchange-rates.ts'
import { formatMoney } from './format-money.ts'
import { UnknownCurrencyError } from './money-errors.ts'

/** An amount as it was priced and, where it differs, in the visitor's currency (both formatted). */
export interface TVisitorMoney {
  /** The amount in the currency it was priced in: "US$912.40". */
  original: string
  /**
   * The amount converted to the visitor's currency through the table ("₩1,553,177"), an approximation:
   * null when the visitor's currency is the original one, or the table lacks a rate for either.
   */
  visitor: string | null
}

/**
 * A saved or booked amount keeps the currency it was priced in (issue 24): this formats it and, when the
 * visitor's currency differs and the table has both rates, the same amount converted (exactly, half to
 * even at the visitor currency's minor unit). The caller words the pair with a translation key that marks
 * the second as approximate (web/ui/money.tsx). A malformed original currency throws as formatMoney does.
 */
export function visitorMoney(
  amountMinor: number,
  currency: string,
  visitorCurrency: string,
  locale: string,
  table: TExchangeRates,
): TVisitorMoney {
  const original = formatMoney(amountMinor, currency, locale)
  if (visitorCurrency === currency) return { original, visitor: null }
  try {
    const converted = convertMinor(amountMinor, currency, visitorCurrency, table)
    return { original, visitor: formatMoney(converted, visitorCurrency, locale) }
  } catch (error) {
    // No rate (or a visitor currency that is not a code), or an amount too large to convert: the original only.
    if (error instanceof UnknownCurrencyError || error instanceof RangeError)
      return { original, visitor: null }
    throw error
  }
}
