import {
  DEFAULT_POLICY,
  effectivePolicy,
  evaluateOffer,
  type TOfferVerdict,
  type TPolicyOffer,
} from '../../../shared/business/policy-engine.ts'
import { type TTravelPolicy, ZTravelPolicySchema } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import type {
  TravelerPlacement,
  TravelPolicyRepository,
} from '../../repositories/travel-policy.repository.ts'
import { describeOffer } from '../trips/demo-catalogue.service.ts'

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

interface PolicyOffers {
  offer: TPolicyOffer
  comparables: TPolicyOffer[]
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
