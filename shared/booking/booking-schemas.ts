import { z } from 'zod'
import { CARD_BRANDS, PAYMENT_KINDS } from '../business/payment-contract.ts'
import { TRIP_EVENT_STATES } from '../trips/trips-contract.ts'
import { BOOKING_LIMITS, REFUND_REASONS, TRAVELLER_KINDS } from './booking-contract.ts'

/*
 * The booking flow's requests and answers (decision 084); paths and codes in booking-contract.ts. Request
 * fields are loose strings here on purpose: traveller-rules.ts and the payment provider check their form
 * and answer each problem with its own code beside its field.
 */

const loose = (max: number) => z.string().max(max)
const optionalText = (max: number) => loose(max).nullable().optional()

export const ZPassportInputSchema = z.strictObject({
  number: optionalText(40),
  /** ISO 3166-1 alpha-2. */
  issuingCountry: optionalText(8),
  /** yyyy-mm-dd; not before the trip's last day. */
  expiresOn: optionalText(40),
  nationality: optionalText(8),
})

/**
 * One traveller of the booking. `savedTravelerId`: one of the booker's saved travellers (the account's
 * traveller API), whose names, date of birth and e-mail fill what the entry leaves out.
 */
export const ZTravellerInputSchema = z.strictObject({
  savedTravelerId: loose(64).optional(),
  firstName: optionalText(200),
  lastName: optionalText(200),
  dateOfBirth: optionalText(40),
  email: optionalText(320),
  passport: ZPassportInputSchema.nullable().optional(),
})
export type TTravellerInput = z.infer<typeof ZTravellerInputSchema>

/** A card as typed: the provider checks it and keeps nothing of it but its brand and last four digits. */
export const ZCardInputSchema = z.strictObject({
  number: loose(40),
  expMonth: z.number().int().min(-10_000).max(10_000),
  expYear: z.number().int().min(-10_000).max(10_000),
  cvc: loose(8),
  holderName: loose(200),
})
export type TCardInput = z.infer<typeof ZCardInputSchema>

export const ZBookingPaymentInputSchema = z.strictObject({ card: ZCardInputSchema })
export type TBookingPaymentInput = z.infer<typeof ZBookingPaymentInputSchema>

export const ZTravellersInputSchema = z.array(ZTravellerInputSchema).max(BOOKING_LIMITS.maxTravellers)

// --- answers

const isoDateTime = z.iso.datetime({ offset: true })
const isoDate = z.iso.date()

export const ZMoneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) })
export type TMoney = z.infer<typeof ZMoneySchema>

export const EXTRA_FEE_KINDS = ['oneWayFee', 'youngDriverFee'] as const

/** A price as the review shows it: base, taxes and fees (null: included in the fare), extra fees, total. */
export const ZPriceBreakdownSchema = z.object({
  base: ZMoneySchema,
  taxesAndFees: ZMoneySchema.nullable(),
  extraFees: z.array(z.object({ kind: z.enum(EXTRA_FEE_KINDS), amount: ZMoneySchema })),
  total: ZMoneySchema,
})
export type TPriceBreakdown = z.infer<typeof ZPriceBreakdownSchema>

/** Free cancellation until a moment (local time with its offset), or not refundable. */
export const ZCancellationTermsSchema = z.object({
  refundable: z.boolean(),
  freeUntil: isoDateTime.nullable(),
})
export type TCancellationTerms = z.infer<typeof ZCancellationTermsSchema>

const ZFlightSegmentSchema = z.object({
  carrier: z.string(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  departAt: isoDateTime,
  arriveAt: isoDateTime,
})

export const ZOfferDetailsSchema = z.discriminatedUnion('vertical', [
  z.object({
    vertical: z.literal('flight'),
    cabin: z.string(),
    fareFamily: z.string(),
    checkedBags: z.number().int(),
    /** none: the fare cannot be changed; fee: changes cost a fee; free. */
    changes: z.enum(['none', 'fee', 'free']),
    refundable: z.boolean(),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    legs: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        departAt: isoDateTime,
        arriveAt: isoDateTime,
        stops: z.number().int(),
        segments: z.array(ZFlightSegmentSchema),
      }),
    ),
  }),
  z.object({
    vertical: z.literal('hotel'),
    propertyId: z.string(),
    stars: z.number().int(),
    neighbourhood: z.string(),
    room: z.string(),
    sleeps: z.number().int(),
    board: z.string(),
    checkin: isoDate,
    checkout: isoDate,
    nights: z.number().int(),
    adults: z.number().int(),
    rooms: z.number().int(),
  }),
  z.object({
    vertical: z.literal('car'),
    supplier: z.string(),
    carClass: z.string(),
    acriss: z.string(),
    exampleModel: z.string(),
    transmission: z.string(),
    seats: z.number().int(),
    bags: z.number().int(),
    pickup: z.object({ name: z.string(), kind: z.string() }),
    dropoff: z.object({ name: z.string(), kind: z.string() }),
    days: z.number().int(),
    mileage: z.object({ unlimited: z.boolean(), includedKm: z.number().int().nullable() }),
    fuelPolicy: z.string(),
    /** The driver's age on the pick-up day the price was made for. */
    driverAge: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  z.object({
    vertical: z.literal('train'),
    operator: z.string(),
    train: z.string(),
    fromStation: z.string(),
    toStation: z.string(),
    travelClass: z.string(),
    adults: z.number().int(),
  }),
])
export type TOfferDetails = z.infer<typeof ZOfferDetailsSchema>

/** What is booked: title, local start and end, the place, a location for calendars, and the vertical's details. */
export const ZBookingOfferSchema = z.object({
  vertical: z.enum(['flight', 'hotel', 'car', 'train']),
  offerId: z.string(),
  title: z.string(),
  startAt: isoDateTime,
  endAt: isoDateTime,
  /** The city travelled to (a car's pick-up city); the zones of the start and of the end (IANA). */
  place: z.object({
    cityName: z.string(),
    countryCode: z.string(),
    timeZone: z.string(),
    endTimeZone: z.string(),
  }),
  location: z.string(),
  details: ZOfferDetailsSchema,
})
export type TBookingOffer = z.infer<typeof ZBookingOfferSchema>

export const ZTravellerSlotSchema = z.object({
  kind: z.enum(TRAVELLER_KINDS),
  minAge: z.number().int(),
  maxAge: z.number().int().nullable(),
})

/** The review step (GET …/checkout's `review`): null for offers outside the booking flow. */
export const ZBookingReviewSchema = z.object({
  offer: ZBookingOfferSchema,
  cancellation: ZCancellationTermsSchema,
  price: z.object({
    /** In the currency that will be charged (the offer source's). */
    charged: ZPriceBreakdownSchema,
    /** Each part converted to the visitor's currency, the total added up from them; null: the same currency. */
    visitor: ZPriceBreakdownSchema.nullable(),
  }),
  travellers: z.object({
    /** One entry per slot, in order. */
    slots: z.array(ZTravellerSlotSchema),
    passportRequired: z.boolean(),
    travelDate: isoDate,
    /** A passport must be valid at least through this day. */
    lastDay: isoDate,
    /** Business mode: without entries the member booked for is the one traveller (single-traveller offers). */
    optional: z.boolean(),
  }),
  /** card: a card in the request (personal); company: the company's payment options (business, `sections.payment`). */
  payment: z.object({ kind: z.enum(['card', 'company']), testCardsOnly: z.boolean() }),
})
export type TBookingReview = z.infer<typeof ZBookingReviewSchema>

export const ZBookedTravellerSchema = z.object({
  kind: z.enum(TRAVELLER_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate.nullable(),
  email: z.string().nullable(),
  /** The number masked but for its last four characters; the full number went to the supplier only. */
  passport: z
    .object({
      number: z.string(),
      issuingCountry: z.string(),
      expiresOn: isoDate,
      nationality: z.string(),
    })
    .nullable(),
})
export type TBookedTraveller = z.infer<typeof ZBookedTravellerSchema>

export const ZRefundSchema = z.object({
  amount: ZMoneySchema,
  visitor: ZMoneySchema.nullable(),
  reason: z.enum(REFUND_REASONS),
  /** The provider's refund reference; null when nothing was refunded or the company paid. */
  reference: z.string().nullable(),
  at: isoDateTime,
})
export type TRefund = z.infer<typeof ZRefundSchema>

/** GET …/booking, and `confirmation` of a booking's answer. */
export const ZBookingConfirmationSchema = z.object({
  eventId: z.string(),
  reference: z.string(),
  supplierReference: z.string(),
  state: z.enum(TRIP_EVENT_STATES),
  offer: ZBookingOfferSchema,
  cancellation: ZCancellationTermsSchema,
  travellers: z.array(ZBookedTravellerSchema),
  payment: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('card'),
      brand: z.enum(CARD_BRANDS),
      last4: z.string(),
      reference: z.string(),
    }),
    z.object({ kind: z.literal('company'), option: z.enum(PAYMENT_KINDS).nullable() }),
  ]),
  /** What was charged (card) or is owed (company), in the offer source's currency. */
  charged: ZMoneySchema,
  /** The same in the visitor's currency when the booking was made; null: the same currency. */
  visitor: ZMoneySchema.nullable(),
  refund: ZRefundSchema.nullable(),
  /** The page of the trip the booking is in. */
  tripPath: z.string(),
})
export type TBookingConfirmation = z.infer<typeof ZBookingConfirmationSchema>

/** What cancelling says it refunded; null for bookings made before the booking flow (nothing was charged). */
export const ZCancellationOutcomeSchema = z.object({ refund: ZRefundSchema }).nullable()
export type TCancellationOutcome = z.infer<typeof ZCancellationOutcomeSchema>
