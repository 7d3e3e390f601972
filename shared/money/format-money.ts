import { currencyDigits } from './currency-digits.ts'

// Formatters are costly to build and a page formats many prices in few locales and currencies. The map
// is bounded because a locale may come from a request header: past the bound the oldest entry goes.
const FORMATTERS = new Map<string, Intl.NumberFormat>()
const MAX_FORMATTERS = 256

function formatter(currency: string, locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`
  let format = FORMATTERS.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.delete(FORMATTERS.keys().next().value ?? '')
    FORMATTERS.set(key, format)
  }
  return format
}

/** The exact decimal of an amount in minor units ("-1234.50" for -123450 with 2 digits). */
function decimalText(amountMinor: number, digits: number): Intl.StringNumericLiteral {
  const sign = amountMinor < 0 ? '-' : ''
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0')
  const whole = text.slice(0, text.length - digits)
  return (
    digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-digits)}`
  ) as Intl.StringNumericLiteral
}

/**
 * An amount in minor units as a plain decimal with exactly the currency's ISO 4217 digits, for files
 * and not for people (a CSV cell): 1234500 KRW is "1234500", 12345 USD "123.45", -5 USD "-0.05", 1234
 * BHD "1.234". A malformed currency throws UnknownCurrencyError.
 */
export function minorToDecimal(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an amount in minor units: ${amountMinor}`)
  return decimalText(amountMinor, currencyDigits(currency))
}

/**
 * An amount in minor units as money in the locale, with exactly the currency's ISO 4217 digits:
 * 1234500 KRW in ko-KR is "₩1,234,500", 12345 USD in en-US "$123.45" and in ko-KR "US$123.45". The
 * amount goes to Intl as a decimal string, so large amounts are not rounded through a double. A
 * malformed currency throws UnknownCurrencyError; a malformed locale, Intl's RangeError.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an amount in minor units: ${amountMinor}`)
  const digits = currencyDigits(currency)
  return formatter(currency, locale, digits).format(decimalText(amountMinor, digits))
}
