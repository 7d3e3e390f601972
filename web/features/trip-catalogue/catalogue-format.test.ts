import { describe, expect, it } from 'vitest'
import { catalogueFormat } from './catalogue-format.ts'

describe('catalogueFormat', () => {
  it('shows prices in the currency’s own digits (shared/money)', () => {
    expect(catalogueFormat('en-US').price(91_240, 'USD')).toBe('$912.40')
    expect(catalogueFormat('ko-KR').price(91_240, 'USD')).toBe('US$912.40')
    expect(catalogueFormat('ko-KR').price(1_302_000, 'KRW')).toBe('₩1,302,000')
    expect(catalogueFormat('ja-JP').price(1_234, 'JPY')).toBe('￥1,234')
    // ISO's 2 digits for COP, where CLDR would show none and read 10000 as 10,000 pesos.
    expect(catalogueFormat('en-US').price(10_000, 'COP')).toBe('COP\u00a0100.00')
  })
})
