import { describe, expect, it } from 'vitest'
import currenciesJson from '../../content/currencies.json' with { type: 'json' }
import { TEST_RATES } from '../testing/money-test-table.ts'
import { missingRates, rateOf, ZExchangeRatesSchema } from './exchange-rates-schema.ts'
import { EXCHANGE_RATES } from './exchange-rates-table.ts'

describe('content/money/exchange-rates.json', () => {
  it('has a rate for every currency of content/currencies.json, EUR at 1', () => {
    expect(missingRates(EXCHANGE_RATES, currenciesJson.all)).toEqual([])
    for (const code of currenciesJson.all) expect(rateOf(EXCHANGE_RATES, code), code).toBeGreaterThan(0)
    expect(EXCHANGE_RATES.base).toBe('EUR')
    expect(EXCHANGE_RATES.rates.EUR).toBe(1)
  })

  it('keeps the currencies the ECB does not publish under others, with their own day', () => {
    expect(Object.keys(EXCHANGE_RATES.others?.rates ?? {})).toEqual(
      expect.arrayContaining(['AED', 'ARS', 'CLP', 'COP', 'SAR', 'TWD', 'VND']),
    )
    expect(EXCHANGE_RATES.others?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('is frozen once loaded', () => {
    expect(Object.isFrozen(EXCHANGE_RATES.rates)).toBe(true)
  })
})

describe('ZExchangeRatesSchema', () => {
  it('accepts a table and refuses a base not at 1, a currency in both lists, a bad rate or day', () => {
    expect(ZExchangeRatesSchema.safeParse(TEST_RATES).success).toBe(true)
    const bad = [
      { ...TEST_RATES, rates: { ...TEST_RATES.rates, EUR: 1.1 } },
      { ...TEST_RATES, rates: { ...TEST_RATES.rates, BHD: 0.4 } },
      { ...TEST_RATES, rates: { ...TEST_RATES.rates, USD: -1 } },
      { ...TEST_RATES, rates: { ...TEST_RATES.rates, usd: 1 } },
      { ...TEST_RATES, date: '2026-02-30' },
      { ...TEST_RATES, extra: true },
    ]
    for (const table of bad)
      expect(ZExchangeRatesSchema.safeParse(table).success, JSON.stringify(table)).toBe(false)
  })
})
