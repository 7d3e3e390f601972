import type { TPolicyVerdict } from '../../../shared/business/checkout-contract.ts'
import type { TPolicyOffer } from '../../../shared/business/policy-engine.ts'
import type { TExchangeRates } from '../../../shared/money/exchange-rates-schema.ts'
import type { CarOffer, CarOfferSource } from '../catalogue/cars/car-source.ts'
import { hhmm } from '../catalogue/flights/zoned-time.ts'
import {
  carPolicyOffer,
  shownVerdict,
  stayPolicyReader,
  toPolicyCurrency,
  trainPolicyOffer,
} from '../catalogue/search-policy.ts'
import type { StayOfferSource } from '../catalogue/stays/stay-source.ts'
import type { TrainOfferSource } from '../catalogue/trains/train-generator.ts'

/*
 * A booking's offer of the stay, car and train sources, rebuilt from its id as the policy's rules read
 * it, with the comparables its search judged it against (decision 085): the checkout's verdict is then
 * the search's. What the rules read of each offer is search-policy.ts's, as on the results pages.
 */

/** An offer and the offers of its search, as the rules read them. */
export interface PolicyOffers {
  offer: TPolicyOffer
  comparables: readonly TPolicyOffer[]
  /**
   * The verdict as the booking shows and records it: its figures in the offer's currency (the quote's and
   * the booking's), the price a unit as the results card shows it. Absent: as the rules reached it.
   */
  shown?: (verdict: TPolicyVerdict) => TPolicyVerdict
}

/**
 * A stay's rate: the stay search of its city, dates and party (the id names them), whose comparables are
 * the properties' cheapest rates, a night and a room (stay-search.service.ts).
 */
export function stayPolicyOffers(
  stays: StayOfferSource,
  rateId: string,
  rates: TExchangeRates,
  today: string,
): PolicyOffers | null {
  const found = stays.rateById(rateId, today)
  const party = /-(\d+)-(\d+)$/.exec(rateId)
  if (!found || !party) return null
  const { offer, rate } = found
  const [adults, rooms] = [Number(party[1]), Number(party[2])]
  const read = stayPolicyReader(rooms, toPolicyCurrency(rates))
  const search = stays.searchStays({
    destination: offer.property.cityCode,
    checkin: offer.checkin,
    checkout: offer.checkout,
    adults,
    rooms,
    today,
  })
  const perRoom = Math.round(rate.nightly / Math.max(1, rooms))
  return {
    offer: read(offer, rate),
    comparables: search.flatMap((stay) => (stay.rates[0] ? [read(stay, stay.rates[0])] : [])),
    shown: (verdict) => shownVerdict(verdict, perRoom, rate.currency, rates),
  }
}

/**
 * The car search an offer came from, as the search box names places: its pick-up city and, one way, its
 * drop-off city. (The id keeps the desks, not the place searched: a search from one airport of a city
 * with several compared the cars of that airport and the city's offices only.)
 */
function carSearchOf(offer: CarOffer, offerId: string, today: string) {
  // `cr1:{pick-up}:{drop-off}:{date}:{minute}:{date}:{minute}:{age}:…` (car-generator.ts).
  const [, , , pickupDate = '', pickupMinute = '', dropoffDate = '', dropoffMinute = '', age = ''] =
    offerId.split(':')
  const oneWay = offer.dropoff.cityCode !== offer.pickup.cityCode
  return {
    pickup: offer.pickup.cityCode,
    ...(oneWay ? { dropoff: offer.dropoff.cityCode } : {}),
    pickupDate,
    pickupTime: hhmm(Number(pickupMinute)),
    dropoffDate,
    dropoffTime: hhmm(Number(dropoffMinute)),
    driverAge: Number(age),
    today,
  }
}

/** A car: the search's cars are the comparables, a day's price each (car-search.service.ts). */
export function carPolicyOffers(
  cars: CarOfferSource,
  offerId: string,
  rates: TExchangeRates,
  today: string,
): PolicyOffers | null {
  const offer = cars.offerById(offerId, today)
  if (!offer) return null
  const toPolicy = toPolicyCurrency(rates)
  const search = cars.searchCars(carSearchOf(offer, offerId, today)) ?? []
  return {
    offer: carPolicyOffer(offer, toPolicy),
    comparables: search.map((car) => carPolicyOffer(car, toPolicy)),
    shown: (verdict) => shownVerdict(verdict, offer.perDay, offer.currency, rates),
  }
}

/**
 * A train fare: the day's fares of its class between its cities, for its party, are the comparables
 * (train-search.service.ts), one adult's fare each.
 */
export function trainPolicyOffers(
  trains: TrainOfferSource,
  fareId: string,
  rates: TExchangeRates,
  today: string,
): PolicyOffers | null {
  const found = trains.fareById(fareId, today)
  const [, , , date = '', , adults = '1'] = fareId.split(':')
  if (!found) return null
  const { offer, fare } = found
  const toPolicy = toPolicyCurrency(rates)
  const day = trains.searchTrains({
    from: offer.from.code,
    to: offer.to.code,
    date,
    adults: Number(adults),
    today,
  })
  return {
    offer: trainPolicyOffer(offer, fare, toPolicy),
    comparables: (day ?? []).flatMap((departure) =>
      departure.fares
        .filter((other) => other.travelClass === fare.travelClass)
        .map((other) => trainPolicyOffer(departure, other, toPolicy)),
    ),
    shown: (verdict) => shownVerdict(verdict, fare.perAdult, offer.currency, rates),
  }
}
