import {
  FLIGHT_CABINS,
  FLIGHT_SEARCH_LIMITS,
  FLIGHT_SORTS,
  type TFlightLegSearch,
} from './flight-search-rules.ts'

/*
 * The flight results page's URL (issue 24 item 3, decision 072): the whole search, shareable.
 *
 *   /flights/search/SEL-TYO/2026-12-01                       one way
 *   /flights/search/SEL-TYO/2026-12-01/2026-12-05            round trip
 *   /flights/search/SEL-TYO/2026-12-01/TYO-OSA/2026-12-05    multi-city (2 to 5 legs)
 *   ?adults=2&children=1&infants=0&cabin=business             travellers and cabin (defaults left out)
 *   &sort=cheapest&stops=0&airlines=FW,KX&depart0=6-12       sort and filters: the search API's own names
 *
 * The demo catalogue's place keys (/flights/search/seoul-tokyo/2026-12-01) stay valid: each names its
 * city's IATA code. The search box's plain GET form goes to FLIGHT_FORM_PATH with FLIGHT_FORM_FIELDS; the
 * server resolves typed place names there and answers with the results URL.
 */
export const FLIGHT_RESULTS_BASE = '/flights/search'
export const FLIGHT_FORM_PATH = FLIGHT_RESULTS_BASE

export const TRIP_KINDS = ['roundTrip', 'oneWay', 'multiCity'] as const
export type TTripKind = (typeof TRIP_KINDS)[number]
export type TCabin = (typeof FLIGHT_CABINS)[number]

/** The GET form's field names; multi-city legs are from1/to1/depart1 and so on (the first leg unnumbered). */
export const FLIGHT_FORM_FIELDS = {
  trip: 'trip',
  from: 'from',
  to: 'to',
  depart: 'depart',
  return: 'return',
  adults: 'adults',
  children: 'children',
  infants: 'infants',
  cabin: 'cabin',
} as const

export interface TFlightSearch {
  kind: TTripKind
  legs: TFlightLegSearch[]
  adults: number
  children: number
  infants: number
  cabin: TCabin
}

/** Sort and filters: the search API's own query names and values, as strings. */
export const FLIGHT_FILTER_PARAMS = [
  'sort',
  'stops',
  'airlines',
  'alliances',
  'maxDuration',
  'maxPrice',
  'bags',
  'policy',
  ...[0, 1, 2, 3, 4].flatMap((i) => [`depart${i}`, `arrive${i}`]),
] as const
export type TFlightFilterParam = (typeof FLIGHT_FILTER_PARAMS)[number]
export type TFlightFilters = Partial<Record<TFlightFilterParam, string>>

/** The demo catalogue's place keys and the IATA city (or airport) codes they stand for. */
export const DEMO_PLACE_CODES: Readonly<Record<string, string>> = {
  seoul: 'SEL',
  busan: 'PUS',
  jeju: 'CJU',
  tokyo: 'TYO',
  osaka: 'OSA',
  bangkok: 'BKK',
  singapore: 'SIN',
  sydney: 'SYD',
  auckland: 'AKL',
  paris: 'PAR',
  london: 'LON',
  rome: 'ROM',
  barcelona: 'BCN',
  berlin: 'BER',
  'new-york': 'NYC',
  'san-francisco': 'SFO',
  'los-angeles': 'LAX',
  honolulu: 'HNL',
  vancouver: 'YVR',
  'rio-de-janeiro': 'RIO',
  'cape-town': 'CPT',
  reykjavik: 'KEF',
}

/** The demo place a code stands for, if any (the other verticals still search demo places). */
export function demoPlaceOfCode(code: string): string | null {
  for (const [key, value] of Object.entries(DEMO_PLACE_CODES)) if (value === code) return key
  return null
}

const CODE = /^[A-Z]{3}$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** "SEL-TYO" or "seoul-tokyo" (demo keys hold hyphens themselves: "new-york-seoul"). */
export function parseRoute(route: string): [string, string] | null {
  const upper = /^[A-Za-z]{3}-[A-Za-z]{3}$/.test(route) ? route.toUpperCase().split('-') : null
  if (upper?.[0] && upper[1]) return [upper[0], upper[1]]
  const parts = route.split('-')
  for (let i = 1; i < parts.length; i += 1) {
    const from = DEMO_PLACE_CODES[parts.slice(0, i).join('-')]
    const to = DEMO_PLACE_CODES[parts.slice(i).join('-')]
    if (from && to) return [from, to]
  }
  return null
}

/** The path's segments after /flights/search/ to the search's legs; null when they are not a search. */
export function parseFlightResultsSegments(
  segments: readonly string[],
): Pick<TFlightSearch, 'kind' | 'legs'> | null {
  const [first, depart, third, ...rest] = segments
  if (!first || !depart || !ISO_DATE.test(depart)) return null
  const route = parseRoute(first)
  if (!route) return null
  const outbound = { from: route[0], to: route[1], date: depart }
  if (third === undefined) return { kind: 'oneWay', legs: [outbound] }
  if (ISO_DATE.test(third) && rest.length === 0)
    return { kind: 'roundTrip', legs: [outbound, { from: route[1], to: route[0], date: third }] }
  const pairs = segments.length / 2
  if (
    !Number.isInteger(pairs) ||
    pairs < FLIGHT_SEARCH_LIMITS.minLegs ||
    pairs > FLIGHT_SEARCH_LIMITS.maxLegs
  )
    return null
  const legs: TFlightLegSearch[] = []
  for (let i = 0; i < segments.length; i += 2) {
    const leg = parseRoute(segments[i] ?? '')
    const date = segments[i + 1] ?? ''
    if (!leg || !ISO_DATE.test(date)) return null
    legs.push({ from: leg[0], to: leg[1], date })
  }
  return { kind: 'multiCity', legs }
}

const count = (value: string | null, min: number, fallback: number) => {
  const n = value === null || value === '' ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= min && n <= FLIGHT_SEARCH_LIMITS.maxTravellers ? n : fallback
}

/** Travellers and cabin from a query; anything unreadable falls back to its default. */
export function parseTravellers(
  query: URLSearchParams,
): Pick<TFlightSearch, 'adults' | 'children' | 'infants' | 'cabin'> {
  const cabin = query.get(FLIGHT_FORM_FIELDS.cabin) ?? ''
  return {
    adults: count(query.get(FLIGHT_FORM_FIELDS.adults), 1, 1),
    children: count(query.get(FLIGHT_FORM_FIELDS.children), 0, 0),
    infants: count(query.get(FLIGHT_FORM_FIELDS.infants), 0, 0),
    cabin: (FLIGHT_CABINS as readonly string[]).includes(cabin) ? (cabin as TCabin) : 'economy',
  }
}

/** A results page's path (after the base) and query back to its search; null when the path is none. */
export function parseFlightResultsUrl(
  segments: readonly string[],
  query: URLSearchParams,
): { search: TFlightSearch; filters: TFlightFilters } | null {
  const legs = parseFlightResultsSegments(segments)
  if (!legs) return null
  const filters: TFlightFilters = {}
  for (const name of FLIGHT_FILTER_PARAMS) {
    const value = query.get(name)
    if (value) filters[name] = value
  }
  return { search: { ...legs, ...parseTravellers(query) }, filters }
}

/** The results page of a search, its sort and filters in the query (defaults left out). */
export function flightResultsPath(search: TFlightSearch, filters: TFlightFilters = {}): string {
  const legs = search.legs
  const path =
    search.kind === 'roundTrip' && legs.length === 2
      ? [`${legs[0]?.from}-${legs[0]?.to}`, legs[0]?.date, legs[1]?.date]
      : legs.flatMap((leg) => [`${leg.from}-${leg.to}`, leg.date])
  const query = new URLSearchParams()
  if (search.adults !== 1) query.set('adults', String(search.adults))
  if (search.children) query.set('children', String(search.children))
  if (search.infants) query.set('infants', String(search.infants))
  if (search.cabin !== 'economy') query.set('cabin', search.cabin)
  for (const name of FLIGHT_FILTER_PARAMS) {
    const value = filters[name]
    if (value && !(name === 'sort' && value === FLIGHT_SORTS[0])) query.set(name, value)
  }
  const q = query.toString()
  return `${FLIGHT_RESULTS_BASE}/${path.map((s) => encodeURIComponent(s ?? '')).join('/')}${q ? `?${q}` : ''}`
}

/** The search API's query for a results page's search and filters. */
export function flightApiQuery(
  search: TFlightSearch,
  filters: TFlightFilters,
  extra: { currency: string; limit?: number; offset?: number },
): Record<string, string> {
  const [first, second] = search.legs
  const where: Record<string, string> =
    search.kind === 'multiCity'
      ? { legs: search.legs.map((l) => `${l.from}-${l.to}-${l.date}`).join(',') }
      : {
          from: first?.from ?? '',
          to: first?.to ?? '',
          depart: first?.date ?? '',
          ...(search.kind === 'roundTrip' && second ? { return: second.date } : {}),
        }
  const out: Record<string, string> = {
    ...where,
    adults: String(search.adults),
    children: String(search.children),
    infants: String(search.infants),
    cabin: search.cabin,
    currency: extra.currency,
  }
  for (const [name, value] of Object.entries(filters)) if (value) out[name] = value
  if (extra.limit !== undefined) out.limit = String(extra.limit)
  if (extra.offset) out.offset = String(extra.offset)
  return out
}

/** Whether a code is a place code's shape (the form sends typed text before the page hydrates). */
export const isPlaceCode = (value: string) => CODE.test(value)
