/*
 * The demo catalogue (issue 8 item 7, decision 044): its search API and the results pages' URLs.
 *
 * Results page URLs (our own design; issue 10 converts between these and friendly URLs):
 *   /flights/search/{from}-{to}/{date}          e.g. /flights/search/seoul-tokyo/2026-12-01
 *   /trains/search/{from}-{to}/{date}           e.g. /trains/search/paris-london/2026-12-01
 *   /hotels/search/{destination}/{checkin}/{checkout}
 *   /cars/search/{destination}/{pickup}/{dropoff}
 * Places are destination keys of trip-images.ts. Keys contain hyphens themselves ("new-york"), so a
 * route's "{from}-{to}" is split at the hyphen where both halves are known keys. Dates are ISO dates.
 */

import { addIsoDays, daysBetween } from '../calendar-days.ts'
import { demoPlaceOfCode } from '../catalogue/flight-search-url.ts'
import { codes } from '../code-table.ts'
import { DESTINATIONS, destinationByKey } from './trip-images.ts'
import type { TTripVertical } from './trips-contract.ts'

const seg = (value: string) => encodeURIComponent(value)

export const CATALOGUE_API_PATHS = {
  /** GET with the vertical's query (catalogue-schemas.ts): the offers for that search. */
  search: (vertical: TTripVertical) => `/i/api/catalogue/v1/${seg(vertical)}/search`,
} as const

export const CATALOGUE_ROUTES = {
  search: '/i/api/catalogue/v1/:vertical/search',
} as const

/** Every place but "anywhere" (a trip's fallback image, not a place to go). */
export const CATALOGUE_PLACES = DESTINATIONS.filter((d) => d.key !== 'anywhere').map((d) => d.key)

export function isCataloguePlace(key: string): boolean {
  return key !== 'anywhere' && destinationByKey(key) !== null
}

/** The first path segment of each vertical's results pages. */
export const VERTICAL_PAGE_SEGMENTS: Record<TTripVertical, string> = {
  flight: 'flights',
  hotel: 'hotels',
  car: 'cars',
  train: 'trains',
}

/** `back`: a round trip's return date (flights only). */
export type TRouteSearch = {
  vertical: 'flight' | 'train'
  from: string
  to: string
  date: string
  back?: string
}
export type TStaySearch = { vertical: 'hotel' | 'car'; destination: string; start: string; end: string }
export type TCatalogueSearch = TRouteSearch | TStaySearch

export function isRouteSearch(search: TCatalogueSearch): search is TRouteSearch {
  return search.vertical === 'flight' || search.vertical === 'train'
}

/** The results page of a search. */
export function searchPagePath(search: TCatalogueSearch): string {
  const base = `/${VERTICAL_PAGE_SEGMENTS[search.vertical]}/search`
  if (isRouteSearch(search))
    return `${base}/${seg(search.from)}-${seg(search.to)}/${seg(search.date)}${search.back ? `/${seg(search.back)}` : ''}`
  return `${base}/${seg(search.destination)}/${seg(search.start)}/${seg(search.end)}`
}

/** "new-york-seoul" -> ["new-york", "seoul"]; null when no split gives two known places. */
export function splitRoute(route: string): [string, string] | null {
  const parts = route.split('-')
  for (let i = 1; i < parts.length; i += 1) {
    const from = parts.slice(0, i).join('-')
    const to = parts.slice(i).join('-')
    if (isCataloguePlace(from) && isCataloguePlace(to)) return [from, to]
  }
  return null
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** "SEL-TYO" -> ["seoul", "tokyo"] where both codes are demo places' (DEMO_PLACE_CODES); else null. */
function splitCodes(route: string): [string, string] | null {
  if (!/^[A-Za-z]{3}-[A-Za-z]{3}$/.test(route)) return null
  const from = demoPlaceOfCode(route.slice(0, 3).toUpperCase())
  const to = demoPlaceOfCode(route.slice(4).toUpperCase())
  return from && to && from !== to ? [from, to] : null
}

/** A results page's path segments (after /{vertical}/search/) back to its search; null if malformed. */
export function parseSearchPath(
  vertical: TTripVertical,
  segments: readonly string[],
): TCatalogueSearch | null {
  if (vertical === 'flight' || vertical === 'train') {
    const [route, date, back] = segments
    // Flights: the search box's URLs too (SEL-TYO, a return date; shared/catalogue/flight-search-url.ts).
    const most = vertical === 'flight' ? 3 : 2
    if (segments.length < 2 || segments.length > most || !route || !date || !ISO_DATE.test(date)) return null
    if (back !== undefined && !ISO_DATE.test(back)) return null
    const split = splitRoute(route) ?? (vertical === 'flight' ? splitCodes(route) : null)
    if (!split) return null
    return back
      ? { vertical, from: split[0], to: split[1], date, back }
      : { vertical, from: split[0], to: split[1], date }
  }
  const [place, start, end] = segments
  if (segments.length !== 3 || !place || !start || !end) return null
  // Stays: the search box's URLs too (TYO; shared/catalogue/stay-search-url.ts).
  const destination = isCataloguePlace(place)
    ? place
    : vertical === 'hotel' && /^[A-Za-z]{3}$/.test(place)
      ? demoPlaceOfCode(place.toUpperCase())
      : null
  if (!destination || !ISO_DATE.test(start) || !ISO_DATE.test(end)) return null
  return { vertical, destination, start, end }
}

/** The search API's query for a search (the names catalogue-schemas.ts validates). */
export function searchQuery(search: TCatalogueSearch): Record<string, string> {
  if (isRouteSearch(search)) return { from: search.from, to: search.to, date: search.date }
  return search.vertical === 'hotel'
    ? { destination: search.destination, checkin: search.start, checkout: search.end }
    : { destination: search.destination, pickup: search.start, dropoff: search.end }
}

export const CatalogueErrorCode = codes('SEARCH_INVALID', 'VERTICAL_NOT_FOUND')

export const CATALOGUE_LIMITS = {
  /** Searches reach this many days ahead (from today, UTC). */
  daysAhead: 365,
  /** Hotel stays and car rentals: at most this many nights/days. */
  maxNights: 30,
} as const

/** Why a search cannot be answered: the places, the dates' reach, or a stay's length. */
export type TSearchProblem = 'places' | 'dates' | 'nights'

/**
 * Known places (two different ones for a route), dates from `today` (an ISO date, UTC) to daysAhead
 * later, stays of 1 to maxNights nights; null when the search can be answered. The server's search and
 * the search forms ask the same question.
 */
export function searchProblem(search: TCatalogueSearch, today: string): TSearchProblem | null {
  const last = addIsoDays(today, CATALOGUE_LIMITS.daysAhead)
  const inReach = (date: string) =>
    ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) && date >= today && date <= last
  if (isRouteSearch(search)) {
    if (!isCataloguePlace(search.from) || !isCataloguePlace(search.to) || search.from === search.to)
      return 'places'
    return inReach(search.date) ? null : 'dates'
  }
  if (!isCataloguePlace(search.destination)) return 'places'
  if (!inReach(search.start) || !inReach(search.end)) return 'dates'
  const nights = daysBetween(search.start, search.end)
  return nights >= 1 && nights <= CATALOGUE_LIMITS.maxNights ? null : 'nights'
}
