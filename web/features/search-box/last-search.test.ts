import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boxOf, daysFromToday, freshen, searchOf, withKind } from './flight-box-state.ts'
import { parseLastSearch } from './last-search.ts'

const SEOUL = { code: 'SEL', kind: 'city' as const, name: 'Seoul', cityName: 'Seoul', countryCode: 'KR' }
const TOKYO = { code: 'TYO', kind: 'city' as const, name: 'Tokyo', cityName: 'Tokyo', countryCode: 'JP' }

describe('the last search', () => {
  it('reads back what the box stored', () => {
    const box = { ...boxOf(undefined), legs: [{ from: SEOUL, to: TOKYO, date: daysFromToday(9) }], adults: 2 }
    expect(parseLastSearch(JSON.stringify(box))).toEqual(box)
  })

  it('never throws on what storage holds, and keeps only well-formed parts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const read = parseLastSearch(raw)
        if (read === null) return
        expect(read.adults).toBeGreaterThanOrEqual(1)
        expect(read.legs.length).toBeGreaterThanOrEqual(1)
        for (const leg of read.legs)
          expect(leg.date === '' || /^\d{4}-\d{2}-\d{2}$/.test(leg.date)).toBe(true)
      }),
    )
    expect(parseLastSearch('{"legs":[{"from":{"code":"<b>"},"date":"soon"}],"adults":99}')).toMatchObject({
      legs: [{ from: null, to: null, date: '' }],
      adults: 1,
    })
  })

  it('moves dates that have passed to the defaults', () => {
    const old = {
      ...boxOf(undefined),
      legs: [{ from: SEOUL, to: TOKYO, date: '2020-01-01' }],
      returnDate: '2020-01-05',
    }
    expect(freshen(old)).toMatchObject({
      legs: [{ from: SEOUL, to: TOKYO, date: daysFromToday(14) }],
      returnDate: daysFromToday(21),
    })
  })
})

describe('the box’s search', () => {
  it('makes a round trip of the outbound and the return date', () => {
    const box = {
      ...boxOf(undefined),
      legs: [{ from: SEOUL, to: TOKYO, date: daysFromToday(5) }],
      returnDate: daysFromToday(8),
    }
    expect(searchOf(box)).toEqual({
      search: {
        kind: 'roundTrip',
        legs: [
          { from: 'SEL', to: 'TYO', date: daysFromToday(5) },
          { from: 'TYO', to: 'SEL', date: daysFromToday(8) },
        ],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'economy',
      },
    })
  })

  it('leaves places typed but not chosen to the server, and keeps them when the trip kind changes', () => {
    const box = boxOf(undefined)
    expect(searchOf(box)).toEqual({ typed: true })
    const multi = withKind(
      { ...box, legs: [{ from: SEOUL, to: TOKYO, date: daysFromToday(5) }] },
      'multiCity',
    )
    expect(multi.legs).toEqual([
      { from: SEOUL, to: TOKYO, date: daysFromToday(5) },
      { from: TOKYO, to: null, date: daysFromToday(21) },
    ])
    expect(withKind(multi, 'oneWay').legs).toEqual([{ from: SEOUL, to: TOKYO, date: daysFromToday(5) }])
  })
})
