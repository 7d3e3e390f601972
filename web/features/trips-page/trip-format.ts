import { dayStartMs } from '../../../shared/calendar-days.ts'
import { wallClockOf } from '../../../shared/local-time.ts'

/** Dates as the page shows them: ISO days in the visitor's locale, read as calendar days (UTC). */
export function formatDay(locale: string, isoDay: string): string {
  const date = new Date(dayStartMs(isoDay))
  if (Number.isNaN(date.getTime())) return isoDay
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/** A time at its place's wall clock: the offset it is written in (a flight's departure, a check-in). */
export function formatDateTime(locale: string, iso: string): string {
  const date = wallClockOf(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    date,
  )
}

/** "12 Mar 2027 – 19 Mar 2027", one day, or null without dates. */
export function formatRange(locale: string, start: string | null, end: string | null): string | null {
  if (!start && !end) return null
  if (!start || !end || start === end) return formatDay(locale, (start ?? end) as string)
  return `${formatDay(locale, start)} – ${formatDay(locale, end)}`
}
