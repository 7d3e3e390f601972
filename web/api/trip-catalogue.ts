// Types only: the schemas modules hold zod, which must stay out of the browser bundle.

import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../shared/business/checkout-schemas.ts'
import { searchQuery, type TCatalogueSearch } from '../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../shared/trips/catalogue-schemas.ts'
import type {
  TEventChangeResponse,
  TOfferSnapshot,
  TSaveEventResponse,
} from '../../shared/trips/trip-edit-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { catalogueEndpoints as catalogue, tripEventsEndpoints as events } from './endpoints.gen.ts'

/** The demo catalogue's search and the two trips calls its results pages make (decision 044). */
export interface TripCatalogueApi {
  search(search: TCatalogueSearch): Promise<TCatalogueSearchResponse>
  save(offer: TOfferSnapshot, fullTripId?: string): Promise<TSaveEventResponse>
  /** No price or dates sent: the server books at the catalogue's; a business booking sends its checkout. */
  book(eventId: string, checkout?: TCheckoutInput): Promise<TEventChangeResponse>
  /** What a business booking of the event asks first (decision 053). */
  quote(eventId: string): Promise<TCheckoutQuoteResponse>
  remove(eventId: string): Promise<unknown>
}

export function createTripCatalogueApi(client: () => ApiClient): TripCatalogueApi {
  return {
    search: (search) =>
      callEndpoint(client(), catalogue.search, {
        params: { vertical: search.vertical },
        query: searchQuery(search),
      }),
    save: (offer, fullTripId) =>
      callEndpoint(client(), events.save, { body: fullTripId ? { offer, fullTripId } : { offer } }),
    book: (eventId, checkout) =>
      callEndpoint(client(), events.book, { params: { eventId }, body: checkout ? { checkout } : {} }),
    quote: (eventId) => callEndpoint(client(), events.quote, { params: { eventId } }),
    remove: (eventId) => callEndpoint(client(), events.remove, { params: { eventId } }),
  }
}
