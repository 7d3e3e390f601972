import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_PLACES,
  parseSearchPath,
  searchPagePath,
  splitRoute,
  type TCatalogueSearch,
  VERTICAL_PAGE_SEGMENTS,
} from './catalogue-contract.ts'

const segmentsOf = (path: string) => path.split('/').slice(3).map(decodeURIComponent)

describe('the results pages’ URLs (decision 044)', () => {
  it('are the documented shapes', () => {
    expect(searchPagePath({ vertical: 'flight', from: 'seoul', to: 'tokyo', date: '2026-12-01' })).toBe(
      '/flights/search/seoul-tokyo/2026-12-01',
    )
    expect(
      searchPagePath({ vertical: 'hotel', destination: 'new-york', start: '2026-12-01', end: '2026-12-04' }),
    ).toBe('/hotels/search/new-york/2026-12-01/2026-12-04')
  })

  it('read back to the same search for every pair of places, hyphenated keys included', () => {
    for (const from of CATALOGUE_PLACES) {
      for (const to of CATALOGUE_PLACES) {
        if (from === to) continue
        const search: TCatalogueSearch = { vertical: 'train', from, to, date: '2026-12-01' }
        expect(parseSearchPath('train', segmentsOf(searchPagePath(search)))).toEqual(search)
      }
    }
    for (const vertical of ['hotel', 'car'] as const) {
      const search: TCatalogueSearch = {
        vertical,
        destination: 'rio-de-janeiro',
        start: '2026-12-01',
        end: '2026-12-02',
      }
      const path = searchPagePath(search)
      expect(path.startsWith(`/${VERTICAL_PAGE_SEGMENTS[vertical]}/search/`)).toBe(true)
      expect(parseSearchPath(vertical, segmentsOf(path))).toEqual(search)
    }
  })

  it('refuse unknown places, the catch-all image key, bad dates and wrong lengths', () => {
    expect(splitRoute('seoul-atlantis')).toBeNull()
    expect(splitRoute('anywhere-seoul')).toBeNull()
    expect(parseSearchPath('flight', ['seoul-tokyo', 'tomorrow'])).toBeNull()
    expect(parseSearchPath('flight', ['seoul-tokyo'])).toBeNull()
    expect(parseSearchPath('hotel', ['anywhere', '2026-12-01', '2026-12-02'])).toBeNull()
    expect(parseSearchPath('car', ['seoul', '2026-12-01'])).toBeNull()
  })

  it('read a stay search box URL (a city code) as its demo place, for the other verticals’ links', () => {
    expect(parseSearchPath('hotel', ['TYO', '2026-12-01', '2026-12-03'])).toEqual({
      vertical: 'hotel',
      destination: 'tokyo',
      start: '2026-12-01',
      end: '2026-12-03',
    })
    expect(parseSearchPath('hotel', ['XQZ', '2026-12-01', '2026-12-03'])).toBeNull()
    expect(parseSearchPath('car', ['TYO', '2026-12-01', '2026-12-03'])).toBeNull()
  })
})
