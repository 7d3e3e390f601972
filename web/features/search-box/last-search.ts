import { FLIGHT_CABINS, FLIGHT_SEARCH_LIMITS } from '../../../shared/catalogue/flight-search-rules.ts'
import { type TCabin, TRIP_KINDS, type TTripKind } from '../../../shared/catalogue/flight-search-url.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { browserLocalStorage, type StorageLike } from '../../app/browser-storage.ts'
import { parseRecentPlaces } from './recent-places.ts'
import { storedObject, storedSearch, wholeBetween } from './stored-search.ts'

/** localStorage: the visitor's last flight search as the box last sent it (JSON), to open with next time. */
export const LAST_SEARCH_KEY = 'search-box.last-flight-search'

export interface TBoxLeg {
  from: TPlace | null
  to: TPlace | null
  date: string
}

/** What the box holds: the places as chosen (names and all), not only their codes. */
export interface TBoxSearch {
  kind: TTripKind
  legs: TBoxLeg[]
  returnDate: string
  adults: number
  children: number
  infants: number
  cabin: TCabin
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const placeOf = (value: unknown): TPlace | null => parseRecentPlaces(JSON.stringify([value]))[0] ?? null
const between = wholeBetween

/** The stored search, anything unreadable dropped; null where there is none or storage is blocked. */
export function parseLastSearch(raw: string | null): TBoxSearch | null {
  const v = storedObject(raw)
  if (!v) return null
  if (!Array.isArray(v.legs) || v.legs.length === 0) return null
  const legs = v.legs.slice(0, FLIGHT_SEARCH_LIMITS.maxLegs).map((leg: unknown) => {
    const l = (typeof leg === 'object' && leg !== null ? leg : {}) as Record<string, unknown>
    const date = typeof l.date === 'string' && ISO_DATE.test(l.date) ? l.date : ''
    return { from: placeOf(l.from), to: placeOf(l.to), date }
  })
  const kind = (TRIP_KINDS as readonly unknown[]).includes(v.kind) ? (v.kind as TTripKind) : 'roundTrip'
  return {
    kind,
    legs,
    returnDate: typeof v.returnDate === 'string' && ISO_DATE.test(v.returnDate) ? v.returnDate : '',
    adults: between(v.adults, 1, FLIGHT_SEARCH_LIMITS.maxTravellers, 1),
    children: between(v.children, 0, FLIGHT_SEARCH_LIMITS.maxTravellers - 1, 0),
    infants: between(v.infants, 0, FLIGHT_SEARCH_LIMITS.maxTravellers, 0),
    cabin: (FLIGHT_CABINS as readonly unknown[]).includes(v.cabin) ? (v.cabin as TCabin) : 'economy',
  }
}

const lastFlightSearch = storedSearch(LAST_SEARCH_KEY, parseLastSearch)

export function readLastSearch(storage: StorageLike = browserLocalStorage): TBoxSearch | null {
  return lastFlightSearch.read(storage)
}

export function rememberSearch(search: TBoxSearch, storage: StorageLike = browserLocalStorage): void {
  lastFlightSearch.remember(search, storage)
}
