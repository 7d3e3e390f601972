/**
 * Calendar days as ISO dates (yyyy-mm-dd), counted in UTC, so that the server's pages and every browser
 * name the same day for the same instant.
 */
export const DAY_MS = 86_400_000

/** The day of an instant as yyyy-mm-dd (UTC). */
export const isoDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10)

/** Midnight (UTC) of an ISO date in milliseconds; NaN for what is not a date. */
export const dayStartMs = (iso: string): number => Date.parse(`${iso}T00:00:00Z`)

/** Whether `iso` is a yyyy-mm-dd day of the calendar (not 31 April, not 2026-02-29). */
export function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false
  const ms = dayStartMs(iso)
  return !Number.isNaN(ms) && isoDay(ms) === iso
}

/** The ISO date `days` after `iso` (before it when negative); `iso` must be a date. */
export const addIsoDays = (iso: string, days: number): string => isoDay(dayStartMs(iso) + days * DAY_MS)

/** Whole days from one ISO date to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStartMs(to) - dayStartMs(from)) / DAY_MS)
