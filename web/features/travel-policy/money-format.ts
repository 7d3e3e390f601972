/** Minor units in the currency's own digits (cents, won), as the catalogue's cards show prices. */
export function moneyFormatter(locale: string, currency: string): (minor: number) => string {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2
  return (minor) => money.format(minor / 10 ** digits)
}
