import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STAY_SEARCH_LIMITS } from './stay-search-rules.ts'
import {
  parseStayPropertyUrl,
  parseStayResultsUrl,
  STAY_FILTER_PARAMS,
  stayApiQuery,
  stayPropertyPath,
  stayResultsPath,
  type TStayFilters,
} from './stay-search-url.ts'

const date = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const code = fc.stringMatching(/^[A-Z]{3}$/)
const searches = fc.record({
  destination: code,
  checkin: date,
  checkout: date,
  adults: fc.integer({ min: 1, max: STAY_SEARCH_LIMITS.maxAdults }),
  rooms: fc.integer({ min: 1, max: STAY_SEARCH_LIMITS.maxRooms }),
})
const filters = fc.record(
  Object.fromEntries(STAY_FILTER_PARAMS.map((p) => [p, fc.stringMatching(/^[a-z0-9,-]{1,12}$/)])),
  { requiredKeys: [] },
) as fc.Arbitrary<TStayFilters>

/** A path and query as the router hands them to the page. */
const split = (url: string) => {
  const [path = '', query = ''] = url.split('?')
  return { segments: path.split('/').filter(Boolean).slice(2), query: new URLSearchParams(query) }
}

describe('the stay results URL', () => {
  it('reads back every search and its filters (the default sort left out)', () => {
    fc.assert(
      fc.property(searches, filters, (search, f) => {
        const { segments, query } = split(stayResultsPath(search, f))
        const expected = Object.fromEntries(
          Object.entries(f).filter(([name, value]) => value && !(name === 'sort' && value === 'recommended')),
        )
        expect(parseStayResultsUrl(segments, query)).toEqual({ search, filters: expected })
      }),
    )
  })

  it('reads a property page back to its property and stay', () => {
    fc.assert(
      fc.property(searches, fc.integer({ min: 0, max: 999 }), (search, n) => {
        const id = `${search.destination}${String(n).padStart(3, '0')}`
        const { segments, query } = split(stayPropertyPath(search, id))
        expect(parseStayPropertyUrl(segments, query)).toEqual({ propertyId: id, search })
      }),
    )
  })

  it('keeps the demo catalogue’s place keys and lower-case codes, and refuses what is no search', () => {
    const q = new URLSearchParams()
    expect(parseStayResultsUrl(['tokyo', '2026-12-20', '2026-12-22'], q)?.search.destination).toBe('TYO')
    expect(parseStayResultsUrl(['par', '2026-12-20', '2026-12-22'], q)?.search.destination).toBe('PAR')
    expect(parseStayResultsUrl(['nowhere', '2026-12-20', '2026-12-22'], q)).toBeNull()
    expect(parseStayResultsUrl(['TYO', '2026-12-20'], q)).toBeNull()
    expect(parseStayResultsUrl(['TYO', 'soon', '2026-12-22'], q)).toBeNull()
    expect(parseStayResultsUrl(['TYO', '2026-12-20', '2026-12-22', 'more'], q)).toBeNull()
    expect(parseStayPropertyUrl(['tyo107', '2026-12-20', '2026-12-22'], q)).toBeNull()
  })

  it('falls back to two adults in one room when the party cannot be read', () => {
    const q = new URLSearchParams('adults=0&rooms=99')
    expect(parseStayResultsUrl(['TYO', '2026-12-20', '2026-12-22'], q)?.search).toMatchObject({
      adults: 2,
      rooms: 1,
    })
  })

  it('asks the API for the search, its filters, currency and page', () => {
    const search = { destination: 'TYO', checkin: '2026-12-20', checkout: '2026-12-22', adults: 2, rooms: 1 }
    expect(stayApiQuery(search, { stars: '4,5' }, { currency: 'KRW', limit: 20, offset: 40 })).toEqual({
      destination: 'TYO',
      checkin: '2026-12-20',
      checkout: '2026-12-22',
      adults: '2',
      rooms: '1',
      currency: 'KRW',
      stars: '4,5',
      limit: '20',
      offset: '40',
    })
  })
})
