import { z } from 'zod'
import {
  ZBookingConfirmationSchema,
  ZBookingPaymentInputSchema,
  ZCancellationOutcomeSchema,
  ZTravellersInputSchema,
} from '../booking/booking-schemas.ts'
import { ZCheckoutInputSchema } from '../business/checkout-schemas.ts'
import { isSafeText, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'
import {
  SAVE_STATES,
  SHARE_ROLES,
  TRIP_EVENT_STATES,
  TRIP_VERTICALS,
  TRIPS_LIMITS,
} from './trips-contract.ts'
import { ZFullTripIdSchema, ZTripEventSchema, ZTripSummarySchema } from './trips-schemas.ts'

/** Trip changes, events, sharing and read-only links (decision 043); paths in trips-contract.ts. */

const text = (max: number) => z.string().max(max).refine(isSafeText, UNSAFE_TEXT_REFUSED)
const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true })
const EARLIEST = Date.UTC(2000, 0, 1)
const LATEST = Date.UTC(2101, 0, 1)
/** An offer's or booking's time as a page sends it: within this century, which the database stores. */
const offerTime = isoDateTime.refine((value) => {
  const at = Date.parse(value)
  return at >= EARLIEST && at < LATEST
}, 'a time in the years 2000 to 2100')

// --- trips

/** Names are normalised and checked by the server (1-100 characters after trimming). */
const tripName = text(TRIPS_LIMITS.nameMaxLength * 2)

export const ZCreateTripRequestSchema = z
  .object({
    /** Without a name the trip is named after its destination, or "My trip". */
    name: tripName.optional(),
    destination: text(TRIPS_LIMITS.destinationMaxLength).optional(),
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
  })
  .strict()
export type TCreateTripRequest = z.infer<typeof ZCreateTripRequestSchema>

export const ZUpdateTripRequestSchema = z
  .object({
    name: tripName.optional(),
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'nothing to change')
export type TUpdateTripRequest = z.infer<typeof ZUpdateTripRequestSchema>

/** POST trips, PUT trips/{id}: the trip as it now is. */
export const ZTripResponseSchema = ZTripSummarySchema
export type TTripResponse = z.infer<typeof ZTripResponseSchema>

export const ZTripParamsSchema = z.object({ fullTripId: ZFullTripIdSchema })

// --- events

/** What the results page knows of an offer when it is saved; the trip keeps this copy. */
export const ZOfferSnapshotSchema = z
  .object({
    vertical: z.enum(TRIP_VERTICALS),
    offerId: z
      .string()
      .min(1)
      .max(TRIPS_LIMITS.offerIdMaxLength)
      .regex(/^[A-Za-z0-9._:-]+$/),
    title: text(TRIPS_LIMITS.titleMaxLength).refine((value) => value.trim() !== '', 'a title'),
    priceMinor: z.number().int().min(0).max(TRIPS_LIMITS.priceMinorMax),
    currency: z.string().regex(/^[A-Z]{3}$/),
    startAt: offerTime,
    endAt: offerTime.nullable().optional(),
    /** The place the offer takes one to (a new trip is named after it). */
    destination: text(TRIPS_LIMITS.destinationMaxLength).refine((value) => value.trim() !== '', 'a place'),
  })
  .strict()
  .refine((offer) => !offer.endAt || Date.parse(offer.endAt) >= Date.parse(offer.startAt), {
    message: 'endAt is before startAt',
    path: ['endAt'],
  })
export type TOfferSnapshot = z.infer<typeof ZOfferSnapshotSchema>

export const ZSaveEventRequestSchema = z
  .object({ offer: ZOfferSnapshotSchema, fullTripId: ZFullTripIdSchema.optional() })
  .strict()
export type TSaveEventRequest = z.infer<typeof ZSaveEventRequestSchema>

/** An event change answers the event and its trip's new summary (counters move). */
export const ZEventChangeResponseSchema = z.object({ event: ZTripEventSchema, trip: ZTripSummarySchema })
export type TEventChangeResponse = z.infer<typeof ZEventChangeResponseSchema>

/** Saving also says whether a trip was made for it (the wishlist toast's moment). */
export const ZSaveEventResponseSchema = ZEventChangeResponseSchema.extend({ createdTrip: z.boolean() })
export type TSaveEventResponse = z.infer<typeof ZSaveEventResponseSchema>

/**
 * The saved-trip local record (spec section 3, key tripSaveLater): a signed-out save waiting for sign-in.
 * resultData is the save to make (the result's id for the close event, the offer, the trip if any).
 */
export const ZSaveLaterRecordSchema = z.object({
  resultData: z.object({
    resultId: z.string().min(1).max(200),
    offer: ZOfferSnapshotSchema,
    fullTripId: ZFullTripIdSchema.optional(),
  }),
  savingState: z.enum(SAVE_STATES),
  isSaved: z.boolean().default(false),
})
export type TSaveLaterRecord = z.infer<typeof ZSaveLaterRecordSchema>

export const ZEventParamsSchema = z.object({ eventId: z.uuid() })

export const ZMoveEventRequestSchema = z.object({ fullTripId: ZFullTripIdSchema }).strict()
export type TMoveEventRequest = z.infer<typeof ZMoveEventRequestSchema>
export const ZMoveEventResponseSchema = z.object({
  event: ZTripEventSchema,
  from: ZTripSummarySchema,
  to: ZTripSummarySchema,
})
export type TMoveEventResponse = z.infer<typeof ZMoveEventResponseSchema>

export const ZCartEventRequestSchema = z.object({ inCart: z.boolean() }).strict()
export type TCartEventRequest = z.infer<typeof ZCartEventRequestSchema>

/** Booking may carry the price and dates of the moment (the results page re-priced it). */
export const ZBookEventRequestSchema = z
  .object({
    priceMinor: z.number().int().min(0).max(TRIPS_LIMITS.priceMinorMax).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    startAt: offerTime.optional(),
    endAt: offerTime.nullable().optional(),
    /** A business booking's checkout answers (decision 053): reason, approver, payment, reporting fields. */
    checkout: ZCheckoutInputSchema.optional(),
    /**
     * The booking flow (decision 084), for offers of the offer sources: one entry per traveller the offer
     * is for (the review's `travellers.slots`); optional in business mode for a one-traveller offer.
     */
    travellers: ZTravellersInputSchema.optional(),
    /** A personal booking's card (decision 084); a business booking pays with the company's options. */
    payment: ZBookingPaymentInputSchema.optional(),
  })
  .strict()
export type TBookEventRequest = z.infer<typeof ZBookEventRequestSchema>

/** Booking answers the event and trip, and the booking flow's confirmation (null outside the flow). */
export const ZBookEventResponseSchema = z.object({
  event: ZTripEventSchema,
  trip: ZTripSummarySchema,
  confirmation: ZBookingConfirmationSchema.nullable(),
})
export type TBookEventResponse = z.infer<typeof ZBookEventResponseSchema>

/** Cancelling answers the event and trip, and what was refunded (null outside the booking flow). */
export const ZCancelEventResponseSchema = z.object({
  event: ZTripEventSchema,
  trip: ZTripSummarySchema,
  cancellation: ZCancellationOutcomeSchema,
})
export type TCancelEventResponse = z.infer<typeof ZCancelEventResponseSchema>

export const ZRemoveEventResponseSchema = z.object({ deleted: z.literal(true), trip: ZTripSummarySchema })
export type TRemoveEventResponse = z.infer<typeof ZRemoveEventResponseSchema>

export const ZDeletedResponseSchema = z.object({ deleted: z.literal(true) })
export type TDeletedResponse = z.infer<typeof ZDeletedResponseSchema>

// --- sharing

export const ZShareRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(TRIPS_LIMITS.emailMaxLength).pipe(z.email()),
    role: z.enum(SHARE_ROLES),
  })
  .strict()
export type TShareRequest = z.infer<typeof ZShareRequestSchema>

export const ZShareRoleRequestSchema = z.object({ role: z.enum(SHARE_ROLES) }).strict()
export type TShareRoleRequest = z.infer<typeof ZShareRoleRequestSchema>

export const ZShareParamsSchema = z.object({ fullTripId: ZFullTripIdSchema, shareId: z.uuid() })

export const ZTripShareSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(SHARE_ROLES),
  /** The address belongs to an account that can see the trip now. */
  accepted: z.boolean(),
  createdAt: isoDateTime,
})
export type TTripShare = z.infer<typeof ZTripShareSchema>

export const ZTripSharesResponseSchema = z.object({
  shares: z.array(ZTripShareSchema),
  /** Whether a read-only link works now (its secret is shown once, when made). */
  link: z.object({ active: z.boolean(), createdAt: isoDateTime.nullable() }),
})
export type TTripSharesResponse = z.infer<typeof ZTripSharesResponseSchema>

/** POST link: the page URL with its secret; shown once, stored only as a hash. */
export const ZTripLinkResponseSchema = z.object({
  url: z.string(),
  token: z.string(),
  createdAt: isoDateTime,
})
export type TTripLinkResponse = z.infer<typeof ZTripLinkResponseSchema>

/** POST body of a read-only link's data. */
export const ZSharedTripRequestSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict()
export type TSharedTripRequest = z.infer<typeof ZSharedTripRequestSchema>

/** A read-only link's page data: what the trip is, never who or what it cost. */
export const ZSharedTripResponseSchema = z.object({
  tripName: z.string(),
  destination: z.string(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  imageUrl: z.string(),
  events: z.array(
    z.object({
      vertical: z.enum(TRIP_VERTICALS),
      title: z.string(),
      startAt: isoDateTime,
      endAt: isoDateTime.nullable(),
      state: z.enum(TRIP_EVENT_STATES),
    }),
  ),
})
export type TSharedTripResponse = z.infer<typeof ZSharedTripResponseSchema>
