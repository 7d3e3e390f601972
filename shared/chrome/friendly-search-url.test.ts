import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_PLACES,
  parseSearchPath,
  searchPagePath,
  type TCatalogueSearch,
  VERTICAL_PAGE_SEGMENTS,
} from '../trips/catalogue-contract.ts'
import { HOME_PLACES } from '../trips/home-places.ts'
import { TRIP_VERTICALS, type TTripVertical } from '../trips/trips-contract.ts'
import {
  addDays,
  CATALOGUE_NAV_VERTICALS,
  catalogueVerticalOf,
  convertSearchUrl,
  FriendlyUrlErrorCode,
  parseResultsUrl,
} from './friendly-search-url.ts'
import { isSafeConvertedUrl } from './friendly-url.ts'
import { SITE_VERTICALS } from './navigation.ts'

const place = fc.constantFrom(...CATALOGUE_PLACES)
const home = fc.option(fc.constantFrom(...Object.values(HOME_PLACES)), { nil: null })
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const vertical = fc.constantFrom(...TRIP_VERTICALS)
const nav = (v: TTripVertical) => CATALOGUE_NAV_VERTICALS[v]

const routeSearch = (v: 'flight' | 'train') =>
  fc.record({ from: place, to: place, date: isoDate }).map((s) => ({ vertical: v, ...s }) as TCatalogueSearch)
const staySearch = (v: 'hotel' | 'car') =>
  fc
    .record({ destination: place, start: isoDate, nights: fc.integer({ min: 1, max: 30 }) })
    .map(
      ({ destination, start, nights }) =>
        ({ vertical: v, destination, start, end: addDays(start, nights) as string }) as TCatalogueSearch,
    )
const anySearch = fc.oneof(
  routeSearch('flight'),
  routeSearch('train'),
  staySearch('hotel'),
  staySearch('car'),
)

/** The search a converted URL stands for, read back as the target vertical's results page reads it. */
function pageSearch(target: TTripVertical, url: string): TCatalogueSearch | null {
  const [, first, second, ...rest] = url.split('/')
  if (first !== VERTICAL_PAGE_SEGMENTS[target] || second !== 'search') return null
  return parseSearchPath(target, rest.map(decodeURIComponent))
}

function convert(search: TCatalogueSearch, target: TTripVertical, at: string | null) {
  return convertSearchUrl(nav(search.vertical), nav(target), searchPagePath(search), at)
}

describe('friendly search URLs: converting between the results pages (decision 048)', () => {
  it('name each catalogue vertical by a navigation vertical and back', () => {
    for (const v of TRIP_VERTICALS) {
      expect(SITE_VERTICALS).toContain(nav(v))
      expect(catalogueVerticalOf(nav(v))).toBe(v)
    }
    expect(catalogueVerticalOf('trips')).toBeNull()
    expect(catalogueVerticalOf('flight')).toBeNull()
  })

  it('always answer a same-site path of the target vertical’s format, or a refusal', () => {
    fc.assert(
      fc.property(anySearch, vertical, home, (search, target, at) => {
        const out = convert(search, target, at)
        if (!out.ok) {
          expect(out.code).toBe(FriendlyUrlErrorCode.NOT_CONVERTIBLE)
          return
        }
        expect(isSafeConvertedUrl(out.convertedUrl)).toBe(true)
        expect(pageSearch(target, out.convertedUrl)?.vertical).toBe(target)
      }),
    )
  })

  it('flight and train, hotel and car, convert both ways unchanged', () => {
    const pairs: [TTripVertical, TTripVertical][] = [
      ['flight', 'train'],
      ['train', 'flight'],
      ['hotel', 'car'],
      ['car', 'hotel'],
    ]
    for (const [a, b] of pairs) {
      const arb = a === 'flight' || a === 'train' ? routeSearch(a) : staySearch(a as 'hotel' | 'car')
      fc.assert(
        fc.property(arb, home, (search, at) => {
          const there = convert(search, b, at)
          if (!there.ok) throw new Error(there.code)
          const back = convertSearchUrl(nav(b), nav(a), there.convertedUrl, at)
          expect(back).toEqual({ ok: true, convertedUrl: searchPagePath(search) })
        }),
      )
    }
  })

  it('a journey becomes a stay at its destination from its date, one night, and back from the home place', () => {
    fc.assert(
      fc.property(
        routeSearch('flight'),
        fc.constantFrom('hotel', 'car') as fc.Arbitrary<'hotel' | 'car'>,
        (search, stay) => {
          if (search.vertical !== 'flight') return
          const out = convert(search, stay, null)
          if (!out.ok) throw new Error(out.code)
          expect(pageSearch(stay, out.convertedUrl)).toEqual({
            vertical: stay,
            destination: search.to,
            start: search.date,
            end: addDays(search.date, 1),
          })
          // Back again from where it set out: the same flight, whenever the origin is the home place.
          const back = convertSearchUrl(nav(stay), 'flights', out.convertedUrl, search.from)
          if (search.from === search.to) expect(back).toEqual({ ok: false, code: 'NOT_CONVERTIBLE' })
          else expect(back).toEqual({ ok: true, convertedUrl: searchPagePath(search) })
        },
      ),
    )
  })

  it('a stay becomes a journey from the home place on its first day; without a home it is refused', () => {
    fc.assert(
      fc.property(
        staySearch('hotel'),
        home,
        fc.constantFrom('flight', 'train') as fc.Arbitrary<'flight' | 'train'>,
        (search, at, journey) => {
          if (search.vertical !== 'hotel') return
          const out = convert(search, journey, at)
          if (!at || at === search.destination) {
            expect(out).toEqual({ ok: false, code: FriendlyUrlErrorCode.NOT_CONVERTIBLE })
            return
          }
          if (!out.ok) throw new Error(out.code)
          expect(pageSearch(journey, out.convertedUrl)).toEqual({
            vertical: journey,
            from: at,
            to: search.destination,
            date: search.start,
          })
        },
      ),
    )
  })

  it('the journey’s example: Seoul to Tokyo on 1 December is a Tokyo hotel for the night of 1 December', () => {
    expect(
      convertSearchUrl('flights', 'hotels', '/flights/search/seoul-tokyo/2026-12-01?sort=price', null),
    ).toEqual({
      ok: true,
      convertedUrl: '/hotels/search/tokyo/2026-12-01/2026-12-02',
    })
    expect(
      convertSearchUrl('hotels', 'flights', '/hotels/search/tokyo/2026-12-31/2027-01-03', 'seoul'),
    ).toEqual({
      ok: true,
      convertedUrl: '/flights/search/seoul-tokyo/2026-12-31',
    })
  })

  it('reads the search box’s flight URLs: codes of the demo places, and a round trip’s return as the stay’s end', () => {
    expect(
      convertSearchUrl('flights', 'hotels', '/flights/search/SEL-TYO/2026-12-01/2026-12-05?adults=2', null),
    ).toEqual({ ok: true, convertedUrl: '/hotels/search/tokyo/2026-12-01/2026-12-05' })
    expect(convertSearchUrl('flights', 'trains', '/flights/search/PAR-LON/2026-12-01', null)).toEqual({
      ok: true,
      convertedUrl: '/trains/search/paris-london/2026-12-01',
    })
    // Frankfurt is no demo place (stays come with issue 25), and a return before the departure is no trip.
    for (const url of ['/flights/search/SEL-FRA/2026-12-01', '/flights/search/SEL-TYO/2026-12-05/2026-12-01'])
      expect(convertSearchUrl('flights', 'hotels', url, null)).toEqual({
        ok: false,
        code: FriendlyUrlErrorCode.SEARCH_URL_INVALID,
      })
  })

  it('never answers another site, whatever the URL: foreign, scheme-relative and malformed ones are refused', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webUrl().map((u) => u.replace(/^https?:/, '')),
      fc.constantFrom(
        '//evil.test/flights/search/seoul-tokyo/2026-12-01',
        '/\\evil.test/flights/search/seoul-tokyo/2026-12-01',
        'https://evil.test/flights/search/seoul-tokyo/2026-12-01',
        'javascript:alert(1)',
        '/flights/search/seoul-tokyo/2026-02-30',
        '/flights/search/seoul-nowhere/2026-12-01',
        '/hotels/search/tokyo/2026-12-03/2026-12-01',
        '/hotels/search/tokyo/2026-12-01',
        '/flights/search/%E0%A4%A/2026-12-01',
        '/trips/search/seoul-tokyo/2026-12-01',
      ),
      fc
        .tuple(fc.constantFrom('/flights/search/', '/hotels/search/'), fc.string(), fc.string())
        .map(([a, b, c]) => `${a}${b}/${c}`),
    )
    fc.assert(
      fc.property(vertical, vertical, hostile, home, (a, b, url, at) => {
        const out = convertSearchUrl(nav(a), nav(b), url, at)
        if (out.ok) {
          expect(isSafeConvertedUrl(out.convertedUrl)).toBe(true)
          expect(pageSearch(b, out.convertedUrl)).not.toBeNull()
          expect(parseResultsUrl(a, url)).not.toBeNull()
        }
      }),
      // Generated web URLs are slow to make; a few hundred cases of each kind are plenty.
      { numRuns: 300 },
    )
    expect(
      convertSearchUrl('flights', 'hotels', '//evil.test/flights/search/seoul-tokyo/2026-12-01', null),
    ).toEqual({
      ok: false,
      code: FriendlyUrlErrorCode.SEARCH_URL_INVALID,
    })
  })

  it('refuses verticals without results pages', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        if (catalogueVerticalOf(a) && catalogueVerticalOf(b)) return
        expect(convertSearchUrl(a, b, '/flights/search/seoul-tokyo/2026-12-01', 'seoul')).toEqual({
          ok: false,
          code: FriendlyUrlErrorCode.UNSUPPORTED_VERTICAL,
        })
      }),
    )
  })

  it('adds days across months and leap years, and refuses dates that do not exist', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('9999-12-31', 1)).toBeNull()
    expect(addDays('2026-02-29', 1)).toBeNull()
  })
})
