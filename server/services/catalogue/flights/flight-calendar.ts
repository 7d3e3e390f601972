import {
  flightSearchProblem,
  legsOf,
  type TFlightCalendarQuery,
  type TFlightCalendarResponse,
} from '../../../../shared/catalogue/flight-search-contract.ts'
import { convertMinor } from '../../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../../shared/money/exchange-rates-schema.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { FlightSearchProblem } from './flight-search.service.ts'
import type { FlightOfferSource } from './offer-source.ts'
import { nextDate } from './schedule.ts'

/** Reference searches for the typical range: eight weekly dates from four weeks ahead. */
const REFERENCE_WEEKS = 8

export interface FlightCalendarService {
  calendar(query: TFlightCalendarQuery, currency: string, today: string): TFlightCalendarResponse
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))] as number

/**
 * The price strip (the cheapest total three days either side, the trip as long) and the price insight
 * (decision 071): today's cheapest is low, typical or high against the middle half of the cheapest
 * prices of the same trip on eight reference dates. Both come from the same source as the search.
 */
export function createFlightCalendarService(deps: {
  source: FlightOfferSource
  places: () => PlaceIndex
  rates: TExchangeRates
}): FlightCalendarService {
  const known = (code: string) => deps.places().byCode(code) !== null
  return {
    calendar(q, currency, today) {
      const problem = flightSearchProblem(q, today, known)
      if (problem) throw new FlightSearchProblem(problem)
      const nights = q.return ? Math.round((Date.parse(q.return) - Date.parse(q.depart)) / 86_400_000) : null
      const cheapest = (depart: string): number | null => {
        const trip = { ...q, depart, return: nights === null ? undefined : nextDate(depart, nights) }
        if (flightSearchProblem(trip, today, known)) return null
        const offers = deps.source.searchFlights({ ...trip, legs: legsOf(trip), today })
        if (offers.length === 0) return null
        const first = offers.reduce((a, b) => (b.total < a.total ? b : a))
        return convertMinor(first.total, first.currency, currency, deps.rates)
      }
      const days = [-3, -2, -1, 0, 1, 2, 3].map((shift) => {
        const depart = nextDate(q.depart, shift)
        return {
          depart,
          return: nights === null ? null : nextDate(depart, nights),
          minPrice: cheapest(depart),
        }
      })
      const now = days[3]?.minPrice ?? null
      const reference = Array.from({ length: REFERENCE_WEEKS }, (_, week) =>
        cheapest(nextDate(today, 28 + 7 * week)),
      )
        .filter((p): p is number => p !== null)
        .sort((a, b) => a - b)
      const insight =
        now === null || reference.length < 4
          ? null
          : (() => {
              const typicalLow = percentile(reference, 0.25)
              const typicalHigh = percentile(reference, 0.75)
              const level = now < typicalLow ? 'low' : now > typicalHigh ? 'high' : 'typical'
              return { level, cheapest: now, typicalLow, typicalHigh } as const
            })()
      return { currency, days, insight }
    },
  }
}
