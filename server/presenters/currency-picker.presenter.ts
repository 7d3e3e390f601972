import { describeCurrencies, sortByName } from '../../shared/pickers/currencies.ts'
import type { TCurrency, TCurrencyPickerStateResponse } from '../../shared/pickers/picker-schemas.ts'

/** The currency picker's data in the page's language: the most used, all by name, and the current one. */
export function presentCurrencyPickerState(
  catalogue: { top: readonly string[]; all: readonly string[] },
  current: string,
  displayLocale: string,
): TCurrencyPickerStateResponse {
  const all = describeCurrencies(catalogue.all, displayLocale)
  const byCode = new Map(all.map((c) => [c.currencyCode, c]))
  const pick = (code: string) => byCode.get(code) as TCurrency
  return {
    topCurrencies: catalogue.top.map(pick),
    allCurrencies: sortByName(all, displayLocale),
    current: pick(current),
  }
}

const answers = new Map<string, Buffer>()

/**
 * The same answer as UTF-8 JSON, kept per display locale and current currency: the catalogue is fixed at
 * start, and naming and sorting 36 currencies through Intl on every call held the route to a few hundred a
 * second; serialising and encoding the 4 KB answer on every call were the next costs (decision 064). At
 * most one entry per site locale and offered currency.
 */
export function cachedCurrencyPickerJson(
  catalogue: { top: readonly string[]; all: readonly string[] },
  current: string,
  displayLocale: string,
): Buffer {
  const key = `${displayLocale}|${current}`
  let answer = answers.get(key)
  if (answer === undefined) {
    answer = Buffer.from(JSON.stringify(presentCurrencyPickerState(catalogue, current, displayLocale)))
    answers.set(key, answer)
  }
  return answer
}
