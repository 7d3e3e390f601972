import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localIso, offsetMinutesOf, wallClockOf } from './local-time.ts'

describe('local times', () => {
  it('reads the offset an ISO time is written in', () => {
    expect(offsetMinutesOf('2027-01-10T07:50:00+09:00')).toBe(540)
    expect(offsetMinutesOf('2027-01-10T07:50:00-03:30')).toBe(-210)
    expect(offsetMinutesOf('2027-01-10T07:50:00.000Z')).toBe(0)
    expect(offsetMinutesOf('2027-01-10T07:50:00')).toBeNull()
  })

  it('writes an instant as a place’s wall clock, the same instant, which reads back as that wall clock', () => {
    expect(localIso(new Date('2027-01-09T22:50:00Z'), 540)).toBe('2027-01-10T07:50:00+09:00')
    expect(localIso(new Date('2027-01-09T22:50:00Z'), null)).toBe('2027-01-09T22:50:00.000Z')
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (ms, offset) => {
          const at = new Date(Math.floor(ms / 1000) * 1000)
          const iso = localIso(at, offset)
          expect(Date.parse(iso)).toBe(at.getTime())
          expect(offsetMinutesOf(iso)).toBe(offset)
          expect(wallClockOf(iso).getTime()).toBe(at.getTime() + offset * 60_000)
        },
      ),
    )
  })
})
