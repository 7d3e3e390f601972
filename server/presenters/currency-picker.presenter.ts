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
