import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isoDay } from '../calendar-days.ts'
import { ageOn, birthDateBounds, parseIsoDate, travelerAgeAllowed } from './account-contract.ts'

const day = fc
  .date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true })
  .map(isoDay)

describe('traveller age rules', () => {
  it('reads real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '24-01-01', '2024-1-1', '']) {
      expect(parseIsoDate(bad), bad).toBeNull()
    }
  })

  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17)
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18)
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17)
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18)
  })

  it('gives date-input bounds that agree with the age rule on every day (property)', () => {
    fc.assert(
      fc.property(day, day, (today, born) => {
        const { earliest, latest } = birthDateBounds(today)
        expect(travelerAgeAllowed(born, today)).toBe(born >= earliest && born <= latest)
      }),
      { numRuns: 2000 },
    )
  })

  it('uses the configured bounds', () => {
    const config = { age: { min: 0, max: 2 }, genders: ['M', 'F'] }
    expect(travelerAgeAllowed('2024-05-01', '2025-05-01', config)).toBe(true)
    expect(travelerAgeAllowed('2020-05-01', '2025-05-01', config)).toBe(false)
  })
})
