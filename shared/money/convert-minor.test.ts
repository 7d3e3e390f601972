import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TEST_RATES } from '../testing/money-test-table.ts'
import { convertMinor } from './convert-minor.ts'
import { currencyDigits } from './currency-digits.ts'
import { rateOf, type TExchangeRates } from './exchange-rates-schema.ts'
import { UnknownCurrencyError } from './money-errors.ts'

const CODES = ['EUR', ...Object.keys(TEST_RATES.rates), ...Object.keys(TEST_RATES.others?.rates ?? {})]
const halves: TExchangeRates = {
  base: 'EUR',
  date: '2026-11-27',
  source: 'test',
  rates: { EUR: 1, JPY: 1, USD: 1.015 },
}

describe('convertMinor', () => {
  it('converts through the base to the target’s minor units', () => {
    // $100 → 100 / 1.1587 × 1702.35 = ₩146,918.96…
    expect(convertMinor(10_000, 'USD', 'KRW', TEST_RATES)).toBe(146_919)
    // ₩1,000,000 → 1,000,000 / 1702.35 × 181.42 = ¥106,570.33…
    expect(convertMinor(1_000_000, 'KRW', 'JPY', TEST_RATES)).toBe(106_570)
    // €123.45 × 0.43567 = 53.7834615 BHD, in fils (3 digits)
    expect(convertMinor(12_345, 'EUR', 'BHD', TEST_RATES)).toBe(53_783)
    // a currency of `others` to one of the ECB's: 1,234.50 COP → $0.3164…
    expect(convertMinor(123_450, 'COP', 'USD', TEST_RATES)).toBe(32)
  })

  it('rounds half to even at the target’s minor unit, exactly', () => {
    expect(convertMinor(50, 'EUR', 'JPY', halves)).toBe(0)
    expect(convertMinor(150, 'EUR', 'JPY', halves)).toBe(2)
    expect(convertMinor(250, 'EUR', 'JPY', halves)).toBe(2)
    expect(convertMinor(-150, 'EUR', 'JPY', halves)).toBe(-2)
    expect(convertMinor(-250, 'EUR', 'JPY', halves)).toBe(-2)
    // €1.00 × 1.015 = $1.015: a half cent, though 100 × 1.015 is 101.49999999999999 in doubles.
    expect(convertMinor(100, 'EUR', 'USD', halves)).toBe(102)
    expect(convertMinor(300, 'EUR', 'USD', halves)).toBe(304) // 304.5 → 304
  })

  it('gives the same currency back unchanged', () => {
    expect(convertMinor(12_345, 'USD', 'USD', TEST_RATES)).toBe(12_345)
    expect(convertMinor(-7, 'KRW', 'KRW', TEST_RATES)).toBe(-7)
  })

  it('throws UnknownCurrencyError for a currency the table lacks, and RangeError for a non-integer', () => {
    expect(() => convertMinor(100, 'USD', 'CHF', TEST_RATES)).toThrow(UnknownCurrencyError)
    expect(() => convertMinor(100, 'XXZ', 'USD', TEST_RATES)).toThrow(/"XXZ"/)
    expect(() => convertMinor(100, 'usd', 'EUR', TEST_RATES)).toThrow(UnknownCurrencyError)
    expect(() => convertMinor(1.5, 'USD', 'EUR', TEST_RATES)).toThrow(RangeError)
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'EUR', 'VND', TEST_RATES)).toThrow(RangeError)
  })
})

describe('convertMinor properties', () => {
  const code = fc.constantFrom(...CODES)
  // Up to €10 million in cents: its largest conversion (to IDR sen) stays a safe integer.
  const amount = fc.integer({ min: 0, max: 1_000_000_000 })

  it('is the identity to the same currency', () => {
    fc.assert(fc.property(fc.integer(), code, (a, c) => convertMinor(a, c, c, TEST_RATES) === a))
  })

  it('gives a non-negative integer for a non-negative amount', () => {
    fc.assert(
      fc.property(amount, code, code, (a, from, to) => {
        const result = convertMinor(a, from, to, TEST_RATES)
        return Number.isSafeInteger(result) && result >= 0
      }),
    )
  })

  // What the round trip needs is a middle currency whose minor unit is worth no more than the first's:
  // then the first rounding moves less than half a first unit, the second at most half. Digits alone do
  // not say it: 1 IDR sen is worth far less than 1 US cent though both have 2 digits (USD → IDR → USD
  // loses), and 1 won is worth less than 1 cent though KRW has none (USD → KRW → USD holds).
  const finer = (from: string, via: string) =>
    (rateOf(TEST_RATES, via) / rateOf(TEST_RATES, from)) *
      10 ** (currencyDigits(via) - currencyDigits(from)) >=
    1

  it('comes back within 1 minor unit through a currency with a finer minor unit', () => {
    const pairs = CODES.flatMap((from) =>
      CODES.filter((via) => finer(from, via)).map((via) => [from, via] as const),
    )
    expect(pairs).toContainEqual(['EUR', 'BHD'])
    expect(pairs).toContainEqual(['USD', 'KRW'])
    expect(pairs).toContainEqual(['USD', 'IDR'])
    expect(pairs).not.toContainEqual(['IDR', 'USD'])
    expect(convertMinor(convertMinor(1, 'IDR', 'USD', TEST_RATES), 'USD', 'IDR', TEST_RATES)).toBe(0)
    fc.assert(
      fc.property(amount, fc.constantFrom(...pairs), (a, [from, via]) => {
        const back = convertMinor(convertMinor(a, from, via, TEST_RATES), via, from, TEST_RATES)
        return Math.abs(back - a) <= 1
      }),
    )
  })
})
