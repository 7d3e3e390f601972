import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import type { OfferCatalogue } from '../trips/trip-events.service.ts'
import { flightSnapshot } from './flights/flight-snapshot.ts'
import type { FlightOfferSource } from './flights/offer-source.ts'
import { staySnapshot } from './stays/stay-snapshot.ts'
import type { StayOfferSource } from './stays/stay-source.ts'

/**
 * What trips read offers through: flights (`fl1:`) and stays (`st-1-`) of their offer sources by their
 * ids, priced today, everything else from the demo catalogue until cars and trains move onto sources
 * (issue 25).
 */
export function offerCatalogue(
  sources: { flights: FlightOfferSource; stays: StayOfferSource },
  others: OfferCatalogue,
  today: () => string,
): OfferCatalogue {
  return {
    async find(vertical: TTripVertical, offerId: string) {
      if (vertical === 'flight' && offerId.startsWith('fl1:')) {
        const offer = sources.flights.offerById(offerId, today())
        return offer ? flightSnapshot(offer) : null
      }
      if (vertical === 'hotel' && offerId.startsWith('st-')) {
        const found = sources.stays.rateById(offerId, today())
        return found ? staySnapshot(found.offer, found.rate) : null
      }
      return others.find(vertical, offerId)
    },
  }
}
