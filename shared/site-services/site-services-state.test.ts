import { describe, expect, it } from 'vitest'
import { inSnowSeason, snowFalls } from './site-services-state.ts'

describe('when it snows', () => {
  it('falls in the season from 1 December to 6 January (UTC) unless switched on or off', () => {
    expect(inSnowSeason(new Date('2026-11-30T23:59:59Z'))).toBe(false)
    expect(inSnowSeason(new Date('2026-12-01T00:00:00Z'))).toBe(true)
    expect(inSnowSeason(new Date('2027-01-06T23:59:59Z'))).toBe(true)
    expect(inSnowSeason(new Date('2027-01-07T00:00:00Z'))).toBe(false)
    expect(snowFalls('season', new Date('2026-07-01T00:00:00Z'))).toBe(false)
    expect(snowFalls('on', new Date('2026-07-01T00:00:00Z'))).toBe(true)
    expect(snowFalls('off', new Date('2026-12-24T00:00:00Z'))).toBe(false)
  })
})
