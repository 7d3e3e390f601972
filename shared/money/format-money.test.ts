import { describe, expect, it } from 'vitest'
import { formatMoney } from './format-money.ts'
import { UnknownCurrencyError } from './money-errors.ts'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  it('formats in en-US', () => {
    expect(formatMoney(12_345, 'USD', 'en-US')).toBe('$123.45')
    expect(formatMoney(-12_345, 'USD', 'en-US')).toBe('-$123.45')
    expect(formatMoney(100, 'USD', 'en-US')).toBe('$1.00')
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$0.05')
    expect(formatMoney(1_234, 'BHD', 'en-US')).toBe(`BHD${NBSP}1.234`)
    expect(formatMoney(1_234_500, 'KRW', 'en-US')).toBe('₩1,234,500')
  })

  it('formats in ko-KR', () => {
    expect(formatMoney(1_234_500, 'KRW', 'ko-KR')).toBe('₩1,234,500')
    expect(formatMoney(12_345, 'USD', 'ko-KR')).toBe('US$123.45')
  })

  it('formats in ja-JP', () => {
    expect(formatMoney(1_234, 'JPY', 'ja-JP')).toBe('￥1,234')
    expect(formatMoney(12_345, 'USD', 'ja-JP')).toBe('$123.45')
  })

  it('formats in de-DE', () => {
    expect(formatMoney(12_345, 'EUR', 'de-DE')).toBe(`123,45${NBSP}€`)
    expect(formatMoney(123_456_789, 'EUR', 'de-DE')).toBe(`1.234.567,89${NBSP}€`)
    expect(formatMoney(12_345, 'USD', 'de-DE')).toBe(`123,45${NBSP}$`)
  })

  it('shows the ISO digits even where CLDR shows none (IDR), and large amounts exactly', () => {
    expect(formatMoney(15_000_000, 'IDR', 'en-US')).toBe(`IDR${NBSP}150,000.00`)
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91')
  })

  it('refuses a malformed currency and a non-integer amount', () => {
    expect(() => formatMoney(100, 'usd', 'en-US')).toThrow(UnknownCurrencyError)
    expect(() => formatMoney(1.5, 'USD', 'en-US')).toThrow(RangeError)
  })
})
