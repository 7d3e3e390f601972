const OFFSET = /(?:([+-])(\d{2}):?(\d{2})|Z)$/

/** The offset from UTC an ISO time is written in, in minutes ("+09:00" is 540, "Z" is 0); null without one. */
export function offsetMinutesOf(iso: string): number | null {
  const found = OFFSET.exec(iso)
  if (!found) return null
  if (found[1] === undefined) return 0
  const minutes = Number(found[2]) * 60 + Number(found[3])
  return found[1] === '-' ? -minutes : minutes
}

/**
 * An instant as the wall clock of a place `offsetMinutes` from UTC, with that offset
 * (2027-01-10T07:50:00+09:00): a trip shows each flight, check-in and pick-up at its own local time.
 */
export function localIso(at: Date, offsetMinutes: number | null): string {
  if (!offsetMinutes) return at.toISOString()
  const wall = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** The wall clock an ISO time names, as a Date whose UTC fields hold it: format it with timeZone 'UTC'. */
export function wallClockOf(iso: string): Date {
  return new Date(Date.parse(iso) + (offsetMinutesOf(iso) ?? 0) * 60_000)
}
