import { currencyDigits } from './currency-digits.ts'
import { rateOf, type TExchangeRates } from './exchange-rates.ts'

/** A positive decimal as an exact fraction: the decimal the table states, not its binary double. */
interface Fraction {
  num: bigint
  den: bigint
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/

function exactDecimal(value: number): Fraction {
  // String() gives the shortest decimal that reads back as this double: the one written in the JSON.
  const match = DECIMAL.exec(String(value))
  if (!match) throw new RangeError(`not a positive decimal: ${value}`)
  const [, whole = '', fraction = '', exponent = '0'] = match
  const shift = Number(exponent) - fraction.length
  const digits = BigInt(whole + fraction)
  return shift >= 0
    ? { num: digits * 10n ** BigInt(shift), den: 1n }
    : { num: digits, den: 10n ** BigInt(-shift) }
}

/** n / d rounded to the nearest integer, ties to the even one (d > 0). */
function divideHalfEven(n: bigint, d: bigint): bigint {
  const quotient = n / d // truncated toward zero
  const remainder = n % d // carries n's sign
  const twice = 2n * (remainder < 0n ? -remainder : remainder)
  const away = n < 0n ? quotient - 1n : quotient + 1n
  if (twice < d) return quotient
  if (twice > d) return away
  return quotient % 2n === 0n ? quotient : away
}

/**
 * An amount in minor units of `from` as minor units of `to`, through the table's base, rounded half to
 * even at the target's minor unit. The arithmetic is exact (integers over the rates' decimals), so a half
 * is a half and not 0.49999999999999994. The same currency gives the amount back unchanged, without
 * looking at the table; a currency the table lacks throws UnknownCurrencyError.
 */
export function convertMinor(amountMinor: number, from: string, to: string, table: TExchangeRates): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an amount in minor units: ${amountMinor}`)
  if (from === to) return amountMinor
  const { num, den } = pairFraction(from, to, table)
  const result = Number(divideHalfEven(BigInt(amountMinor) * num, den))
  if (!Number.isSafeInteger(result)) throw new RangeError(`${amountMinor} ${from} is too large in ${to}`)
  return result
}

// A pair's factor is worked out once per table: a search converts thousands of amounts between two currencies.
const pairs = new WeakMap<TExchangeRates, Map<string, Fraction>>()

/** What an amount in minor units of `from` is multiplied by (exactly) to be in minor units of `to`. */
function pairFraction(from: string, to: string, table: TExchangeRates): Fraction {
  let known = pairs.get(table)
  if (!known) {
    known = new Map()
    pairs.set(table, known)
  }
  const key = `${from}>${to}`
  let pair = known.get(key)
  if (!pair) {
    const fromRate = exactDecimal(rateOf(table, from))
    const toRate = exactDecimal(rateOf(table, to))
    // amount / 10^fromDigits / fromRate * toRate * 10^toDigits
    pair = {
      num: toRate.num * fromRate.den * 10n ** BigInt(currencyDigits(to)),
      den: toRate.den * fromRate.num * 10n ** BigInt(currencyDigits(from)),
    }
    known.set(key, pair)
  }
  return pair
}
