import { describe, expect, it } from 'vitest'
import { formatMoney } from './approval-texts.ts'

describe('approval amounts', () => {
  it('are formatted in the currency’s own digits, not divided by 100 whatever the currency', () => {
    expect(formatMoney(42_000, 'USD', 'en-US')).toBe('$420.00')
    expect(formatMoney(420_000, 'KRW', 'ko-KR')).toBe('₩420,000')
    expect(formatMoney(42_000, 'JPY', 'en-US')).toBe('¥42,000')
  })
})
