import { describe, expect, it } from 'vitest'
import { TEST_RATES } from '../testing/money-test-table.ts'
import { EXCHANGE_RATES } from './exchange-rates-table.ts'
import { minorToDecimal } from './format-money.ts'
import { UnknownCurrencyError } from './money-errors.ts'
import { visitorMoney } from './visitor-money.ts'

const NBSP = '\u00a0'

describe('visitorMoney', () => {
  it('shows US dollars to a Korean visitor with won, which have no decimals', () => {
    // $912.40 / 1.1587 × 1702.35 = ₩1,340,488.599…
    expect(visitorMoney(91_240, 'USD', 'KRW', 'ko-KR', TEST_RATES)).toEqual({
      original: 'US$912.40',
      visitor: '₩1,340,489',
    })
  })

  it('shows won to a visitor in US dollars, with cents', () => {
    // ₩1,302,000 / 1702.35 × 1.1587 = $886.2028…
    expect(visitorMoney(1_302_000, 'KRW', 'USD', 'en-US', TEST_RATES)).toEqual({
      original: '₩1,302,000',
      visitor: '$886.20',
    })
  })

  it('converts to yen without decimals', () => {
    // ₩1,302,000 / 1702.35 × 181.42 = ¥138,754.57…
    expect(visitorMoney(1_302_000, 'KRW', 'JPY', 'ja-JP', TEST_RATES).visitor).toBe('￥138,755')
    // ¥1,234 / 181.42 × 1.1587 = $7.8813…
    expect(visitorMoney(1_234, 'JPY', 'USD', 'en-US', TEST_RATES)).toEqual({
      original: '¥1,234',
      visitor: '$7.88',
    })
  })

  it('formats euros for a German locale', () => {
    // €123.45 × 1.1587 = $143.041515
    expect(visitorMoney(12_345, 'EUR', 'USD', 'de-DE', TEST_RATES)).toEqual({
      original: `123,45${NBSP}€`,
      visitor: `143,04${NBSP}$`,
    })
  })

  it('shows the same currency once', () => {
    expect(visitorMoney(12_345, 'USD', 'USD', 'en-US', TEST_RATES)).toEqual({
      original: '$123.45',
      visitor: null,
    })
  })

  it('shows the original only where the table lacks a rate, or the amount is too large to convert', () => {
    expect(visitorMoney(12_345, 'USD', 'CHF', 'en-US', TEST_RATES)).toEqual({
      original: '$123.45',
      visitor: null,
    })
    expect(visitorMoney(12_345, 'CHF', 'USD', 'en-US', TEST_RATES).visitor).toBeNull()
    expect(visitorMoney(12_345, 'USD', 'usd', 'en-US', TEST_RATES).visitor).toBeNull()
    expect(visitorMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'VND', 'en-US', TEST_RATES).visitor).toBeNull()
  })

  it('converts with the real table for every pair of the site’s usual currencies', () => {
    for (const from of ['USD', 'KRW', 'JPY', 'EUR', 'TWD'])
      for (const to of ['USD', 'KRW', 'JPY', 'EUR', 'TWD'])
        expect(visitorMoney(100_000, from, to, 'en-US', EXCHANGE_RATES).visitor === null).toBe(from === to)
  })

  it('throws for a malformed original currency, as formatMoney does', () => {
    expect(() => visitorMoney(100, 'usd', 'USD', 'en-US', TEST_RATES)).toThrow(UnknownCurrencyError)
  })
})

describe('minorToDecimal', () => {
  it('writes the currency’s own digits, without grouping or symbol', () => {
    expect(minorToDecimal(1_234_500, 'KRW')).toBe('1234500')
    expect(minorToDecimal(12_345, 'USD')).toBe('123.45')
    expect(minorToDecimal(-5, 'USD')).toBe('-0.05')
    expect(minorToDecimal(-1_005, 'EUR')).toBe('-10.05')
    expect(minorToDecimal(1_234, 'BHD')).toBe('1.234')
    expect(minorToDecimal(-7, 'JPY')).toBe('-7')
    expect(minorToDecimal(0, 'USD')).toBe('0.00')
  })

  it('refuses a malformed currency and a non-integer amount', () => {
    expect(() => minorToDecimal(100, 'usd')).toThrow(UnknownCurrencyError)
    expect(() => minorToDecimal(1.5, 'USD')).toThrow(RangeError)
  })
})
