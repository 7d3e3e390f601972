import { LRUCache } from 'lru-cache'
import {
  CAR_NO_ROAD,
  CarSearchErrorCode,
  carSearchProblem,
  minuteOfDay,
  rentalDays,
  type TCarSearchErrorCode,
  type TCarSearchQuery,
} from '../../../../shared/catalogue/car-search-contract.ts'
import { convertMinor } from '../../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../../shared/money/exchange-rates-schema.ts'
import { zonedToUtc } from '../flights/zoned-time.ts'
import type { Place } from '../places/place-data.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { carPolicyOffer, type SearchPolicyJudge, shownVerdict, toPolicyCurrency } from '../search-policy.ts'
import { carFacets, filteredAndSortedCars, type PricedCar } from './car-results.ts'
import type { CarOffer, CarOfferSource } from './car-source.ts'

/** A search that cannot be answered, and why (the route says it in words). */
export class CarSearchProblem extends Error {
  readonly code: TCarSearchErrorCode
  constructor(code: TCarSearchErrorCode) {
    super(code)
    this.code = code
  }
}

export interface CarSearchResult {
  offers: PricedCar[]
  total: number
  facets: ReturnType<typeof carFacets>
  currency: string
  days: number
  oneWay: boolean
  pickupCity: Place
  dropoffCity: Place
  reason: typeof CAR_NO_ROAD | null
}

export interface CarSearchService {
  /** `currency`: the visitor's; `today`: an ISO date (UTC); `judge`: in business mode, the traveller's car policy. */
  search(query: TCarSearchQuery, currency: string, today: string, judge?: SearchPolicyJudge): CarSearchResult
}

/**
 * Car rental search (decision 083): the search's problems first, then the source's cars priced in the
 * visitor's currency (each total added up again there), filtered, counted per filter value and sorted
 * on the server; a page of them.
 */
export function createCarSearchService(deps: {
  source: CarOfferSource
  places: () => PlaceIndex
  rates: TExchangeRates
}): CarSearchService {
  /** An offer in `currency`: the day, the taxes and the fees converted, the total added up from them. */
  const priceCar = (offer: CarOffer, currency: string): PricedCar => {
    const convert = (amount: number) => convertMinor(amount, offer.currency, currency, deps.rates)
    const perDay = convert(offer.perDay)
    const taxes = convert(offer.taxes)
    const oneWayFee = offer.oneWayFee === null ? null : convert(offer.oneWayFee)
    const youngDriverFee = offer.youngDriverFee === null ? null : convert(offer.youngDriverFee)
    const total = perDay * offer.days + taxes + (oneWayFee ?? 0) + (youngDriverFee ?? 0)
    return { offer, perDay, taxes, oneWayFee, youngDriverFee, total, verdict: null }
  }
  /** The traveller's verdicts, on copies (the priced cars are kept for everyone); the search's cars are the comparables. */
  const judgeCars = (priced: readonly PricedCar[], judge: SearchPolicyJudge, currency: string) => {
    const toPolicy = toPolicyCurrency(deps.rates)
    const verdicts = judge(priced.map((c) => carPolicyOffer(c.offer, toPolicy)))
    return priced.map((c, i): PricedCar => {
      const verdict = verdicts[i]
      return verdict ? { ...c, verdict: shownVerdict(verdict, c.perDay, currency, deps.rates) } : c
    })
  }
  // A results page asks again at each filter and page: the priced cars of the latest searches are kept,
  // so that only filtering, counting and sorting run again.
  const kept = new LRUCache<string, { priced: PricedCar[] | null }>({ max: 200 })
  const pricedCars = (q: TCarSearchQuery, currency: string, today: string) => {
    const key = [
      q.pickup,
      q.dropoff ?? '',
      q.pickupDate,
      q.pickupTime,
      q.dropoffDate,
      q.dropoffTime,
      q.driverAge,
      currency,
      today,
    ].join('|')
    let found = kept.get(key)
    if (!found) {
      const offers = deps.source.searchCars({ ...q, today })
      found = { priced: offers?.map((offer) => priceCar(offer, currency)) ?? null }
      kept.set(key, found)
    }
    return found.priced
  }
  return {
    search(q, currency, today, judge) {
      const places = deps.places()
      const problem = carSearchProblem(q, today, (code) => places.byCode(code)?.countryCode ?? null)
      if (problem) throw new CarSearchProblem(problem)
      const pickupCity = places.cityOf(q.pickup) as Place
      const dropoffCity = places.cityOf(q.dropoff ?? q.pickup) as Place
      // Local times a traveller picks can put a drop-off a time zone west before its pick-up.
      const pickupUtc = zonedToUtc(q.pickupDate, minuteOfDay(q.pickupTime), pickupCity.timeZone)
      const dropoffUtc = zonedToUtc(q.dropoffDate, minuteOfDay(q.dropoffTime), dropoffCity.timeZone)
      if (dropoffUtc <= pickupUtc) throw new CarSearchProblem(CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP)
      const found = pricedCars(q, currency, today)
      const priced = found && judge ? judgeCars(found, judge, currency) : found
      const filters = {
        maxPrice: q.maxPrice,
        classes: q.classes,
        suppliers: q.suppliers,
        transmission: q.transmission,
        minSeats: q.minSeats,
        mileage: q.mileage,
        pickupKind: q.pickupKind,
        policy: q.policy,
      }
      const left = filteredAndSortedCars(priced ?? [], filters, q.sort)
      return {
        offers: left.slice(q.offset, q.offset + q.limit),
        total: left.length,
        facets: carFacets(priced ?? [], filters),
        currency,
        days: rentalDays(q),
        oneWay: pickupCity.code !== dropoffCity.code,
        pickupCity,
        dropoffCity,
        reason: priced === null ? CAR_NO_ROAD : null,
      }
    },
  }
}
