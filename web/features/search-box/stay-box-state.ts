import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import {
  STAY_SEARCH_LIMITS,
  staySearchProblem,
  type TStaySearchErrorCode,
} from '../../../shared/catalogue/stay-search-rules.ts'
import type { TStaySearch } from '../../../shared/catalogue/stay-search-url.ts'
import { codeOnly, daysFromToday } from './flight-box-state.ts'
import { parseRecentPlaces } from './recent-places.ts'
import { storedObject, storedSearch, wholeBetween } from './stored-search.ts'

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

/** The box's first state: a results page's search, or two nights a fortnight out. */
export function stayBoxOf(search: TStaySearch | undefined): TStayBox {
  if (!search)
    return { destination: null, checkin: daysFromToday(14), checkout: daysFromToday(16), adults: 2, rooms: 1 }
  return { ...search, destination: codeOnly(search.destination) }
}

/** The stored search, anything unreadable dropped; dates that have passed move to the defaults. */
export function parseLastStaySearch(raw: string | null, today = daysFromToday(0)): TStayBox | null {
  const v = storedObject(raw)
  if (!v) return null
  const date = (d: unknown) => (typeof d === 'string' && ISO_DATE.test(d) ? d : '')
  const fresh = date(v.checkin) >= today && date(v.checkout) > date(v.checkin)
  return {
    destination: parseRecentPlaces(JSON.stringify([v.destination]))[0] ?? null,
    checkin: fresh ? date(v.checkin) : daysFromToday(14),
    checkout: fresh ? date(v.checkout) : daysFromToday(16),
    adults: wholeBetween(v.adults, 1, STAY_SEARCH_LIMITS.maxAdults, 2),
    rooms: wholeBetween(v.rooms, 1, STAY_SEARCH_LIMITS.maxRooms, 1),
  }
}

/** The visitor's last stay search, to open with next time. */
export const lastStaySearch = storedSearch(LAST_STAY_SEARCH_KEY, (raw) => parseLastStaySearch(raw))

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
