import { CAR_SEARCH_LIMITS, CAR_SORTS } from './car-search-rules.ts'
import { DEMO_PLACE_CODES } from './flight-search-url.ts'

/*
 * The car results page's URL (issue 25 item 2, decision 083): the whole search, shareable.
 *
 *   /cars/search/ICN/2026-12-20/2026-12-23                 picked up and returned at Incheon
 *   /cars/search/SEL-PUS/2026-12-20/2026-12-23             returned in Busan
 *   ?pickupTime=09:30&dropoffTime=18:00&driverAge=23       times and age (10:00, 10:00 and 30 left out)
 *   &sort=cheapest&classes=compact,suv&transmission=automatic   sort and filters: the search API's names
 *
 * The demo catalogue's place keys (/cars/search/tokyo/…) stay valid. The search box's plain GET form
 * goes to CAR_FORM_PATH with CAR_FORM_FIELDS; the server resolves typed places there.
 */
export const CAR_RESULTS_BASE = '/cars/search'
export const CAR_FORM_PATH = CAR_RESULTS_BASE

export const CAR_FORM_FIELDS = {
  pickup: 'pickup',
  dropoff: 'dropoff',
  pickupDate: 'pickupDate',
  pickupTime: 'pickupTime',
  dropoffDate: 'dropoffDate',
  dropoffTime: 'dropoffTime',
  driverAge: 'driverAge',
} as const

export const CAR_DEFAULT_TIME = '10:00'

export interface TCarSearch {
  pickup: string
  /** Where the car goes back; null: where it was picked up. */
  dropoff: string | null
  pickupDate: string
  pickupTime: string
  dropoffDate: string
  dropoffTime: string
  driverAge: number
}

export const CAR_FILTER_PARAMS = [
  'sort',
  'classes',
  'suppliers',
  'transmission',
  'minSeats',
  'mileage',
  'pickupKind',
  'maxPrice',
  'policy',
] as const
export type TCarFilterParam = (typeof CAR_FILTER_PARAMS)[number]
export type TCarFilters = Partial<Record<TCarFilterParam, string>>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** "ICN", "icn" or a demo key ("new-york") to a place code; null when it is none of these. */
const placeOf = (segment: string): string | null =>
  /^[A-Za-z]{3}$/.test(segment) ? segment.toUpperCase() : (DEMO_PLACE_CODES[segment.toLowerCase()] ?? null)

/** "ICN", "SEL-PUS" or a demo key to the pick-up and drop-off; null when it is none of these. */
function placesOf(segment: string): [string, string | null] | null {
  const alone = placeOf(segment)
  if (alone) return [alone, null]
  const pair = /^([A-Za-z]{3})-([A-Za-z]{3})$/.exec(segment)
  return pair?.[1] && pair[2] ? [pair[1].toUpperCase(), pair[2].toUpperCase()] : null
}

/** Times and the driver's age from a query; anything unreadable falls back to its default. */
export function parseRental(
  query: URLSearchParams,
): Pick<TCarSearch, 'pickupTime' | 'dropoffTime' | 'driverAge'> {
  const time = (name: string) => {
    const value = query.get(name) ?? ''
    return TIME.test(value) ? value : CAR_DEFAULT_TIME
  }
  const raw = query.get(CAR_FORM_FIELDS.driverAge)
  const age = raw === null || raw === '' ? Number.NaN : Number(raw)
  return {
    pickupTime: time(CAR_FORM_FIELDS.pickupTime),
    dropoffTime: time(CAR_FORM_FIELDS.dropoffTime),
    driverAge: Number.isInteger(age) && age >= 0 && age <= 200 ? age : CAR_SEARCH_LIMITS.defaultDriverAge,
  }
}

/** A results page's segments (after the base) and query back to its search; null when they are none. */
export function parseCarResultsUrl(
  segments: readonly string[],
  query: URLSearchParams,
): { search: TCarSearch; filters: TCarFilters } | null {
  const [where, pickupDate, dropoffDate, ...rest] = segments
  const places = where ? placesOf(where) : null
  if (!places || !pickupDate || !dropoffDate || rest.length > 0) return null
  if (!ISO_DATE.test(pickupDate) || !ISO_DATE.test(dropoffDate)) return null
  const filters: TCarFilters = {}
  for (const name of CAR_FILTER_PARAMS) {
    const value = query.get(name)
    if (value) filters[name] = value
  }
  const [pickup, dropoff] = places
  return { search: { pickup, dropoff, pickupDate, dropoffDate, ...parseRental(query) }, filters }
}

/** The results page of a search, its sort and filters in the query (defaults left out). */
export function carResultsPath(search: TCarSearch, filters: TCarFilters = {}): string {
  const query = new URLSearchParams()
  if (search.pickupTime !== CAR_DEFAULT_TIME) query.set(CAR_FORM_FIELDS.pickupTime, search.pickupTime)
  if (search.dropoffTime !== CAR_DEFAULT_TIME) query.set(CAR_FORM_FIELDS.dropoffTime, search.dropoffTime)
  if (search.driverAge !== CAR_SEARCH_LIMITS.defaultDriverAge)
    query.set(CAR_FORM_FIELDS.driverAge, String(search.driverAge))
  for (const name of CAR_FILTER_PARAMS) {
    const value = filters[name]
    if (value && !(name === 'sort' && value === CAR_SORTS[0])) query.set(name, value)
  }
  const where =
    search.dropoff && search.dropoff !== search.pickup ? `${search.pickup}-${search.dropoff}` : search.pickup
  const path = [where, search.pickupDate, search.dropoffDate].map(encodeURIComponent).join('/')
  const q = query.toString()
  return `${CAR_RESULTS_BASE}/${path}${q ? `?${q}` : ''}`
}

/** The search API's query for a results page's search and filters. */
export function carApiQuery(
  search: TCarSearch,
  filters: TCarFilters,
  extra: { currency: string; limit?: number; offset?: number },
): Record<string, string> {
  const out: Record<string, string> = {
    pickupPlace: search.pickup,
    ...(search.dropoff ? { dropoffPlace: search.dropoff } : {}),
    pickup: `${search.pickupDate}T${search.pickupTime}`,
    dropoff: `${search.dropoffDate}T${search.dropoffTime}`,
    driverAge: String(search.driverAge),
    currency: extra.currency,
  }
  for (const [name, value] of Object.entries(filters)) if (value) out[name] = value
  if (extra.limit !== undefined) out.limit = String(extra.limit)
  if (extra.offset) out.offset = String(extra.offset)
  return out
}
