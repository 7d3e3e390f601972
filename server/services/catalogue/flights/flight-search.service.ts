import type { TPolicyVerdict } from '../../../../shared/business/checkout-contract.ts'
import {
  FLIGHT_SEARCH_LIMITS,
  flightSearchProblem,
  legsOf,
  type TFlightSearchErrorCode,
  type TFlightSearchQuery,
  type TWindowField,
} from '../../../../shared/catalogue/flight-search-contract.ts'
import { convertMinor } from '../../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../../shared/money/exchange-rates-schema.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { shownVerdict } from '../search-policy.ts'
import { median } from './emissions.ts'
import { facetsOf, filteredAndSorted, type PricedOffer, type TFlightFilters } from './flight-results.ts'
import type { FlightOffer, FlightOfferSource } from './offer-source.ts'

/** A search that cannot be answered, and why (the route says it in words). */
export class FlightSearchProblem extends Error {
  readonly code: TFlightSearchErrorCode
  constructor(code: TFlightSearchErrorCode) {
    super(code)
    this.code = code
  }
}

export interface FlightSearchResult {
  offers: PricedOffer[]
  total: number
  facets: ReturnType<typeof facetsOf>
  currency: string
  /** The median emissions per traveller over the search's offers: what each offer is compared with. */
  typicalEmissionsKg: number | null
}

/** The traveller's travel policy on the search's offers (business mode), all at once: budgets compare. */
export type FlightPolicyJudge = (offers: readonly FlightOffer[]) => TPolicyVerdict[]

export interface FlightSearchService {
  /** `currency`: the visitor's; `today`: an ISO date (UTC); `judge`: in business mode, the traveller's policy. */
  search(
    query: TFlightSearchQuery,
    currency: string,
    today: string,
    judge?: FlightPolicyJudge,
  ): FlightSearchResult
}

function filtersOf(q: TFlightSearchQuery): TFlightFilters {
  const windows = Array.from({ length: FLIGHT_SEARCH_LIMITS.maxLegs }, (_, leg) => ({
    leg,
    depart: q[`depart${leg}` as TWindowField],
    arrive: q[`arrive${leg}` as TWindowField],
  })).filter((w) => w.depart || w.arrive)
  return {
    stops: q.stops,
    airlines: q.airlines,
    alliances: q.alliances,
    maxDuration: q.maxDuration,
    maxPrice: q.maxPrice,
    bags: q.bags,
    policy: q.policy,
    windows,
  }
}

/**
 * Flight search (decision 071): the search's problems first, then the source's offers priced in the
 * visitor's currency, filtered, counted per filter value and sorted on the server; a page of them.
 */
export function createFlightSearchService(deps: {
  source: FlightOfferSource
  places: () => PlaceIndex
  rates: TExchangeRates
}): FlightSearchService {
  return {
    search(q, currency, today, judge) {
      const problem = flightSearchProblem(q, today, (code) => deps.places().byCode(code) !== null)
      if (problem) throw new FlightSearchProblem(problem)
      const offers = deps.source.searchFlights({
        legs: legsOf(q),
        adults: q.adults,
        children: q.children,
        infants: q.infants,
        cabin: q.cabin,
        today,
      })
      const verdicts = judge ? judge(offers) : null
      const priced = offers.map((offer, i) => {
        const perAdult = convertMinor(offer.perAdult, offer.currency, currency, deps.rates)
        const verdict = verdicts?.[i]
        return {
          offer,
          // Its figures in the answer's currency, as the page formats them (decision 085).
          verdict: verdict ? shownVerdict(verdict, perAdult, currency, deps.rates) : null,
          perAdult,
          total: convertMinor(offer.total, offer.currency, currency, deps.rates),
        }
      })
      const filters = filtersOf(q)
      const left = filteredAndSorted(priced, filters, q.sort)
      return {
        offers: left.slice(q.offset, q.offset + q.limit),
        total: left.length,
        facets: facetsOf(priced, filters),
        currency,
        typicalEmissionsKg: median(offers.map((o) => o.emissionsKg)),
      }
    },
  }
}
