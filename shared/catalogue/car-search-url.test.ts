import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CAR_FILTER_PARAMS,
  carApiQuery,
  carResultsPath,
  parseCarResultsUrl,
  type TCarFilters,
} from './car-search-url.ts'

const date = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const code = fc.stringMatching(/^[A-Z]{3}$/)
const time = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
const searches = fc
  .record({
    pickup: code,
    dropoff: fc.option(code, { nil: null }),
    pickupDate: date,
    pickupTime: time,
    dropoffDate: date,
    dropoffTime: time,
    driverAge: fc.integer({ min: 0, max: 200 }),
  })
  // A drop-off where the car was picked up is no drop-off.
  .map((s) => (s.dropoff === s.pickup ? { ...s, dropoff: null } : s))
const filters = fc.record(
  Object.fromEntries(CAR_FILTER_PARAMS.map((p) => [p, fc.stringMatching(/^[a-z0-9,]{1,12}$/)])),
  { requiredKeys: [] },
) as fc.Arbitrary<TCarFilters>

const split = (url: string) => {
  const [path = '', query = ''] = url.split('?')
  return { segments: path.split('/').filter(Boolean).slice(2), query: new URLSearchParams(query) }
}

describe('the car results URL', () => {
  it('reads back every search and its filters (defaults left out)', () => {
    fc.assert(
      fc.property(searches, filters, (search, f) => {
        const { segments, query } = split(carResultsPath(search, f))
        const expected = Object.fromEntries(
          Object.entries(f).filter(([name, value]) => value && !(name === 'sort' && value === 'recommended')),
        )
        expect(parseCarResultsUrl(segments, query)).toEqual({ search, filters: expected })
      }),
    )
  })

  it('keeps demo place keys, defaults what it cannot read, and refuses what is no search', () => {
    const parsed = parseCarResultsUrl(
      ['tokyo', '2026-12-20', '2026-12-23'],
      new URLSearchParams('pickupTime=25:00'),
    )
    expect(parsed?.search).toEqual({
      pickup: 'TYO',
      dropoff: null,
      pickupDate: '2026-12-20',
      pickupTime: '10:00',
      dropoffDate: '2026-12-23',
      dropoffTime: '10:00',
      driverAge: 30,
    })
    const q = new URLSearchParams()
    expect(parseCarResultsUrl(['nowhere', '2026-12-20', '2026-12-23'], q)).toBeNull()
    expect(parseCarResultsUrl(['ICN', '2026-12-20'], q)).toBeNull()
    expect(parseCarResultsUrl(['ICN', 'soon', '2026-12-23'], q)).toBeNull()
  })

  it('asks the API for the rental, its filters, currency and page', () => {
    const search = {
      pickup: 'SEL',
      dropoff: 'PUS',
      pickupDate: '2026-12-20',
      pickupTime: '09:30',
      dropoffDate: '2026-12-23',
      dropoffTime: '10:00',
      driverAge: 23,
    }
    expect(carApiQuery(search, { classes: 'compact' }, { currency: 'KRW', limit: 20 })).toEqual({
      pickupPlace: 'SEL',
      dropoffPlace: 'PUS',
      pickup: '2026-12-20T09:30',
      dropoff: '2026-12-23T10:00',
      driverAge: '23',
      currency: 'KRW',
      classes: 'compact',
      limit: '20',
    })
  })
})
