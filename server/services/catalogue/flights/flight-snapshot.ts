import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import { flightNames, type TNameLanguage } from '../offer-names.ts'
import type { FlightOffer } from './offer-source.ts'
import { isoLocal } from './zoned-time.ts'

/**
 * A flight offer as a trip keeps it (decision 071): the first flight's airline and number, the first
 * leg's destination city, the first departure and the last arrival in local time, and the price for
 * every traveller in the currency the source priced it in (the trip shows it converted beside); names in
 * the saver's language (decision 086).
 */
export function flightSnapshot(offer: FlightOffer, lang: TNameLanguage): TOfferSnapshot {
  const first = offer.legs[0]?.flights[0]
  const lastLeg = offer.legs[offer.legs.length - 1]
  const last = lastLeg?.flights[lastLeg.flights.length - 1]
  if (!first || !last) throw new Error('an offer without flights')
  const names = flightNames(offer, lang)
  return {
    vertical: 'flight',
    offerId: offer.id,
    title: names.title,
    priceMinor: offer.total,
    currency: offer.currency,
    startAt: isoLocal(first.departUtc, first.from.timeZone),
    endAt: isoLocal(last.arriveUtc, last.to.timeZone),
    destination: names.destination,
  }
}
