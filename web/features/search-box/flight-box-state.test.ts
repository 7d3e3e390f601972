import { describe, expect, it } from 'vitest'
import { boxOf, withDepartDate, withKind } from './flight-box-state.ts'

const roundTrip = {
  ...boxOf(undefined),
  legs: [{ from: null, to: null, date: '2027-01-10' }],
  returnDate: '2027-01-17',
}

describe('a flight box’s dates', () => {
  it('moves the return along, keeping the trip’s length, when the departure passes it', () => {
    expect(withDepartDate(roundTrip, 0, '2027-01-20')).toMatchObject({
      legs: [{ date: '2027-01-20' }],
      returnDate: '2027-01-27',
    })
    // Before the return: the return stays where it was.
    expect(withDepartDate(roundTrip, 0, '2027-01-12').returnDate).toBe('2027-01-17')
    // The same day is a day trip, not a problem.
    expect(withDepartDate(roundTrip, 0, '2027-01-17').returnDate).toBe('2027-01-17')
    // A date being typed (empty for a moment) moves nothing.
    expect(withDepartDate(roundTrip, 0, '').returnDate).toBe('2027-01-17')
  })

  it('keeps later flights of a multi-city trip from coming before an earlier one', () => {
    const multi = {
      ...withKind(roundTrip, 'multiCity'),
      legs: [
        { from: null, to: null, date: '2027-01-10' },
        { from: null, to: null, date: '2027-01-14' },
        { from: null, to: null, date: '2027-01-20' },
      ],
    }
    expect(withDepartDate(multi, 0, '2027-01-16').legs.map((l) => l.date)).toEqual([
      '2027-01-16',
      '2027-01-16',
      '2027-01-20',
    ])
    expect(withDepartDate(multi, 2, '2027-01-12').legs.map((l) => l.date)).toEqual([
      '2027-01-10',
      '2027-01-14',
      '2027-01-12',
    ])
  })
})
