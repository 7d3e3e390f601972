/**
 * Stay search's rules without zod (issue 25 items 1 and 5, decision 081): the path, limits, sorts,
 * amenities, error codes and what is wrong with a search. The search box and the results page load
 * these; the schemas stay in the contract.
 */

import { addIsoDays, daysBetween, isRealDate } from '../calendar-days.ts'
import type { TCodeOf } from '../code-table.ts'

export const STAY_SEARCH_API_PATH = '/i/api/catalogue/v1/hotels/search'
/** A property's page: its rooms and rates for a stay (`/:propertyId`). */
export const STAY_PROPERTY_API_PATH = '/i/api/catalogue/v1/hotels/properties'

export const STAY_SORTS = ['recommended', 'cheapest', 'rating', 'distance'] as const
export type TStaySort = (typeof STAY_SORTS)[number]

/** What a property may offer; the filters and the property page name each in the visitor's language. */
export const STAY_AMENITIES = [
  'wifi',
  'breakfast',
  'parking',
  'pool',
  'gym',
  'spa',
  'restaurant',
  'bar',
  'airportShuttle',
  'petFriendly',
  'kitchen',
  'laundry',
  'accessible',
] as const
export type TStayAmenity = (typeof STAY_AMENITIES)[number]

export const STAY_BOARDS = ['roomOnly', 'breakfast'] as const
export const STAY_ROOM_KINDS = ['standardDouble', 'twin', 'superior', 'deluxe', 'family', 'suite'] as const

export const STAY_SEARCH_LIMITS = {
  maxNights: 30,
  maxRooms: 8,
  /** Adults in one booking; each room holds at least one. */
  maxAdults: 16,
  /** Adults one room holds at most. */
  adultsPerRoom: 4,
  daysAhead: 355,
  defaultLimit: 20,
  maxLimit: 100,
} as const

export const StaySearchErrorCode = {
  SEARCH_INVALID: 'STAY_SEARCH_INVALID',
  PLACE_UNKNOWN: 'STAY_PLACE_UNKNOWN',
  DATE_INVALID: 'STAY_DATE_INVALID',
  DATE_PAST: 'STAY_DATE_PAST',
  DATE_TOO_FAR: 'STAY_DATE_TOO_FAR',
  CHECKOUT_NOT_AFTER_CHECKIN: 'STAY_CHECKOUT_NOT_AFTER_CHECKIN',
  TOO_MANY_NIGHTS: 'STAY_TOO_MANY_NIGHTS',
  ROOMS_OVER_ADULTS: 'STAY_ROOMS_OVER_ADULTS',
  TOO_MANY_PER_ROOM: 'STAY_TOO_MANY_PER_ROOM',
  PROPERTY_NOT_FOUND: 'STAY_PROPERTY_NOT_FOUND',
  /** A business traveller of a company that books one room at a time asked for several (decision 112). */
  ROOMS_NOT_ALLOWED: 'STAY_ROOMS_NOT_ALLOWED',
} as const
export type TStaySearchErrorCode = TCodeOf<typeof StaySearchErrorCode>

export interface TStayWhere {
  destination: string
  checkin: string
  checkout: string
  adults: number
  rooms: number
}

/** Nights between two ISO dates (check-in and check-out). */
export const nightsBetween = (checkin: string, checkout: string) => daysBetween(checkin, checkout)

/**
 * What is wrong with a stay search, the first problem only, or null: the results page and the search
 * box name it in words. `today` is an ISO date; `known(code)` says whether a place code exists.
 */
export function staySearchProblem(
  q: TStayWhere,
  today: string,
  known: (code: string) => boolean,
): TStaySearchErrorCode | null {
  if (q.rooms > q.adults) return StaySearchErrorCode.ROOMS_OVER_ADULTS
  if (q.adults > q.rooms * STAY_SEARCH_LIMITS.adultsPerRoom) return StaySearchErrorCode.TOO_MANY_PER_ROOM
  if (!known(q.destination)) return StaySearchErrorCode.PLACE_UNKNOWN
  if (!isRealDate(q.checkin) || !isRealDate(q.checkout)) return StaySearchErrorCode.DATE_INVALID
  if (q.checkin < today) return StaySearchErrorCode.DATE_PAST
  const last = addIsoDays(today, STAY_SEARCH_LIMITS.daysAhead)
  if (q.checkin > last) return StaySearchErrorCode.DATE_TOO_FAR
  const nights = nightsBetween(q.checkin, q.checkout)
  if (nights < 1) return StaySearchErrorCode.CHECKOUT_NOT_AFTER_CHECKIN
  if (nights > STAY_SEARCH_LIMITS.maxNights) return StaySearchErrorCode.TOO_MANY_NIGHTS
  return null
}
