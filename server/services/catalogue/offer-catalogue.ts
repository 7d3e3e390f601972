import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import type { OfferCatalogue } from '../trips/trip-events.service.ts'
import { carSnapshot } from './cars/car-snapshot.ts'
import { flightSnapshot } from './flights/flight-snapshot.ts'
import { nameLanguage } from './offer-names.ts'
import type { OfferSources } from './offer-sources.ts'
import type { PlaceIndex } from './places/place-search.ts'
import { staySnapshot } from './stays/stay-snapshot.ts'
import { trainSnapshot } from './trains/train-snapshot.ts'

/**
 * What trips read offers through: flights (`fl1:`), stays (`st-1-`), trains (`tr1:`) and cars (`cr1:`)
 * of their offer sources by their ids, priced today; other ids (the demo catalogue's own) from the demo
 * catalogue.
 */
export function offerCatalogue(
  sources: OfferSources,
  others: OfferCatalogue,
  places: () => PlaceIndex,
  today: () => string,
): OfferCatalogue {
  return {
    async find(vertical: TTripVertical, offerId: string, language?: string) {
      const lang = nameLanguage(language)
      if (vertical === 'flight' && offerId.startsWith('fl1:')) {
        const offer = sources.flights.offerById(offerId, today())
        return offer ? flightSnapshot(offer, lang) : null
      }
      if (vertical === 'hotel' && offerId.startsWith('st-')) {
        const found = sources.stays.rateById(offerId, today())
        return found ? staySnapshot(found.offer, found.rate, places(), lang) : null
      }
      if (vertical === 'train' && offerId.startsWith('tr1:')) {
        const found = sources.trains.fareById(offerId, today())
        return found ? trainSnapshot(found.offer, found.fare, places(), lang) : null
      }
      if (vertical === 'car' && offerId.startsWith('cr1:')) {
        const offer = sources.cars.offerById(offerId, today())
        return offer ? carSnapshot(offer, lang) : null
      }
      return others.find(vertical, offerId, language)
    },
  }
}
