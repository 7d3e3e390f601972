import type { TPolicyVerdict } from '../../../shared/business/checkout-contract.ts'
import { POLICY_CURRENCY, PolicyReasonCode } from '../../../shared/business/policy-contract.ts'
import type { TPolicyOffer } from '../../../shared/business/policy-engine.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../shared/money/exchange-rates-schema.ts'
import { destinationKeyOf } from '../../../shared/trips/trip-images.ts'
import type { CarOffer } from './cars/car-source.ts'
import { zonedToUtc } from './flights/zoned-time.ts'
import type { StayOffer, StayRate } from './stays/stay-source.ts'
import type { TrainFare, TrainOffer } from './trains/train-generator.ts'

/*
 * Business mode's searches (decisions 071 and 085): the traveller's travel policy judges a search's
 * offers with the shared rule engine. Each vertical says here what the rules read of its offers, with
 * prices in the policy's currency; the verdicts go back to the page with their figures in the answer's.
 */

/**
 * The traveller's policy of one vertical on a search's offers, all at once: a dynamic budget reads the
 * median of `comparables` (the offers themselves when absent).
 */
export type SearchPolicyJudge = (
  offers: readonly TPolicyOffer[],
  comparables?: readonly TPolicyOffer[],
) => TPolicyVerdict[]

/** An amount of a source's currency in the policy's: budgets and caps are in US dollars. */
export type ToPolicyCurrency = (amountMinor: number, currency: string) => number

export const toPolicyCurrency =
  (rates: TExchangeRates): ToPolicyCurrency =>
  (amountMinor, currency) =>
    convertMinor(amountMinor, currency, POLICY_CURRENCY, rates)

const MONEY_REASONS: readonly string[] = [PolicyReasonCode.OVER_BUDGET, PolicyReasonCode.OVER_CITY_CAP]

/**
 * A verdict as an answer shows it: its figures in the answer's currency, which the page formats every
 * amount of the answer in (the badge among them). The price is the offer's price a unit as its card
 * shows it (a night and a room, a day, one adult's fare), the budget converted from the policy's
 * currency; the verdict itself was reached in the policy's currency.
 */
export function shownVerdict(
  verdict: TPolicyVerdict,
  shownUnitPrice: number,
  currency: string,
  rates: TExchangeRates,
): TPolicyVerdict {
  const shown = (policyMinor: number) => convertMinor(policyMinor, POLICY_CURRENCY, currency, rates)
  return {
    ...verdict,
    reasons: verdict.reasons.map((reason) =>
      MONEY_REASONS.includes(reason.code)
        ? {
            ...reason,
            values: {
              ...reason.values,
              priceMinor: shownUnitPrice,
              budgetMinor: shown(Number(reason.values?.budgetMinor ?? 0)),
            },
          }
        : reason,
    ),
    budgetMinor: verdict.budgetMinor === null ? null : shown(verdict.budgetMinor),
  }
}

/** Check-in time, local: the advance window counts to it. */
const CHECKIN_MINUTE = 15 * 60

/**
 * What the rules read of a stay's rates: each rate's price a night and a room before taxes (the card's
 * price a night is for every room), the stars, the property (its id stands for its chain: the generator
 * has none), its city for the city caps (the policy's place keys, `paris`), check-in for the advance
 * window. A search's properties share their city and check-in, which are worked out once.
 */
export function stayPolicyReader(rooms: number, toPolicy: ToPolicyCurrency) {
  const checkins = new Map<string, string>()
  const cities = new Map<string, string>()
  return (offer: StayOffer, rate: StayRate): TPolicyOffer => {
    const { property } = offer
    const checkinKey = `${offer.checkin}|${property.timeZone}`
    let startAt = checkins.get(checkinKey)
    if (startAt === undefined) {
      startAt = new Date(zonedToUtc(offer.checkin, CHECKIN_MINUTE, property.timeZone)).toISOString()
      checkins.set(checkinKey, startAt)
    }
    let destinationKey = cities.get(property.cityName)
    if (destinationKey === undefined) {
      destinationKey = destinationKeyOf(property.cityName)
      cities.set(property.cityName, destinationKey)
    }
    return {
      vertical: 'hotel',
      offerId: rate.id,
      priceMinor: toPolicy(rate.nightly * offer.nights, rate.currency),
      units: offer.nights * Math.max(1, rooms),
      startAt,
      destinationKey,
      travelClass: null,
      stars: property.stars,
      vendorCode: property.id,
    }
  }
}

/**
 * What the rules read of a car: its class (a van is the policy's minivan), its price a day before taxes
 * and fees (budgets are a day's), the supplier (car preferences name suppliers' codes), the pick-up time.
 */
export function carPolicyOffer(offer: CarOffer, toPolicy: ToPolicyCurrency): TPolicyOffer {
  return {
    vertical: 'car',
    offerId: offer.id,
    priceMinor: toPolicy(offer.perDay * offer.days, offer.currency),
    units: offer.days,
    startAt: new Date(Date.parse(offer.pickupAt)).toISOString(),
    destinationKey: offer.pickup.cityCode,
    travelClass: offer.car.carClass === 'van' ? 'minivan' : offer.car.carClass,
    stars: null,
    vendorCode: offer.supplier.code,
  }
}

/** What the rules read of a train fare: its class, one adult's fare (a trip's budget), the departure. */
export function trainPolicyOffer(
  offer: TrainOffer,
  fare: TrainFare,
  toPolicy: ToPolicyCurrency,
): TPolicyOffer {
  return {
    vertical: 'train',
    offerId: fare.id,
    priceMinor: toPolicy(fare.perAdult, offer.currency),
    units: 1,
    startAt: new Date(Date.parse(offer.departAt)).toISOString(),
    destinationKey: offer.to.code,
    travelClass: fare.travelClass,
    stars: null,
    vendorCode: null,
  }
}
