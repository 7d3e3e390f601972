import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DESTINATIONS } from '../trips/trip-images.ts'
import { FLIGHT_CABINS } from './flight-search-contract.ts'
import {
  DEMO_PLACE_CODES,
  flightApiQuery,
  flightResultsPath,
  parseFlightResultsUrl,
  type TFlightSearch,
} from './flight-search-url.ts'

const segmentsOf = (path: string) => {
  const url = new URL(path, 'http://x')
  return { segments: url.pathname.split('/').slice(3).map(decodeURIComponent), query: url.searchParams }
}
const parse = (path: string) => {
  const { segments, query } = segmentsOf(path)
  return parseFlightResultsUrl(segments, query)
}

const code = fc.stringMatching(/^[A-Z]{3}$/)
const date = fc
  .integer({ min: 0, max: 700 })
  .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10))
const leg = fc.record({ from: code, to: code, date })
const travellers = {
  adults: fc.integer({ min: 1, max: 9 }),
  children: fc.integer({ min: 0, max: 8 }),
  infants: fc.integer({ min: 0, max: 9 }),
  cabin: fc.constantFrom(...FLIGHT_CABINS),
}
const search: fc.Arbitrary<TFlightSearch> = fc.oneof(
  fc.record({ kind: fc.constant('oneWay' as const), legs: fc.tuple(leg), ...travellers }),
  fc.record({
    kind: fc.constant('roundTrip' as const),
    legs: leg.chain((l) => date.map((back) => [l, { from: l.to, to: l.from, date: back }])),
    ...travellers,
  }),
  fc.record({
    kind: fc.constant('multiCity' as const),
    legs: fc.array(leg, { minLength: 2, maxLength: 5 }),
    ...travellers,
  }),
)

describe('the flight results URL', () => {
  it('reads back every search it writes, with its sort and filters', () => {
    fc.assert(
      fc.property(
        search,
        fc.constantFrom('best', 'cheapest', 'quickest'),
        fc.constantFrom('0', '0,1', undefined),
        (s, sort, stops) => {
          const filters = { sort, ...(stops ? { stops } : {}) }
          const back = parse(flightResultsPath(s, filters))
          expect(back?.search).toEqual(s)
          expect(back?.filters).toEqual(sort === 'best' ? (stops ? { stops } : {}) : filters)
        },
      ),
    )
  })

  it('reads the short forms people share', () => {
    expect(parse('/flights/search/SEL-TYO/2026-12-01/2026-12-05?adults=2')?.search).toEqual({
      kind: 'roundTrip',
      legs: [
        { from: 'SEL', to: 'TYO', date: '2026-12-01' },
        { from: 'TYO', to: 'SEL', date: '2026-12-05' },
      ],
      adults: 2,
      children: 0,
      infants: 0,
      cabin: 'economy',
    })
    expect(parse('/flights/search/sel-tyo/2026-12-01')?.search.legs).toEqual([
      { from: 'SEL', to: 'TYO', date: '2026-12-01' },
    ])
  })

  it('keeps the demo catalogue’s place URLs working, hyphenated names too', () => {
    expect(parse('/flights/search/seoul-tokyo/2026-12-01')?.search.legs).toEqual([
      { from: 'SEL', to: 'TYO', date: '2026-12-01' },
    ])
    expect(parse('/flights/search/new-york-rio-de-janeiro/2026-12-01')?.search.legs[0]).toMatchObject({
      from: 'NYC',
      to: 'RIO',
    })
  })

  it('gives every demo place a code', () => {
    const missing = DESTINATIONS.filter((d) => d.key !== 'anywhere' && !DEMO_PLACE_CODES[d.key])
    expect(missing).toEqual([])
  })

  it('refuses what is not a search', () => {
    for (const path of [
      '/flights/search/SEL-TYO',
      '/flights/search/SEL-TYO/tomorrow',
      '/flights/search/SEL-ATLANTIS/2026-12-01',
      '/flights/search/SEL-TYO/2026-12-01/TYO-OSA',
      '/flights/search/A-B/2026-12-01/B-C/2026-12-02/C-D/2026-12-03',
      `/flights/search/${Array.from({ length: 6 }, (_, i) => `AA${i}-BB${i}/2026-12-0${i + 1}`).join('/')}`,
    ])
      expect(parse(path), path).toBeNull()
  })

  it('falls back to one adult in economy when travellers cannot be read', () => {
    expect(parse('/flights/search/SEL-TYO/2026-12-01?adults=0&children=x&cabin=jet')?.search).toMatchObject({
      adults: 1,
      children: 0,
      cabin: 'economy',
    })
  })

  it('asks the search API with its own names', () => {
    const s = parse('/flights/search/SEL-TYO/2026-12-01/ICN-OSA/2026-12-05?adults=2&stops=0')
    if (!s) throw new Error('no search')
    expect(flightApiQuery(s.search, s.filters, { currency: 'KRW', limit: 20 })).toEqual({
      legs: 'SEL-TYO-2026-12-01,ICN-OSA-2026-12-05',
      adults: '2',
      children: '0',
      infants: '0',
      cabin: 'economy',
      currency: 'KRW',
      stops: '0',
      limit: '20',
    })
  })
})
