import type { TExchangeRates } from '../money/exchange-rates-schema.ts'

/** A fixed table for tests, so that `npm run rates` never changes what they expect. */
export const TEST_RATES: TExchangeRates = {
  base: 'EUR',
  date: '2026-11-27',
  source: 'test',
  rates: { EUR: 1, USD: 1.1587, JPY: 181.42, KRW: 1702.35, GBP: 0.87735, IDR: 19328.45, ISK: 147.9 },
  others: {
    date: '2026-11-20',
    source: 'test',
    rates: { BHD: 0.43567, VND: 30590, COP: 4519.6, KWD: 0.35541 },
  },
}
