import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hhmm, isoLocal, localDate, offsetMinutes, zonedToUtc } from './zoned-time.ts'

describe('local times in an airport’s zone', () => {
  it('knows the offsets, summer time included', () => {
    expect(offsetMinutes(Date.parse('2026-12-01T00:00:00Z'), 'Asia/Seoul')).toBe(540)
    expect(offsetMinutes(Date.parse('2026-12-01T00:00:00Z'), 'America/New_York')).toBe(-300)
    expect(offsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240)
    expect(offsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330)
  })

  it('turns a local departure into UTC and back, with its offset', () => {
    const utc = zonedToUtc('2026-12-01', 7 * 60 + 15, 'Asia/Seoul')
    expect(new Date(utc).toISOString()).toBe('2026-11-30T22:15:00.000Z')
    expect(isoLocal(utc, 'Asia/Seoul')).toBe('2026-12-01T07:15:00+09:00')
    expect(isoLocal(utc, 'America/Los_Angeles')).toBe('2026-11-30T14:15:00-08:00')
    expect(localDate(utc, 'Europe/London')).toBe('2026-11-30')
  })

  it('gives back the same wall time for any minute of any day in any of these zones', () => {
    const zones = ['Asia/Seoul', 'Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu']
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 0, max: 1439 }),
        (zone, day, minute) => {
          const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)
          const utc = zonedToUtc(date, minute, zone)
          const iso = isoLocal(utc, zone)
          // A wall time inside a spring-forward gap does not exist; every other one comes back.
          if (iso.slice(0, 10) === date && iso.slice(11, 16) !== hhmm(minute))
            expect(
              Math.abs(offsetMinutes(utc, zone) - offsetMinutes(utc - 86_400_000, zone)),
            ).toBeGreaterThan(0)
        },
      ),
    )
  })
})
