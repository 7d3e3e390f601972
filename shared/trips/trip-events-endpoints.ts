import { z } from 'zod'
import { BOOKING_ROUTES, BookingErrorCode } from '../booking/booking-contract.ts'
import { ZBookingConfirmationSchema } from '../booking/booking-schemas.ts'
import { CHECKOUT_ROUTES, CheckoutErrorCode } from '../business/checkout-contract.ts'
import { ZCheckoutQuoteResponseSchema } from '../business/checkout-schemas.ts'
import { defineEndpoint } from '../endpoint.ts'
import { ErrorCode } from '../errors.ts'
import { optionalBody } from '../optional-body.ts'
import {
  ZBookEventResponseSchema,
  ZCancelEventResponseSchema,
  ZCartEventRequestSchema,
  ZEventChangeResponseSchema,
  ZEventParamsSchema,
  ZMoveEventRequestSchema,
  ZMoveEventResponseSchema,
  ZRemoveEventResponseSchema,
  ZSaveEventRequestSchema,
  ZSaveEventResponseSchema,
} from './trip-edit-schemas.ts'
import { TRIPS_API_PATHS, TRIPS_RATE_LIMITS, TRIPS_ROUTES, TripsErrorCode } from './trips-contract.ts'

const write = TRIPS_RATE_LIMITS.write
/**
 * A call on one event: its id in the path, where a malformed one reads like an event that does not
 * exist, at a write's rate.
 */
const onEvent = {
  params: ZEventParamsSchema,
  rateLimit: write,
  notFound: { code: TripsErrorCode.EVENT_NOT_FOUND, description: 'No such trip event.' },
} as const
/**
 * Why an event cannot be booked (or quoted for booking): it is gone, its trip read-only, it is not saved
 * or in the cart, its offer is gone; or who may book says no: the business role, its second factor and,
 * for someone else, select's rule (decision 056).
 */
const bookingRefusals = [
  TripsErrorCode.EVENT_NOT_FOUND,
  TripsErrorCode.TRIP_READ_ONLY,
  TripsErrorCode.EVENT_STATE,
  TripsErrorCode.OFFER_NOT_FOUND,
  TripsErrorCode.BOOKING_NOT_ALLOWED,
  ErrorCode.MISSING_TWO_FACTOR_AUTHENTICATION,
] as const

/**
 * The book call's body, read by the route itself (server/services/booking/booking-request.ts): a
 * traveller's or the card's problem is answered with that field's own code (TRAVELLER_NAME_INVALID beside
 * `travellers.0.firstName`), which a schema's refusal, always VALIDATION_ERROR, cannot say.
 */
const bookBody = optionalBody(z.looseObject({})).describe(
  "The booking: {priceMinor?, currency?, startAt?, endAt?, checkout?, travellers?, payment?}, as ZBookEventRequestSchema in shared/trips/trip-edit-schemas.ts. A traveller's or the card's problem is answered with that field's own code (TRAVELLER_NAME_INVALID beside travellers.0.firstName).",
)

/**
 * A trip's events (decisions 043, 053 and 084): saving offers, moving, the cart, booking with its review
 * and confirmation, cancelling and removing.
 */
export const tripEventsEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: TRIPS_API_PATHS.events,
    summary:
      'Saves an offer into a trip, or without one into a trip of its destination and dates (201 when a trip was made for it)',
    body: optionalBody(ZSaveEventRequestSchema),
    response: ZSaveEventResponseSchema,
    rateLimit: write,
    errors: [
      TripsErrorCode.TRIP_NOT_FOUND,
      TripsErrorCode.TRIP_READ_ONLY,
      TripsErrorCode.TRIP_LIMIT,
      TripsErrorCode.EVENT_LIMIT,
      TripsErrorCode.OFFER_NOT_FOUND,
    ],
  }),
  move: defineEndpoint({
    method: 'POST',
    path: TRIPS_ROUTES.eventMove,
    summary: 'Moves an event to another trip the caller may edit',
    ...onEvent,
    body: optionalBody(ZMoveEventRequestSchema),
    response: ZMoveEventResponseSchema,
    errors: [
      TripsErrorCode.EVENT_NOT_FOUND,
      TripsErrorCode.TRIP_NOT_FOUND,
      TripsErrorCode.TRIP_READ_ONLY,
      TripsErrorCode.EVENT_LIMIT,
      TripsErrorCode.EVENT_STATE,
    ],
  }),
  cart: defineEndpoint({
    method: 'POST',
    path: TRIPS_ROUTES.eventCart,
    summary: 'Puts a saved event in the cart or takes it out',
    ...onEvent,
    body: optionalBody(ZCartEventRequestSchema),
    response: ZEventChangeResponseSchema,
    errors: [TripsErrorCode.EVENT_NOT_FOUND, TripsErrorCode.TRIP_READ_ONLY, TripsErrorCode.EVENT_STATE],
  }),
  book: defineEndpoint({
    method: 'POST',
    path: TRIPS_ROUTES.eventBook,
    summary:
      "Books an event: travellers and a card for the booking flow's offers, the checkout's answers for a business booking",
    ...onEvent,
    body: bookBody,
    response: ZBookEventResponseSchema,
    errors: [
      ...bookingRefusals,
      BookingErrorCode.TRAVELLERS_COUNT,
      BookingErrorCode.TRAVELLER_NAME_INVALID,
      BookingErrorCode.TRAVELLER_BIRTH_DATE_INVALID,
      BookingErrorCode.TRAVELLER_TOO_YOUNG,
      BookingErrorCode.TRAVELLER_TOO_OLD,
      BookingErrorCode.TRAVELLER_EMAIL_INVALID,
      BookingErrorCode.TRAVELLER_PASSPORT_REQUIRED,
      BookingErrorCode.TRAVELLER_PASSPORT_INVALID,
      BookingErrorCode.TRAVELLER_PASSPORT_EXPIRES,
      BookingErrorCode.TRAVELLER_SAVED_NOT_FOUND,
      BookingErrorCode.PAYMENT_REQUIRED,
      BookingErrorCode.PAYMENT_NOT_ACCEPTED,
      BookingErrorCode.PAYMENT_DECLINED,
      BookingErrorCode.PAYMENT_INSUFFICIENT_FUNDS,
      BookingErrorCode.PAYMENT_CARD_EXPIRED,
      BookingErrorCode.PAYMENT_CARD_INVALID,
      BookingErrorCode.BOOKING_DETAILS_NOT_ACCEPTED,
      CheckoutErrorCode.OUT_OF_POLICY_BLOCKED,
      CheckoutErrorCode.OUT_OF_POLICY_REASON_REQUIRED,
      CheckoutErrorCode.APPROVER_NOT_ALLOWED,
      CheckoutErrorCode.PAYMENT_OPTION_NOT_ALLOWED,
      CheckoutErrorCode.PAYMENT_OPTION_REQUIRED,
      CheckoutErrorCode.REPORTING_FIELD_INVALID,
    ],
  }),
  // The review step (decision 084) with the business checkout's quote (decision 053). A read, so GET.
  quote: defineEndpoint({
    method: 'GET',
    path: CHECKOUT_ROUTES.quote,
    summary: "What booking an event would ask and do: the review step and a business booking's checks",
    ...onEvent,
    response: ZCheckoutQuoteResponseSchema,
    errors: bookingRefusals,
  }),
  booking: defineEndpoint({
    method: 'GET',
    path: BOOKING_ROUTES.booking,
    summary: "A booking's confirmation: reference, travellers (passports masked), charge, terms and refund",
    ...onEvent,
    response: ZBookingConfirmationSchema,
    errors: [
      TripsErrorCode.EVENT_NOT_FOUND,
      TripsErrorCode.TRIP_READ_ONLY,
      TripsErrorCode.BOOKING_NOT_ALLOWED,
      BookingErrorCode.BOOKING_NOT_FOUND,
    ],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: TRIPS_ROUTES.eventCancel,
    summary: 'Cancels a booked event under its terms, with what was refunded',
    ...onEvent,
    response: ZCancelEventResponseSchema,
    errors: [
      TripsErrorCode.EVENT_NOT_FOUND,
      TripsErrorCode.TRIP_READ_ONLY,
      TripsErrorCode.BOOKING_NOT_ALLOWED,
      TripsErrorCode.EVENT_STATE,
    ],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: TRIPS_ROUTES.event,
    summary: 'Removes a saved or in-cart event from its trip',
    ...onEvent,
    response: ZRemoveEventResponseSchema,
    errors: [TripsErrorCode.EVENT_NOT_FOUND, TripsErrorCode.TRIP_READ_ONLY, TripsErrorCode.EVENT_STATE],
  }),
}
