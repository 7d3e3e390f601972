// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayProperty, TStayRate } from '../../../shared/catalogue/stay-search-contract.ts'
import type { TStaySearch } from '../../../shared/catalogue/stay-search-url.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'

/**
 * The snapshot the heart and Book buttons save (useOfferActions) for one rate of a property: the server
 * reads the rate again from its id (in the property's time zone), so this only names it until then.
 */
export function stayCatalogueOffer(
  property: TStayProperty,
  rate: TStayRate,
  search: TStaySearch,
  placeName: string,
  roomName: string,
  nights: number,
): TCatalogueOffer {
  return {
    offer: {
      vertical: 'hotel',
      offerId: rate.id,
      // The room and its terms: each rate's heart and Book are named apart.
      title: `${property.name} · ${roomName}`,
      priceMinor: rate.price.total.amount,
      currency: rate.price.total.currency,
      startAt: `${search.checkin}T15:00:00Z`,
      endAt: `${search.checkout}T11:00:00Z`,
      destination: placeName,
    },
    originKey: null,
    destinationKey: search.destination,
    provider: property.name,
    rating: property.stars,
    details: { travelClass: rate.room, vendorCode: null, nights },
  }
}
