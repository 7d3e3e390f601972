import {
  CAR_SEARCH_LIMITS,
  carSearchProblem,
  type TCarSearchErrorCode,
} from '../../../shared/catalogue/car-search-rules.ts'
import { CAR_DEFAULT_TIME, type TCarSearch } from '../../../shared/catalogue/car-search-url.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { codeOnly, daysFromToday, UNNAMED_COUNTRY } from './flight-box-state.ts'
import { parseRecentPlaces } from './recent-places.ts'
import { storedObject, storedSearch, wholeBetween } from './stored-search.ts'

/** localStorage: the visitor's last car search as the box last sent it (JSON). */
export const LAST_CAR_SEARCH_KEY = 'search-box.last-car-search'

/** What the car box holds: the places as chosen (names too), dates, times and the driver's age. */
export interface TCarBox {
  pickup: TPlace | null
  /** Whether the car goes back elsewhere. */
  elsewhere: boolean
  dropoff: TPlace | null
  pickupDate: string
  pickupTime: string
  dropoffDate: string
  dropoffTime: string
  driverAge: number
}

export type TCarBoxProblem = TCarSearchErrorCode | 'placeMissing'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const placeOf = (value: unknown) => parseRecentPlaces(JSON.stringify([value]))[0] ?? null

/** The box's first state: a results page's search, or three days a fortnight out. */
export function carBoxOf(search: TCarSearch | undefined): TCarBox {
  if (!search)
    return {
      pickup: null,
      elsewhere: false,
      dropoff: null,
      pickupDate: daysFromToday(14),
      pickupTime: CAR_DEFAULT_TIME,
      dropoffDate: daysFromToday(17),
      dropoffTime: CAR_DEFAULT_TIME,
      driverAge: CAR_SEARCH_LIMITS.defaultDriverAge,
    }
  return {
    ...search,
    pickup: codeOnly(search.pickup),
    elsewhere: search.dropoff !== null,
    dropoff: search.dropoff ? codeOnly(search.dropoff) : null,
  }
}

/** The stored search, anything unreadable dropped; dates that have passed move to the defaults. */
export function parseLastCarSearch(raw: string | null, today = daysFromToday(0)): TCarBox | null {
  const v = storedObject(raw)
  if (!v) return null
  const day = (d: unknown) => (typeof d === 'string' && ISO_DATE.test(d) ? d : '')
  const time = (t: unknown) => (typeof t === 'string' && TIME.test(t) ? t : CAR_DEFAULT_TIME)
  const fresh = day(v.pickupDate) >= today && day(v.dropoffDate) >= day(v.pickupDate)
  const dropoff = placeOf(v.dropoff)
  return {
    pickup: placeOf(v.pickup),
    elsewhere: v.elsewhere === true && dropoff !== null,
    dropoff,
    pickupDate: fresh ? day(v.pickupDate) : daysFromToday(14),
    pickupTime: time(v.pickupTime),
    dropoffDate: fresh ? day(v.dropoffDate) : daysFromToday(17),
    dropoffTime: time(v.dropoffTime),
    driverAge: wholeBetween(
      v.driverAge,
      CAR_SEARCH_LIMITS.minDriverAge,
      CAR_SEARCH_LIMITS.maxDriverAge,
      CAR_SEARCH_LIMITS.defaultDriverAge,
    ),
  }
}

/** The visitor's last car search, to open with next time. */
export const lastCarSearch = storedSearch(LAST_CAR_SEARCH_KEY, (raw) => parseLastCarSearch(raw))

/**
 * The box's search, or what is wrong with it by the server's own rules. A one-way rental abroad is
 * checked on the chosen places' countries; the server checks places the box only knows by code.
 */
export function carSearchOf(
  box: TCarBox,
  today: string,
): { search: TCarSearch } | { problem: TCarBoxProblem } {
  if (!box.pickup || (box.elsewhere && !box.dropoff)) return { problem: 'placeMissing' }
  const dropoff = box.elsewhere && box.dropoff && box.dropoff.code !== box.pickup.code ? box.dropoff : null
  const search: TCarSearch = {
    pickup: box.pickup.code,
    dropoff: dropoff?.code ?? null,
    pickupDate: box.pickupDate,
    pickupTime: box.pickupTime,
    dropoffDate: box.dropoffDate,
    dropoffTime: box.dropoffTime,
    driverAge: box.driverAge,
  }
  const places = [box.pickup, dropoff].filter((p) => p !== null)
  // A place known by its code alone (a results URL's, not yet named) leaves the countries to the server.
  const unnamed = places.some((p) => p.countryCode === UNNAMED_COUNTRY)
  const countries = new Map(places.map((p) => [p.code, p.countryCode]))
  const problem = carSearchProblem({ ...search, dropoff: search.dropoff ?? undefined }, today, (code) =>
    unnamed ? UNNAMED_COUNTRY : (countries.get(code) ?? null),
  )
  return problem ? { problem } : { search }
}
