import { isoDay } from '../../../shared/calendar-days.ts'
import { missingRates } from '../../../shared/money/exchange-rates-schema.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import { HttpError } from '../../http-error.ts'

/** The day a search's dates are checked against (UTC). */
export const searchToday = () => isoDay(new Date())

/**
 * How a vertical's search routes answer: prices in the asked currency, else the page's, when the rate table
 * has it; the search's own refusals as 400s with their code and, for API callers, an English sentence.
 */
export function searchAnswers<C extends string>(
  /** The vertical's "this search cannot be read" code, for a currency the table lacks. */
  invalidCode: NoInfer<C>,
  Problem: abstract new (...args: never[]) => Error & { readonly code: C },
  problems: Readonly<Record<C, string>>,
) {
  return {
    currencyOf(asked: string | undefined, page: string): string {
      const currency = asked ?? page
      if (missingRates(EXCHANGE_RATES, [currency]).length > 0)
        throw new HttpError(400, invalidCode, 'Prices cannot be shown in this currency.')
      return currency
    },
    answering<T>(answer: () => T): T {
      try {
        return answer()
      } catch (error) {
        if (error instanceof Problem) throw new HttpError(400, error.code, problems[error.code])
        throw error
      }
    },
  }
}
