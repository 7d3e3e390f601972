import { describe, expect, it } from 'vitest'
import currenciesJson from '../../content/currencies.json' with { type: 'json' }
import { currencyDigits } from './currency-digits.ts'
import { UnknownCurrencyError } from './money-errors.ts'

const intlDigits = (currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits

describe('currencyDigits (ISO 4217 minor units)', () => {
  it('gives 0 for KRW, JPY, VND, CLP, ISK, 3 for BHD, KWD, OMR, JOD, TND and 2 for most', () => {
    for (const code of ['KRW', 'JPY', 'VND', 'CLP', 'ISK']) expect(currencyDigits(code), code).toBe(0)
    for (const code of ['BHD', 'KWD', 'OMR', 'JOD', 'TND']) expect(currencyDigits(code), code).toBe(3)
    for (const code of ['USD', 'EUR', 'GBP', 'CNY', 'TWD', 'IDR', 'HUF', 'COP'])
      expect(currencyDigits(code), code).toBe(2)
  })

  it('refuses what is not a currency code', () => {
    for (const code of ['usd', 'US', 'USDT', ''])
      expect(() => currencyDigits(code)).toThrow(UnknownCurrencyError)
  })

  it('differs from Node’s Intl only where CLDR departs from ISO (COP, HUF, IDR), for the site’s currencies', () => {
    // If a Node upgrade changes this list, look again at the comment in currency-digits.ts.
    const differing = currenciesJson.all.filter((code) => intlDigits(code) !== currencyDigits(code))
    expect(differing).toEqual(['COP', 'HUF', 'IDR'])
    expect(
      ['BHD', 'KWD', 'OMR', 'JOD', 'TND', 'ISK'].filter((c) => intlDigits(c) !== currencyDigits(c)),
    ).toEqual([])
  })
})
