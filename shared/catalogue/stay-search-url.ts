import { DEMO_PLACE_CODES } from './flight-search-url.ts'
import { STAY_SEARCH_LIMITS, STAY_SORTS } from './stay-search-rules.ts'

/*
 * The stay results page's URL (issue 25 item 1, decision 081): the whole search, shareable.
 *
 *   /hotels/search/TYO/2026-12-01/2026-12-03                  a city (or airport) and the two dates
 *   ?adults=3&rooms=2                                          the party (2 adults in 1 room left out)
 *   &sort=cheapest&stars=4,5&amenities=wifi&cancellation=free  sort and filters: the search API's names
 *   /hotels/property/TYO123/2026-12-01/2026-12-03?adults=3     a property's rooms for the same stay
 *
 * The demo catalogue's place keys (/hotels/search/tokyo/…) stay valid. The search box's plain GET form
 * goes to STAY_FORM_PATH with STAY_FORM_FIELDS; the server resolves a typed place there.
 */
export const STAY_RESULTS_BASE = '/hotels/search'
export const STAY_FORM_PATH = STAY_RESULTS_BASE
export const STAY_PROPERTY_BASE = '/hotels/property'

export const STAY_FORM_FIELDS = {
  destination: 'destination',
  checkin: 'checkin',
  checkout: 'checkout',
  adults: 'adults',
  rooms: 'rooms',
} as const

export interface TStaySearch {
  destination: string
  checkin: string
  checkout: string
  adults: number
  rooms: number
}

/** Sort and filters: the search API's own query names and values, as strings. */
export const STAY_FILTER_PARAMS = [
  'sort',
  'maxPrice',
  'stars',
  'minRating',
  'amenities',
  'cancellation',
  'neighbourhoods',
  'policy',
] as const
export type TStayFilterParam = (typeof STAY_FILTER_PARAMS)[number]
export type TStayFilters = Partial<Record<TStayFilterParam, string>>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** "TYO", "tyo" or a demo key ("new-york") to a place code; null when it is none of these. */
function placeOf(segment: string): string | null {
  if (/^[A-Za-z]{3}$/.test(segment)) return segment.toUpperCase()
  return DEMO_PLACE_CODES[segment.toLowerCase()] ?? null
}

const whole = (value: string | null, min: number, max: number, fallback: number) => {
  const n = value === null || value === '' ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/** The party from a query; anything unreadable falls back to its default (2 adults, 1 room). */
export function parseParty(query: URLSearchParams): Pick<TStaySearch, 'adults' | 'rooms'> {
  return {
    adults: whole(query.get(STAY_FORM_FIELDS.adults), 1, STAY_SEARCH_LIMITS.maxAdults, 2),
    rooms: whole(query.get(STAY_FORM_FIELDS.rooms), 1, STAY_SEARCH_LIMITS.maxRooms, 1),
  }
}

/** A results page's segments (after the base) and query back to its search; null when they are none. */
export function parseStayResultsUrl(
  segments: readonly string[],
  query: URLSearchParams,
): { search: TStaySearch; filters: TStayFilters } | null {
  const [place, checkin, checkout, ...rest] = segments
  const destination = place ? placeOf(place) : null
  if (!destination || !checkin || !checkout || rest.length > 0) return null
  if (!ISO_DATE.test(checkin) || !ISO_DATE.test(checkout)) return null
  const filters: TStayFilters = {}
  for (const name of STAY_FILTER_PARAMS) {
    const value = query.get(name)
    if (value) filters[name] = value
  }
  return { search: { destination, checkin, checkout, ...parseParty(query) }, filters }
}

function partyQuery(search: TStaySearch): URLSearchParams {
  const query = new URLSearchParams()
  if (search.adults !== 2) query.set(STAY_FORM_FIELDS.adults, String(search.adults))
  if (search.rooms !== 1) query.set(STAY_FORM_FIELDS.rooms, String(search.rooms))
  return query
}

const withQuery = (path: string, query: URLSearchParams) => {
  const q = query.toString()
  return q ? `${path}?${q}` : path
}

/** The results page of a search, its sort and filters in the query (defaults left out). */
export function stayResultsPath(search: TStaySearch, filters: TStayFilters = {}): string {
  const query = partyQuery(search)
  for (const name of STAY_FILTER_PARAMS) {
    const value = filters[name]
    if (value && !(name === 'sort' && value === STAY_SORTS[0])) query.set(name, value)
  }
  const path = [search.destination, search.checkin, search.checkout].map(encodeURIComponent).join('/')
  return withQuery(`${STAY_RESULTS_BASE}/${path}`, query)
}

/** A property's page for the same stay and party. */
export function stayPropertyPath(search: TStaySearch, propertyId: string): string {
  const path = [propertyId, search.checkin, search.checkout].map(encodeURIComponent).join('/')
  return withQuery(`${STAY_PROPERTY_BASE}/${path}`, partyQuery(search))
}

/** A property page's segments and query back to the property and its stay; null when they are none. */
export function parseStayPropertyUrl(
  segments: readonly string[],
  query: URLSearchParams,
): { propertyId: string; search: TStaySearch } | null {
  const [propertyId, checkin, checkout, ...rest] = segments
  if (!propertyId || !/^[A-Z]{3}\d{3}$/.test(propertyId) || rest.length > 0) return null
  if (!checkin || !checkout || !ISO_DATE.test(checkin) || !ISO_DATE.test(checkout)) return null
  // The property's city is the first three letters of its id (stay-generator.ts).
  const search = { destination: propertyId.slice(0, 3), checkin, checkout, ...parseParty(query) }
  return { propertyId, search }
}

/** The search API's query for a results page's search and filters. */
export function stayApiQuery(
  search: TStaySearch,
  filters: TStayFilters,
  extra: { currency: string; limit?: number; offset?: number },
): Record<string, string> {
  const out: Record<string, string> = {
    destination: search.destination,
    checkin: search.checkin,
    checkout: search.checkout,
    adults: String(search.adults),
    rooms: String(search.rooms),
    currency: extra.currency,
  }
  for (const [name, value] of Object.entries(filters)) if (value) out[name] = value
  if (extra.limit !== undefined) out.limit = String(extra.limit)
  if (extra.offset) out.offset = String(extra.offset)
  return out
}
