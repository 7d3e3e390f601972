import currenciesJson from '../../content/currencies.json' with { type: 'json' }
import ratesJson from '../../content/money/exchange-rates.json' with { type: 'json' }
import { missingRates, type TExchangeRates, ZExchangeRatesSchema } from './exchange-rates-schema.ts'

/**
 * content/money/exchange-rates.json, validated once when first imported, so that a bad edit fails the
 * server's start and not a page. A currency the site offers (content/currencies.json) without a rate
 * fails it too. The server reads the file at start: after `npm run rates` it needs a restart.
 * Not for the browser's bundle: it imports the whole table.
 */
function load(): TExchangeRates {
  const table = ZExchangeRatesSchema.parse(ratesJson)
  const missing = missingRates(table, currenciesJson.all)
  if (missing.length > 0) throw new Error(`content/money/exchange-rates.json lacks ${missing.join(', ')}`)
  Object.freeze(table.rates)
  if (table.others) Object.freeze(Object.freeze(table.others).rates)
  return Object.freeze(table)
}

export const EXCHANGE_RATES: TExchangeRates = load()
