import { formatMoney } from '../../../shared/money/format-money.ts'

/** Minor units in the currency's own digits (cents, won), as the catalogue's cards show prices. */
export function moneyFormatter(locale: string, currency: string): (minor: number) => string {
  return (minor) => formatMoney(minor, currency, locale)
}
