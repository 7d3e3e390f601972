import { FLIGHT_CABINS, FLIGHT_SEARCH_LIMITS } from '../../../shared/catalogue/flight-search-rules.ts'
import { type TCabin, TRIP_KINDS, type TTripKind } from '../../../shared/catalogue/flight-search-url.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { browserLocalStorage, type StorageLike } from '../../app/browser-storage.ts'
import { parseRecentPlaces } from './recent-places.ts'

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
const between = (value: unknown, min: number, max: number, fallback: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fallback

/** The stored search, anything unreadable dropped; null where there is none or storage is blocked. */
export function parseLastSearch(raw: string | null): TBoxSearch | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
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

export function readLastSearch(storage: StorageLike = browserLocalStorage): TBoxSearch | null {
  try {
    return parseLastSearch(storage.getItem(LAST_SEARCH_KEY))
  } catch {
    // Blocked storage throws even on reading.
    return null
  }
}

/** A blocked or full storage remembers nothing; the search itself goes on. */
export function rememberSearch(search: TBoxSearch, storage: StorageLike = browserLocalStorage): void {
  try {
    storage.setItem(LAST_SEARCH_KEY, JSON.stringify(search))
  } catch {
    return
  }
}
