// Types only from the schemas: they hold zod, which must stay out of the browser bundle.
import type {
  TBookingConfirmation,
  TBookingPaymentInput,
  TTravellerInput,
} from '../../shared/booking/booking-schemas.ts'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../shared/business/checkout-schemas.ts'
import type { TBookEventResponse, TCancelEventResponse } from '../../shared/trips/trip-edit-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { tripEventsEndpoints as api } from './endpoints.gen.ts'

/** The booking flow's calls (decision 084): review, book with travellers and a card, confirmation, cancel. */
export interface BookingApi {
  review(eventId: string): Promise<TCheckoutQuoteResponse>
  book(
    eventId: string,
    body: { travellers?: TTravellerInput[]; payment?: TBookingPaymentInput; checkout?: TCheckoutInput },
  ): Promise<TBookEventResponse>
  booking(eventId: string): Promise<TBookingConfirmation>
  cancel(eventId: string): Promise<TCancelEventResponse>
}

export function createBookingApi(client: () => ApiClient): BookingApi {
  return {
    review: (eventId) => callEndpoint(client(), api.quote, { params: { eventId } }),
    book: (eventId, body) => callEndpoint(client(), api.book, { params: { eventId }, body }),
    booking: (eventId) => callEndpoint(client(), api.booking, { params: { eventId } }),
    cancel: (eventId) => callEndpoint(client(), api.cancel, { params: { eventId } }),
  }
}
