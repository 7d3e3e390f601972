import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import type { TrainFare, TrainOffer } from './train-generator.ts'

/**
 * A train fare as a trip keeps it (decision 082): the train and its stations, departure and arrival in
 * local time, the destination city, and the fare for every traveller in the operator's currency.
 */
export function trainSnapshot(offer: TrainOffer, fare: TrainFare): TOfferSnapshot {
  return {
    vertical: 'train',
    offerId: fare.id,
    title: `${offer.train}: ${offer.from.station} to ${offer.to.station}`,
    priceMinor: fare.total,
    currency: offer.currency,
    startAt: offer.departAt,
    endAt: offer.arriveAt,
    destination: offer.to.cityName,
  }
}
