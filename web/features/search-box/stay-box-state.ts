import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import {
  STAY_SEARCH_LIMITS,
  staySearchProblem,
  type TStaySearchErrorCode,
} from '../../../shared/catalogue/stay-search-rules.ts'
import type { TStaySearch } from '../../../shared/catalogue/stay-search-url.ts'
import { browserLocalStorage, type StorageLike } from '../../app/browser-storage.ts'
import { codeOnly, isoDay } from './flight-box-state.ts'
import { parseRecentPlaces } from './recent-places.ts'

/** localStorage: the visitor's last stay search as the box last sent it (JSON), to open with next time. */
export const LAST_STAY_SEARCH_KEY = 'search-box.last-stay-search'

/** What the stay box holds: the place as chosen (its name too), the dates and the party. */
export interface TStayBox {
  destination: TPlace | null
  checkin: string
  checkout: string
  adults: number
  rooms: number
}

export type TStayBoxProblem = TStaySearchErrorCode | 'placeMissing'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const between = (value: unknown, min: number, max: number, fallback: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fallback

/** The box's first state: a results page's search, or two nights a fortnight out. */
export function stayBoxOf(search: TStaySearch | undefined): TStayBox {
  if (!search) return { destination: null, checkin: isoDay(14), checkout: isoDay(16), adults: 2, rooms: 1 }
  return { ...search, destination: codeOnly(search.destination) }
}

/** The stored search, anything unreadable dropped; dates that have passed move to the defaults. */
export function parseLastStaySearch(raw: string | null, today = isoDay(0)): TStayBox | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const date = (d: unknown) => (typeof d === 'string' && ISO_DATE.test(d) ? d : '')
  const fresh = date(v.checkin) >= today && date(v.checkout) > date(v.checkin)
  return {
    destination: parseRecentPlaces(JSON.stringify([v.destination]))[0] ?? null,
    checkin: fresh ? date(v.checkin) : isoDay(14),
    checkout: fresh ? date(v.checkout) : isoDay(16),
    adults: between(v.adults, 1, STAY_SEARCH_LIMITS.maxAdults, 2),
    rooms: between(v.rooms, 1, STAY_SEARCH_LIMITS.maxRooms, 1),
  }
}

export function readLastStaySearch(storage: StorageLike = browserLocalStorage): TStayBox | null {
  try {
    return parseLastStaySearch(storage.getItem(LAST_STAY_SEARCH_KEY))
  } catch {
    // Blocked storage throws even on reading.
    return null
  }
}

/** A blocked or full storage remembers nothing; the search itself goes on. */
export function rememberStaySearch(box: TStayBox, storage: StorageLike = browserLocalStorage): void {
  try {
    storage.setItem(LAST_STAY_SEARCH_KEY, JSON.stringify(box))
  } catch {
    return
  }
}

/** The box's search, or what is wrong with it by the server's own rules (the place is checked there). */
export function staySearchOf(
  box: TStayBox,
  today: string,
): { search: TStaySearch } | { problem: TStayBoxProblem } {
  if (!box.destination) return { problem: 'placeMissing' }
  const search = { ...box, destination: box.destination.code }
  const problem = staySearchProblem(search, today, (code) => code !== '')
  return problem ? { problem } : { search }
}
