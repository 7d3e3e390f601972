import { describe, expect, it } from 'vitest'
import { money } from './report-format.ts'

describe('report amounts', () => {
  it('formats minor units in the currency’s own digits (shared/money)', () => {
    expect(money(123_450, 'USD', 'en-US')).toBe('$1,234.50')
    // Won and yen have no minor unit: 1234500 is ₩1,234,500, not ₩12,345.
    expect(money(1_234_500, 'KRW', 'ko-KR')).toBe('₩1,234,500')
    expect(money(1_234, 'JPY', 'ja-JP')).toBe('￥1,234')
    expect(money(12_345, 'EUR', 'de-DE')).toBe('123,45\u00a0€')
  })
})
