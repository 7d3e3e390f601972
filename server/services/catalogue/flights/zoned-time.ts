/**
 * Wall-clock times in an airport's time zone, to and from UTC, with the zone database Node carries (ICU)
 * rather than a library: schedules are local times, and an itinerary's order is in UTC.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

const offsets = new Map<string, number>()

/**
 * The zone's offset from UTC at an instant, in minutes (Seoul +540, New York -300 or -240). Zones change
 * offset on whole quarter hours, so the answer is kept per zone and quarter hour: asking ICU each time
 * was most of a search's time.
 */
export function offsetMinutes(utcMs: number, timeZone: string): number {
  const key = `${timeZone}:${Math.floor(utcMs / 900_000)}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    if (offsets.size > 200_000) offsets.clear()
    offset = askOffset(utcMs, timeZone)
    offsets.set(key, offset)
  }
  return offset
}

function askOffset(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(utcMs)
      .map((p) => [p.type, p.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  )
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000)
}

/** The instant of a local wall time: `date` (YYYY-MM-DD) at `minuteOfDay` in `timeZone`. */
export function zonedToUtc(date: string, minuteOfDay: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000
  // Two passes settle on the right offset, also on days the clocks change.
  let utc = wall - offsetMinutes(wall, timeZone) * 60_000
  utc = wall - offsetMinutes(utc, timeZone) * 60_000
  return utc
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Minutes as hh:mm: a minute of the day (610 is 10:10), or an offset's size. */
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** ISO 8601 local time with its offset: 2026-12-01T07:15:00+09:00. */
export function isoLocal(utcMs: number, timeZone: string): string {
  const offset = offsetMinutes(utcMs, timeZone)
  const local = new Date(utcMs + offset * 60_000)
  const sign = offset < 0 ? '-' : '+'
  return `${local.toISOString().slice(0, 19)}${sign}${hhmm(Math.abs(offset))}`
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(utcMs: number, timeZone: string): string {
  return new Date(utcMs + offsetMinutes(utcMs, timeZone) * 60_000).toISOString().slice(0, 10)
}
