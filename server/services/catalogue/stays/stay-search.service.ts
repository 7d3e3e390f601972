import { LRUCache } from 'lru-cache'
import {
  StaySearchErrorCode,
  staySearchProblem,
  type TStayPropertyQuery,
  type TStaySearchErrorCode,
  type TStaySearchQuery,
} from '../../../../shared/catalogue/stay-search-contract.ts'
import { convertMinor } from '../../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../../shared/money/exchange-rates-schema.ts'
import type { Place } from '../places/place-data.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { type SearchPolicyJudge, shownVerdict, stayPolicyReader, toPolicyCurrency } from '../search-policy.ts'
import { filteredAndSortedStays, type PricedStay, stayFacets } from './stay-results.ts'
import type { StayOffer, StayOfferSource } from './stay-source.ts'

/** A search's priced properties, and the answers (sorted and counted) under the filters asked so far. */
interface KeptSearch {
  priced: PricedStay[]
  nights: number | undefined
  answers: LRUCache<
    string,
    { left: ReturnType<typeof filteredAndSortedStays>; facets: ReturnType<typeof stayFacets> }
  >
}

/** A search that cannot be answered, and why (the route says it in words). */
export class StaySearchProblem extends Error {
  readonly code: TStaySearchErrorCode
  constructor(code: TStaySearchErrorCode) {
    super(code)
    this.code = code
  }
}

export interface StaySearchResult {
  offers: ReturnType<typeof filteredAndSortedStays>
  total: number
  facets: ReturnType<typeof stayFacets>
  currency: string
  nights: number
  city: Place
}

export interface StayPropertyResult {
  stay: PricedStay
  currency: string
  city: Place
}

export interface StaySearchService {
  /** `currency`: the visitor's; `today`: an ISO date (UTC); `judge`: in business mode, the traveller's hotel policy. */
  search(
    query: TStaySearchQuery,
    currency: string,
    today: string,
    judge?: SearchPolicyJudge,
  ): StaySearchResult
  /** A property's rates for a stay, in the visitor's currency; null when no such property. */
  property(
    propertyId: string,
    query: TStayPropertyQuery,
    currency: string,
    today: string,
  ): StayPropertyResult | null
}

/**
 * Stay search (decision 081): the search's problems first, then the source's properties priced in the
 * visitor's currency (each total added up again there), filtered, counted per filter value and sorted
 * on the server; a page of them.
 */
export function createStaySearchService(deps: {
  source: StayOfferSource
  places: () => PlaceIndex
  rates: TExchangeRates
}): StaySearchService {
  /** A property's rates in `currency`: the night and the taxes converted, the total added up from them. */
  const priceStay = (offer: StayOffer, currency: string): PricedStay => ({
    offer,
    rates: offer.rates.map((rate) => {
      const nightly = convertMinor(rate.nightly, rate.currency, currency, deps.rates)
      const taxes = convertMinor(rate.taxes, rate.currency, currency, deps.rates)
      return { rate, nightly, taxes, total: nightly * offer.nights + taxes, verdict: null }
    }),
  })
  /**
   * The traveller's verdicts on the rates a card can show (each property's cheapest, and its cheapest that
   * can be cancelled free), on copies: the priced properties are kept for everyone. A dynamic budget
   * reads the properties' cheapest rates; prices are compared a night and a room.
   */
  const judgeStays = (
    priced: readonly PricedStay[],
    judge: SearchPolicyJudge,
    rooms: number,
    currency: string,
  ): PricedStay[] => {
    const policyOffer = stayPolicyReader(rooms, toPolicyCurrency(deps.rates))
    const shown = priced.map((stay) => {
      const cheapest = stay.rates[0]
      const free = stay.rates.find((r) => r.rate.freeCancellationUntil !== null)
      const rates = cheapest ? (free && free !== cheapest ? [cheapest, free] : [cheapest]) : []
      return { stay, rates, offers: rates.map((r) => policyOffer(stay.offer, r.rate)) }
    })
    const comparables = shown.flatMap((s) => s.offers.slice(0, 1))
    const verdicts = judge(
      shown.flatMap((s) => s.offers),
      comparables,
    )
    let next = 0
    return shown.map(({ stay, rates }) => {
      const judged = new Map(rates.map((r) => [r, verdicts[next++]]))
      return {
        ...stay,
        rates: stay.rates.map((r) => {
          const verdict = judged.get(r)
          if (!verdict) return r
          const perRoom = Math.round(r.nightly / Math.max(1, rooms))
          return { ...r, verdict: shownVerdict(verdict, perRoom, currency, deps.rates) }
        }),
      }
    })
  }
  // A results page asks again at each filter and page: the priced properties of the latest searches are
  // kept, so that only filtering, counting and sorting run again.
  const kept = new LRUCache<string, KeptSearch>({ max: 200 })
  const pricedStays = (q: TStaySearchQuery, currency: string, today: string) => {
    const key = [q.destination, q.checkin, q.checkout, q.adults, q.rooms, currency, today].join('|')
    let found = kept.get(key)
    if (!found) {
      const offers = deps.source.searchStays({ ...q, today })
      const nights = offers[0]?.nights
      found = {
        priced: offers.map((offer) => priceStay(offer, currency)),
        nights,
        answers: new LRUCache({ max: 32 }),
      }
      kept.set(key, found)
    }
    return found
  }
  return {
    search(q, currency, today, judge) {
      const places = deps.places()
      const problem = staySearchProblem(q, today, (code) => places.byCode(code) !== null)
      if (problem) throw new StaySearchProblem(problem)
      const city = places.cityOf(q.destination) as Place
      const found = pricedStays(q, currency, today)
      const { nights } = found
      if (nights === undefined) throw new StaySearchProblem(StaySearchErrorCode.PLACE_UNKNOWN)
      const priced = judge ? judgeStays(found.priced, judge, q.rooms, currency) : found.priced
      const filters = {
        maxPrice: q.maxPrice,
        stars: q.stars,
        minRating: q.minRating,
        amenities: q.amenities,
        cancellation: q.cancellation,
        neighbourhoods: q.neighbourhoods,
        policy: q.policy,
      }
      // The same filters and sort again (the next page, a filter ticked back) read the answer kept with
      // the priced properties; a business traveller's verdicts are theirs alone, so theirs is not kept.
      const answerKey = judge ? null : JSON.stringify([filters, q.sort])
      let answer = answerKey === null ? undefined : found.answers.get(answerKey)
      if (!answer) {
        answer = {
          left: filteredAndSortedStays(priced, filters, q.sort),
          facets: stayFacets(priced, filters),
        }
        if (answerKey !== null) found.answers.set(answerKey, answer)
      }
      const { left } = answer
      return {
        offers: left.slice(q.offset, q.offset + q.limit),
        total: left.length,
        facets: answer.facets,
        currency,
        nights,
        city,
      }
    },
    property(propertyId, q, currency, today) {
      const city = deps.places().cityOf(propertyId.slice(0, 3))
      if (!city) return null
      const where = { ...q, destination: city.code }
      const problem = staySearchProblem(where, today, () => true)
      if (problem) throw new StaySearchProblem(problem)
      const offer = deps.source.propertyStay(propertyId, { ...where, today })
      return offer ? { stay: priceStay(offer, currency), currency, city } : null
    },
  }
}
