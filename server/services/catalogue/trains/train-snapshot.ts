import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import { type TNameLanguage, trainNames } from '../offer-names.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import type { TrainFare, TrainOffer } from './train-generator.ts'

/**
 * A train fare as a trip keeps it (decision 082): the train and its stations, departure and arrival in
 * local time, the destination city, and the fare for every traveller in the operator's currency; names in
 * the saver's language (decision 086).
 */
export function trainSnapshot(
  offer: TrainOffer,
  fare: TrainFare,
  places: PlaceIndex,
  lang: TNameLanguage,
): TOfferSnapshot {
  const names = trainNames(offer, places, lang)
  return {
    vertical: 'train',
    offerId: fare.id,
    title: names.title,
    priceMinor: fare.total,
    currency: offer.currency,
    startAt: offer.departAt,
    endAt: offer.arriveAt,
    destination: names.destination,
  }
}
