import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import { carNames, type TNameLanguage } from '../offer-names.ts'
import type { CarOffer } from './car-source.ts'

/**
 * A car rental as a trip keeps it (decision 083): its class and supplier ("Compact · Pinecone Drive"),
 * pick-up and drop-off in their local times, the city it is returned in, and the price for the whole
 * rental in the source's currency; names in the saver's language (decision 086).
 */
export function carSnapshot(offer: CarOffer, lang: TNameLanguage): TOfferSnapshot {
  const names = carNames(offer, lang)
  return {
    vertical: 'car',
    offerId: offer.id,
    title: names.title,
    priceMinor: offer.total,
    currency: offer.currency,
    startAt: offer.pickupAt,
    endAt: offer.dropoffAt,
    destination: names.destination,
  }
}
