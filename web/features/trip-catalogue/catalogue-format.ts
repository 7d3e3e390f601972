import { formatMoney } from '../../../shared/money/format-money.ts'

/** Prices and times as the results pages show them; offers' times are UTC (decision 044). */
export interface CatalogueFormat {
  price(minor: number, currency: string): string
  period(startAt: string, endAt: string | null): string
}

export function catalogueFormat(locale: string): CatalogueFormat {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  return {
    price(minor, currency) {
      return formatMoney(minor, currency, locale)
    },
    period(startAt, endAt) {
      const start = new Date(startAt)
      return endAt ? when.formatRange(start, new Date(endAt)) : when.format(start)
    },
  }
}
