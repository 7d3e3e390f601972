import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addIsoDays, DAY_MS, dayStartMs, daysBetween, isoDay, isRealDate } from './calendar-days.ts'

const days = fc.integer({ min: 0, max: 2_900_000 }).map((n) => isoDay(n * DAY_MS))

describe('calendar days', () => {
  it('reads the day of an instant in UTC, whatever its time', () => {
    expect(isoDay(Date.UTC(2026, 11, 1, 23, 59, 59))).toBe('2026-12-01')
    expect(isoDay(new Date(Date.UTC(2026, 11, 2)))).toBe('2026-12-02')
  })

  it('knows the real days: month lengths and leap years', () => {
    expect(['2028-02-29', '2026-04-30', '2000-02-29'].every(isRealDate)).toBe(true)
    expect(
      ['2026-02-29', '2026-04-31', '1900-02-29', '2026-13-01', '2026-1-01', 'today', ''].some(isRealDate),
    ).toBe(false)
    expect(Number.isNaN(dayStartMs('no day'))).toBe(true)
  })

  it('adds days and counts them back, across months, years and leap days', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -3000, max: 3000 }), (day, n) => {
        const later = addIsoDays(day, n)
        expect(isRealDate(later)).toBe(true)
        expect(daysBetween(day, later)).toBe(n)
        expect(addIsoDays(later, -n)).toBe(day)
      }),
    )
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})
