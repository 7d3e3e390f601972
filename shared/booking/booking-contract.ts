/*
 * The booking flow (issue 25 item 4, decision 084): review, travellers, payment, confirmation and
 * cancellation of an offer of the offer sources (flights `fl1:`, stays `st-`, trains `tr1:`, cars `cr1:`).
 * Paths, limits, traveller kinds and error codes without zod, so that a page can read them without the
 * schema library; the schemas are in booking-schemas.ts, the traveller rules in traveller-rules.ts.
 */
import { codes, type TCodeOf } from '../code-table.ts'

const TRIPS_API = '/trips/api'
const seg = (value: string) => encodeURIComponent(value)

export const BOOKING_PATHS = {
  /**
   * GET: the review step, the business checkout's quote (decision 053) with `review` added: the offer,
   * its terms, the price broken down in the charged and the visitor's currency, the travellers asked.
   */
  review: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/checkout`,
  /** POST {travellers?, payment?, checkout?}: books the event; answers {event, trip, confirmation}. */
  book: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/book`,
  /** GET: a booked (or cancelled) event's confirmation: reference, travellers, charge, terms, refund. */
  booking: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/booking`,
  /** POST: cancels a booked event under its terms; answers {event, trip, cancellation}. */
  cancel: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/cancel`,
} as const

export const BOOKING_ROUTES = {
  booking: `${TRIPS_API}/events/:eventId/booking`,
} as const

/**
 * Who a traveller entry stands for: flights' and trains' adults (and a flight's children and infants),
 * one lead guest per room of a stay, a car's driver.
 */
export const TRAVELLER_KINDS = ['adult', 'child', 'infant', 'leadGuest', 'driver'] as const
export type TTravellerKind = (typeof TRAVELLER_KINDS)[number]

export const BOOKING_LIMITS = {
  /** Names as printed on a passport's visual zone, Latin letters: airlines take up to about 50. */
  nameMaxLength: 50,
  emailMaxLength: 254,
  /** A traveller is at most this old (and born after 1900). */
  maxAge: 120,
  /** At most 9 adults and children and 9 infants on a flight; 8 rooms of a stay. */
  maxTravellers: 18,
  /** Adults on a flight or a train are at least this old on the day of travel. */
  adultMinAge: 12,
  /** A flight's children are 2 to 11 on the day of travel, its infants under 2. */
  childMinAge: 2,
  /** A stay's lead guest is of age at check-in. */
  leadGuestMinAge: 18,
  holderNameMaxLength: 100,
} as const

/** Cards whose numbers the embedded payment provider takes (Stripe's documented test numbers). */
export const TEST_CARDS = {
  success: ['4242424242424242', '5555555555554444', '378282246310005', '3566002020360505'],
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const

export const BookingErrorCode = codes(
  /** Not one traveller entry per traveller the offer is for (field `travellers`, the limit says how many). */
  'TRAVELLERS_COUNT',
  /** A first or last name missing, too long, or not Latin letters, spaces, hyphens and apostrophes. */
  'TRAVELLER_NAME_INVALID',
  /** A date of birth missing, not a calendar date, in the future or more than 120 years ago. */
  'TRAVELLER_BIRTH_DATE_INVALID',
  /** Younger on the day of travel than the entry's kind allows (the limit is the age). */
  'TRAVELLER_TOO_YOUNG',
  /** Older on the day of travel than the entry's kind allows (a child, an infant, a car priced for a young driver). */
  'TRAVELLER_TOO_OLD',
  'TRAVELLER_EMAIL_INVALID',
  /** An international flight needs each traveller's passport. */
  'TRAVELLER_PASSPORT_REQUIRED',
  /** A passport's number, country or date is not in a passport's form. */
  'TRAVELLER_PASSPORT_INVALID',
  /** The passport expires before the trip ends. */
  'TRAVELLER_PASSPORT_EXPIRES',
  /** The saved traveller named is not one of the booker's (reads like one that does not exist). */
  'TRAVELLER_SAVED_NOT_FOUND',
  /** A personal booking needs a card (field `payment.card`). */
  'PAYMENT_REQUIRED',
  /** A business booking is paid with the company's payment options, never a card in the request. */
  'PAYMENT_NOT_ACCEPTED',
  /** 402: the card was declined (a declined test card, or a number that is not a test card). */
  'PAYMENT_DECLINED',
  /** 402: the card has not enough funds. */
  'PAYMENT_INSUFFICIENT_FUNDS',
  /** 402: the card has expired (its expiry, or the issuer says so). */
  'PAYMENT_CARD_EXPIRED',
  /** 402 (400 when the request's shape is wrong): a number that fails the Luhn check, a bad CVC, month or name. */
  'PAYMENT_CARD_INVALID',
  /** Travellers or a card sent for an offer the booking flow does not cover (the demo catalogue's). */
  'BOOKING_DETAILS_NOT_ACCEPTED',
  /** The event has no booking made through the booking flow. */
  'BOOKING_NOT_FOUND',
)
export type TBookingErrorCode = TCodeOf<typeof BookingErrorCode>

/** The payment declines, answered 402. */
export const PAYMENT_DECLINE_CODES: readonly TBookingErrorCode[] = [
  BookingErrorCode.PAYMENT_DECLINED,
  BookingErrorCode.PAYMENT_INSUFFICIENT_FUNDS,
  BookingErrorCode.PAYMENT_CARD_EXPIRED,
  BookingErrorCode.PAYMENT_CARD_INVALID,
]

/** Why a cancellation refunded what it did. */
export const REFUND_REASONS = [
  /** Cancelled before the free cancellation ended: everything back. */
  'freeCancellation',
  /** Cancelled after the free cancellation ended: nothing back. */
  'freeCancellationEnded',
  /** A fare or rate that is not refundable: nothing back. */
  'notRefundable',
] as const
export type TRefundReason = (typeof REFUND_REASONS)[number]

/** Offer ids of the offer sources (flights, stays, trains, cars), which the booking flow books; others are the demo catalogue's. */
export const isBookingFlowOffer = (offerId: string) => /^(fl1:|st-|tr1:|cr1:)/.test(offerId)

/** The booking page of a saved offer (its trip event). */
export const bookingPagePath = (eventId: string) => `/book/${encodeURIComponent(eventId)}`
