import { describe, expect, it } from 'vitest'
import { moneyFormatter } from './money-format.ts'

describe('moneyFormatter', () => {
  it('formats minor units in the currency’s own digits (shared/money)', () => {
    expect(moneyFormatter('en-US', 'USD')(42_000)).toBe('$420.00')
    expect(moneyFormatter('ko-KR', 'KRW')(350_000)).toBe('₩350,000')
    expect(moneyFormatter('en-US', 'JPY')(30_000)).toBe('¥30,000')
    // ISO's 2 digits where CLDR shows none: 1500000 IDR minor units are IDR 15,000.00.
    expect(moneyFormatter('en-US', 'IDR')(1_500_000)).toBe('IDR\u00a015,000.00')
  })
})
