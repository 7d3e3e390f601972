import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import type { FlightOffer } from './offer-source.ts'
import { isoLocal } from './zoned-time.ts'

/**
 * A flight offer as a trip keeps it (decision 071): the first flight's airline and number, the first
 * leg's destination city, the first departure and the last arrival in local time, and the price for
 * every traveller in the currency the source priced it in (the trip shows it converted beside).
 */
export function flightSnapshot(offer: FlightOffer): TOfferSnapshot {
  const first = offer.legs[0]?.flights[0]
  const lastLeg = offer.legs[offer.legs.length - 1]
  const last = lastLeg?.flights[lastLeg.flights.length - 1]
  const arrival = offer.legs[0]?.flights.at(-1)
  if (!first || !last || !arrival) throw new Error('an offer without flights')
  return {
    vertical: 'flight',
    offerId: offer.id,
    title: `${first.carrier.name} ${first.flightNumber}`,
    priceMinor: offer.total,
    currency: offer.currency,
    startAt: isoLocal(first.departUtc, first.from.timeZone),
    endAt: isoLocal(last.arriveUtc, last.to.timeZone),
    destination: arrival.to.cityName,
  }
}
