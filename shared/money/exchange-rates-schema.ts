import { z } from 'zod'
import type { TExchangeRates } from './exchange-rates.ts'

const ZCodeSchema = z.string().regex(/^[A-Z]{3}$/)
const ZDaySchema = z.iso.date()
/** Units of a currency for one unit of the base (ECB style: 1 EUR = 1.1587 USD). */
const ZRatesSchema = z.record(ZCodeSchema, z.number().positive().finite())

/** Rates of one publication: its day, where they come from, and the rates. */
const ZRateSetSchema = z.object({ date: ZDaySchema, source: z.string().min(1), rates: ZRatesSchema }).strict()

/**
 * content/money/exchange-rates.json: the ECB's reference rates (`rates`, with the base itself at 1) and,
 * under `others`, currencies the ECB does not publish, with their own day and source. A currency is in
 * one of the two, never both.
 */
export const ZExchangeRatesSchema = z
  .object({
    base: ZCodeSchema,
    date: ZDaySchema,
    source: z.string().min(1),
    rates: ZRatesSchema,
    others: ZRateSetSchema.optional(),
  })
  .strict()
  .superRefine((table, ctx) => {
    if (table.rates[table.base] !== 1) {
      ctx.addIssue({ code: 'custom', path: ['rates', table.base], message: 'the base must have the rate 1' })
    }
    for (const code of Object.keys(table.others?.rates ?? {})) {
      if (code in table.rates) {
        ctx.addIssue({ code: 'custom', path: ['others', 'rates', code], message: 'also in rates' })
      }
    }
  })
/** The table as the schema reads it (exchange-rates.ts says it without zod, for the browser). */
export type TExchangeRatesParsed = z.infer<typeof ZExchangeRatesSchema>

export { missingRates, rateOf, type TExchangeRates } from './exchange-rates.ts'

/** The schema and the plain type agree: a table the schema reads is a TExchangeRates (checked by tsc). */
export const asExchangeRates = (parsed: TExchangeRatesParsed): TExchangeRates => parsed
