import {
  DEFAULT_POLICY,
  effectivePolicy,
  evaluateOffer,
  type TEffectivePolicy,
  type TOfferVerdict,
  type TPolicyOffer,
} from '../../../shared/business/policy-engine.ts'
import { type TTravelPolicy, ZTravelPolicySchema } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import type { TExchangeRates } from '../../../shared/money/exchange-rates-schema.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import type {
  TravelerPlacement,
  TravelPolicyRepository,
} from '../../repositories/travel-policy.repository.ts'
import { parseOfferId } from '../catalogue/flights/flight-generator.ts'
import type { FlightOffer, FlightOfferSource } from '../catalogue/flights/offer-source.ts'
import type { OfferSources } from '../catalogue/offer-sources.ts'
import type { SearchPolicyJudge } from '../catalogue/search-policy.ts'
import { describeOffer } from '../trips/demo-catalogue.service.ts'
import {
  carPolicyOffers,
  type PolicyOffers,
  stayPolicyOffers,
  trainPolicyOffers,
} from './source-policy-offers.ts'

/** What the policy's rules read of a catalogue offer (decision 054). */
export function policyOfferOf(result: TCatalogueOffer): TPolicyOffer {
  return {
    vertical: result.offer.vertical,
    offerId: result.offer.offerId,
    priceMinor: result.offer.priceMinor,
    units: result.details.nights,
    startAt: result.offer.startAt,
    destinationKey: result.destinationKey,
    travelClass: result.details.travelClass,
    stars: result.offer.vertical === 'hotel' ? result.rating : null,
    vendorCode: result.details.vendorCode,
  }
}

/**
 * What the rules read of a flight offer of the offer source (decision 071): one adult's price in the
 * source's currency (the policy's budgets are in US dollars, as the source's prices), the cabin, the
 * first airline.
 */
export function flightPolicyOffer(offer: FlightOffer): TPolicyOffer {
  const first = offer.legs[0]?.flights[0]
  return {
    vertical: 'flight',
    offerId: offer.id,
    priceMinor: offer.perAdult,
    units: 1,
    startAt: new Date(first?.departUtc ?? 0).toISOString(),
    destinationKey: offer.legs[0]?.flights.at(-1)?.to.cityCode ?? '',
    travelClass: offer.cabin,
    stars: null,
    vendorCode: offer.carriers[0]?.code ?? null,
  }
}

/** A flight of the offer source by its id, with its search's other offers as comparables (decision 071). */
function flightPolicyOffers(flights: FlightOfferSource, offerId: string, today: string): PolicyOffers | null {
  const offer = flights.offerById(offerId, today)
  if (!offer) return null
  const search = parseOfferId(offerId)
  const comparables = search
    ? flights.searchFlights({
        legs: offer.legs.map((l, i) => ({
          from: l.flights[0]?.from.code ?? '',
          to: l.flights.at(-1)?.to.code ?? '',
          date: search.legs[i]?.date ?? '',
        })),
        adults: search.adults,
        children: search.children,
        infants: search.infants,
        cabin: search.cabin,
        today,
      })
    : []
  return { offer: flightPolicyOffer(offer), comparables: comparables.map(flightPolicyOffer) }
}

/**
 * The offers a booking's verdict reads: an offer of the offer sources (flights `fl1:`, stays `st-`, cars
 * `cr1:`, trains `tr1:`) by its id, with the comparables its search judged it against (decisions 071 and
 * 085), so that checkout's verdict is the search's; anything else from the demo catalogue (policyOffers).
 * Prices of stays, cars and trains are converted into the policy's currency with `rates`.
 */
export function policyOffersThrough(
  sources: OfferSources | null,
  rates: TExchangeRates,
  today: () => string,
) {
  return (vertical: TPolicyVertical, offerId: string): PolicyOffers | null => {
    if (sources && vertical === 'flight' && offerId.startsWith('fl1:'))
      return flightPolicyOffers(sources.flights, offerId, today())
    if (sources && vertical === 'hotel' && offerId.startsWith('st-'))
      return stayPolicyOffers(sources.stays, offerId, rates, today())
    if (sources && vertical === 'car' && offerId.startsWith('cr1:'))
      return carPolicyOffers(sources.cars, offerId, rates, today())
    if (sources && vertical === 'train' && offerId.startsWith('tr1:'))
      return trainPolicyOffers(sources.trains, offerId, rates, today())
    return policyOffers(vertical, offerId)
  }
}

/**
 * The traveller's effective policy as a judge of offers (decision 085): each offer's verdict against the
 * median of `comparables` (the offers themselves when absent), as of `now`. The searches (`searchJudge`)
 * and the checkout's policy check judge with it.
 */
export function policyJudge(effective: TEffectivePolicy, now: Date): SearchPolicyJudge {
  return (offers, comparables = offers) =>
    offers.map((offer) => {
      const { preferred: _preferred, ...verdict } = evaluateOffer(offer, effective, comparables, now)
      return verdict
    })
}

/** A stored policy as the rules read it; a document that no longer parses reads as no policy. */
export function parseStoredPolicy(stored: unknown | null | undefined): TTravelPolicy {
  if (stored === null || stored === undefined) return DEFAULT_POLICY
  const parsed = ZTravelPolicySchema.safeParse(stored)
  return parsed.success ? parsed.data : DEFAULT_POLICY
}

export const NOWHERE: TravelerPlacement = { groupIds: [], officeId: null }

/** The policy in force for one traveller in one vertical, read with the repository given (a transaction's). */
export async function travelerPolicy(
  repo: TravelPolicyRepository,
  companyId: string,
  vertical: TPolicyVertical,
  travelerUserId: string,
) {
  const policy = parseStoredPolicy((await repo.find(companyId, vertical))?.policy)
  const placement = (await repo.placements(companyId, [travelerUserId])).get(travelerUserId) ?? NOWHERE
  return { policy, placement, effective: effectivePolicy(policy, placement) }
}

/** An offer's verdict for a traveller, with the other offers of its search as comparables. */
export function verdictOn(
  vertical: TPolicyVertical,
  offerId: string,
  effective: ReturnType<typeof effectivePolicy>,
  at: Date,
  offers: (vertical: TPolicyVertical, offerId: string) => PolicyOffers | null = policyOffers,
): TOfferVerdict | null {
  const found = offers(vertical, offerId)
  return found ? evaluateOffer(found.offer, effective, found.comparables, at) : null
}

/** An offer and its search's offers, as the rules read them; null when the catalogue cannot rebuild it. */
function policyOffers(vertical: TPolicyVertical, offerId: string): PolicyOffers | null {
  const described = describeOffer(vertical, offerId)
  return described
    ? { offer: policyOfferOf(described.result), comparables: described.comparables.map(policyOfferOf) }
    : null
}

/** policyOffers remembered for one simulation: many bookings share an offer. */
export function rememberedOffers() {
  const seen = new Map<string, PolicyOffers | null>()
  return (vertical: TPolicyVertical, offerId: string) => {
    if (!seen.has(offerId)) seen.set(offerId, policyOffers(vertical, offerId))
    return seen.get(offerId) ?? null
  }
}
