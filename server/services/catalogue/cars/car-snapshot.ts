import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import { CLASS_TITLES } from './car-data.ts'
import type { CarOffer } from './car-source.ts'

/**
 * A car rental as a trip keeps it (decision 083): its class and supplier ("Compact · Pinecone Drive"),
 * pick-up and drop-off in their local times, the city it is returned in, and the price for the whole
 * rental in the source's currency.
 */
export function carSnapshot(offer: CarOffer): TOfferSnapshot {
  return {
    vertical: 'car',
    offerId: offer.id,
    title: `${CLASS_TITLES[offer.car.carClass]} · ${offer.supplier.name}`,
    priceMinor: offer.total,
    currency: offer.currency,
    startAt: offer.pickupAt,
    endAt: offer.dropoffAt,
    destination: offer.dropoff.cityName,
  }
}
