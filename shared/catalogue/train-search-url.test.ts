import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TRAIN_SEARCH_LIMITS } from './train-search-rules.ts'
import {
  parseTrainResultsUrl,
  TRAIN_FILTER_PARAMS,
  type TTrainFilters,
  trainApiQuery,
  trainResultsPath,
} from './train-search-url.ts'

const date = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const code = fc.stringMatching(/^[A-Z]{3}$/)
const searches = fc.record({
  from: code,
  to: code,
  depart: date,
  return: fc.option(date, { nil: null }),
  adults: fc.integer({ min: 1, max: TRAIN_SEARCH_LIMITS.maxTravellers }),
})
const filters = fc.record(
  Object.fromEntries(TRAIN_FILTER_PARAMS.map((p) => [p, fc.stringMatching(/^[A-Za-z0-9,]{1,12}$/)])),
  { requiredKeys: [] },
) as fc.Arbitrary<TTrainFilters>

const split = (url: string) => {
  const [path = '', query = ''] = url.split('?')
  return { segments: path.split('/').filter(Boolean).slice(2), query: new URLSearchParams(query) }
}

describe('the train results URL', () => {
  it('reads back every search and its filters (the default sort left out)', () => {
    fc.assert(
      fc.property(searches, filters, (search, f) => {
        const { segments, query } = split(trainResultsPath(search, f))
        const expected = Object.fromEntries(
          Object.entries(f).filter(([name, value]) => value && !(name === 'sort' && value === 'departure')),
        )
        expect(parseTrainResultsUrl(segments, query)).toEqual({ search, filters: expected })
      }),
    )
  })

  it('keeps the demo catalogue’s place keys, and refuses what is no search', () => {
    const q = new URLSearchParams('adults=0')
    expect(parseTrainResultsUrl(['seoul-busan', '2026-12-20'], q)?.search).toEqual({
      from: 'SEL',
      to: 'PUS',
      depart: '2026-12-20',
      return: null,
      adults: 1,
    })
    expect(parseTrainResultsUrl(['seoul', '2026-12-20'], q)).toBeNull()
    expect(parseTrainResultsUrl(['SEL-PUS', 'soon'], q)).toBeNull()
    expect(parseTrainResultsUrl(['SEL-PUS', '2026-12-20', 'later'], q)).toBeNull()
    expect(parseTrainResultsUrl(['SEL-PUS', '2026-12-20', '2026-12-21', 'more'], q)).toBeNull()
  })

  it('asks the API for the search, the day back, its filters, currency and page', () => {
    const search = { from: 'PAR', to: 'LON', depart: '2026-12-20', return: '2026-12-22', adults: 2 }
    expect(trainApiQuery(search, { classes: 'first' }, { currency: 'EUR', limit: 20 })).toEqual({
      from: 'PAR',
      to: 'LON',
      depart: '2026-12-20',
      return: '2026-12-22',
      adults: '2',
      currency: 'EUR',
      classes: 'first',
      limit: '20',
    })
  })
})
