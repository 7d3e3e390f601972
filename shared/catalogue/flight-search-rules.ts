/**
 * Flight search's rules without zod (issue 24, decision 071): paths, limits, error codes and what is wrong
 * with a search. The search box and the results page load these; the schemas stay in the contract.
 */

import { addIsoDays, isRealDate } from '../calendar-days.ts'
import type { TCodeOf } from '../code-table.ts'

export const FLIGHT_SEARCH_API_PATH = '/i/api/catalogue/v1/flights/search'

/** The ±3-day price strip and the price insight of a one-way or round trip (decision 071). */
export const FLIGHT_CALENDAR_API_PATH = '/i/api/catalogue/v1/flights/calendar'

export const FLIGHT_CABINS = ['economy', 'premiumEconomy', 'business', 'first'] as const
export const FLIGHT_SORTS = ['best', 'cheapest', 'quickest'] as const
export const FARE_FAMILY_CODES = ['basic', 'standard', 'flex'] as const

export const FLIGHT_SEARCH_LIMITS = {
  maxTravellers: 9,
  maxLegs: 5,
  minLegs: 2,
  daysAhead: 355,
  defaultLimit: 20,
  maxLimit: 100,
} as const

export const FlightSearchErrorCode = {
  SEARCH_INVALID: 'FLIGHT_SEARCH_INVALID',
  PLACE_UNKNOWN: 'FLIGHT_PLACE_UNKNOWN',
  SAME_PLACE: 'FLIGHT_SAME_PLACE',
  DATE_INVALID: 'FLIGHT_DATE_INVALID',
  DATE_PAST: 'FLIGHT_DATE_PAST',
  DATE_TOO_FAR: 'FLIGHT_DATE_TOO_FAR',
  RETURN_BEFORE_DEPART: 'FLIGHT_RETURN_BEFORE_DEPART',
  LEGS_OUT_OF_ORDER: 'FLIGHT_LEGS_OUT_OF_ORDER',
  TOO_MANY_TRAVELLERS: 'FLIGHT_TOO_MANY_TRAVELLERS',
  INFANTS_OVER_ADULTS: 'FLIGHT_INFANTS_OVER_ADULTS',
} as const
export type TFlightSearchErrorCode = TCodeOf<typeof FlightSearchErrorCode>

/** Where a search goes: from, to, depart (and return), or multi-city legs. */
export interface TLegFields {
  from?: string | undefined
  to?: string | undefined
  depart?: string | undefined
  return?: string | undefined
  legs?: TFlightLegSearch[] | undefined
}

export interface TFlightLegSearch {
  from: string
  to: string
  date: string
}

/** A search's legs: one way, round trip (two legs back and forth) or multi-city. */
export function legsOf(q: TLegFields): TFlightLegSearch[] {
  if (q.legs) return q.legs
  const out = [{ from: q.from ?? '', to: q.to ?? '', date: q.depart ?? '' }]
  if (q.return) out.push({ from: q.to ?? '', to: q.from ?? '', date: q.return })
  return out
}

/**
 * What is wrong with a search, the first problem only, or null: the results page and the search box
 * name it in words. `today` is an ISO date; `known(code)` says whether a place code exists.
 */
export function flightSearchProblem(
  q: TLegFields & { adults: number; children: number; infants: number },
  today: string,
  known: (code: string) => boolean,
): TFlightSearchErrorCode | null {
  if (q.adults + q.children > FLIGHT_SEARCH_LIMITS.maxTravellers)
    return FlightSearchErrorCode.TOO_MANY_TRAVELLERS
  if (q.infants > q.adults) return FlightSearchErrorCode.INFANTS_OVER_ADULTS
  const legs = legsOf(q)
  const last = addIsoDays(today, FLIGHT_SEARCH_LIMITS.daysAhead)
  for (const [i, leg] of legs.entries()) {
    if (!known(leg.from) || !known(leg.to)) return FlightSearchErrorCode.PLACE_UNKNOWN
    if (leg.from === leg.to) return FlightSearchErrorCode.SAME_PLACE
    if (!isRealDate(leg.date)) return FlightSearchErrorCode.DATE_INVALID
    if (leg.date < today) return FlightSearchErrorCode.DATE_PAST
    if (leg.date > last) return FlightSearchErrorCode.DATE_TOO_FAR
    const previous = legs[i - 1]
    if (previous && leg.date < previous.date)
      return q.return ? FlightSearchErrorCode.RETURN_BEFORE_DEPART : FlightSearchErrorCode.LEGS_OUT_OF_ORDER
  }
  return null
}
