import { isoDay } from '../../../shared/calendar-days.ts'
import { formatMoney } from '../../../shared/money/format-money.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

/** Minor units as money in the page's language, in the currency's own digits ("$1,234.50", "₩1,234,500"). */
export function money(minor: number, currency: string, locale: string): string {
  return formatMoney(minor, currency, locale)
}

export function percent(share: number | null, locale: string, none: string): string {
  if (share === null) return none
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share)
}

/** A turnaround in the largest unit that keeps it readable: 45 min, 3.5 h, 2 d. */
export function duration(seconds: number | null, t: TFunction, none: string): string {
  if (seconds === null) return none
  const round = (n: number) => String(Math.round(n * 10) / 10)
  if (seconds < 3600) return t('reporting.duration.minutes', { n: round(seconds / 60) })
  if (seconds < 2 * 86_400) return t('reporting.duration.hours', { n: round(seconds / 3600) })
  return t('reporting.duration.days', { n: round(seconds / 86_400) })
}

/** This quarter so far: the range the stats page opens on. */
export function thisQuarter(now: Date): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1))
  return { from: isoDay(first), to: isoDay(now) }
}
