import { z } from 'zod'
import { APPROVAL_STATUSES } from '../business/checkout-contract.ts'
import { ZKeptPolicyReasonsSchema } from '../business/policy-reason-schemas.ts'
import { FLIGHT_DASHBOARD } from '../constants.ts'
import { FULL_TRIP_ID_PATTERN } from './trip-ids.ts'
import { IMAGE_SIZES, SEASONS, type TImageSize } from './trip-images.ts'
import {
  LOAD_STATES,
  NOTIFICATION_TYPES,
  STORE_PROPS,
  TRIP_ACCESS_ROLES,
  TRIP_EVENT_STATES,
  TRIP_VERTICALS,
  TRIPS_LIMITS,
  type TStoreProp,
} from './trips-contract.ts'

/** The store and settings calls (spec section 7, decision 043); paths in trips-contract.ts. */

export const ZFullTripIdSchema = z.string().regex(new RegExp(FULL_TRIP_ID_PATTERN))

/** ?props=trip,trips,user: each at most once; unknown names are refused, absent means trips and user. */
export const ZStorePropsSchema = z
  .string()
  .max(40)
  .transform((value, ctx): TStoreProp[] => {
    const names = value.split(',').map((p) => p.trim())
    const props = new Set<TStoreProp>()
    for (const name of names) {
      if (!(STORE_PROPS as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `unknown prop "${name.slice(0, 20)}"` })
        return z.NEVER
      }
      props.add(name as TStoreProp)
    }
    return [...props]
  })

export const ZStoreQuerySchema = z.object({
  props: ZStorePropsSchema.optional(),
  /** GET may name the trip in the query; POST sends it in its body (spec section 7). */
  fullTripId: ZFullTripIdSchema.optional(),
})
export type TStoreQuery = z.infer<typeof ZStoreQuerySchema>

/** POST store body, form-encoded or JSON: the trip the page is on, if any. */
export const ZStoreBodySchema = z.object({ fullTripId: ZFullTripIdSchema.optional() }).strict()
export type TStoreBody = z.infer<typeof ZStoreBodySchema>

const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true })

export const ZTripEventSchema = z.object({
  id: z.string(),
  vertical: z.enum(TRIP_VERTICALS),
  offerId: z.string(),
  title: z.string(),
  /** Minor units of the currency (cents, won). */
  priceMinor: z.number().int(),
  currency: z.string(),
  startAt: isoDateTime,
  endAt: isoDateTime.nullable(),
  state: z.enum(TRIP_EVENT_STATES),
  isInCart: z.boolean(),
  bookedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  /**
   * Who booked and for whom (business bookings may differ); null until booked. bookedForYou: the
   * viewer is the traveller and someone else booked (book on behalf, decision 056); absent otherwise.
   */
  booking: z
    .object({
      bookerDisplayName: z.string(),
      travelerDisplayName: z.string(),
      bookedForYou: z.literal(true).optional(),
    })
    .nullable(),
  /** A business booking's policy verdict and approval (decision 053); null for personal events. */
  business: z
    .object({
      policyStatus: z.enum(['in', 'out']).nullable(),
      policyReasons: ZKeptPolicyReasonsSchema,
      outOfPolicyReason: z.string().nullable(),
      approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
    })
    .nullable(),
})
export type TTripEvent = z.infer<typeof ZTripEventSchema>

export const ZTripSummarySchema = z.object({
  fullTripId: ZFullTripIdSchema,
  tripName: z.string(),
  destination: z.string(),
  /** The trip's own dates, else its events' first and last day; null without either. */
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  imageUrl: z.string(),
  /** The drawer's 32x32 thumbnail (drawn at twice the density). */
  thumbnailUrl: z.string(),
  tripUrl: z.object({ url: z.string() }),
  ownerDisplayName: z.string(),
  /** owner, or the rights it was shared with. */
  role: z.enum(TRIP_ACCESS_ROLES),
  numSavedEvents: z.number().int(),
  numCartEvents: z.number().int(),
  numBookedEvents: z.number().int(),
  numCancelledEvents: z.number().int(),
  isFullyCancelled: z.boolean(),
  updatedAt: isoDateTime,
  /** Who last booked in this trip for the viewer, when someone else did (decision 056); absent otherwise. */
  bookedForYouBy: z.string().optional(),
})
export type TTripSummary = z.infer<typeof ZTripSummarySchema>

export const ZTripDetailSchema = ZTripSummarySchema.extend({
  events: z.object({ loadState: z.enum(LOAD_STATES), items: z.array(ZTripEventSchema) }),
})
export type TTripDetail = z.infer<typeof ZTripDetailSchema>

/** Trips by full trip id, with their order: upcoming by last change (newest first), past by end (latest first). */
export const ZTripCollectionSchema = z.object({
  ids: z.array(z.string()),
  byId: z.record(z.string(), ZTripSummarySchema),
})
export type TTripCollection = z.infer<typeof ZTripCollectionSchema>

export const ZTripUserSettingsSchema = z.object({
  isTripsDrawerReminderTooltipShown: z.boolean(),
  isTripsDrawerGoToTripsButtonTooltipShown: z.boolean(),
  isNavigationDrawerTripsTooltipShown: z.boolean(),
  mapViewFD: z.boolean(),
  mapViewDP: z.boolean(),
  tdpAutopilot: z.boolean(),
})
export type TTripUserSettings = z.infer<typeof ZTripUserSettingsSchema>

export const ZWishlistItemSchema = z.object({ tripId: ZFullTripIdSchema, destination: z.string() })
export type TWishlistItem = z.infer<typeof ZWishlistItemSchema>

export const ZTripNotificationSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  /** The shared trip's full id. */
  tripId: ZFullTripIdSchema,
  /** The sharer's picture; null when they have none (the notification shows initials). */
  avatarUrl: z.string().nullable(),
  /** Seconds since the epoch. */
  timestamp: z.number().int(),
  tripName: z.string(),
  sharerDisplayName: z.string(),
})
export type TTripNotification = z.infer<typeof ZTripNotificationSchema>

export const ZTripsUserSchema = z.object({
  settings: ZTripUserSettingsSchema,
  wishlistItems: z.array(ZWishlistItemSchema),
  /** The newest shared-trip notification not yet dismissed. */
  notificationData: ZTripNotificationSchema.nullable(),
})
export type TTripsUser = z.infer<typeof ZTripsUserSchema>

/** Only the props asked for are present; a signed-out visitor's store is empty (user null). */
export const ZTripsStoreResponseSchema = z.object({
  trip: ZTripDetailSchema.nullable().optional(),
  trips: z.object({ upcomingTrips: ZTripCollectionSchema, pastTrips: ZTripCollectionSchema }).optional(),
  user: ZTripsUserSchema.nullable().optional(),
})
export type TTripsStoreResponse = z.infer<typeof ZTripsStoreResponseSchema>

/** POST mapViewFD, mapViewDP, tdpAutopilot: form ("true"/"false") or JSON. */
export const ZSettingToggleRequestSchema = z
  .object({
    enabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  })
  .strict()
export type TSettingToggleRequest = z.infer<typeof ZSettingToggleRequestSchema>

/** Every settings call answers the settings as they now are. */
export const ZTripSettingsResponseSchema = z.object({ settings: ZTripUserSettingsSchema })
export type TTripSettingsResponse = z.infer<typeof ZTripSettingsResponseSchema>

/** GET upcomingFlights (decision 101): 5 unless asked, a larger limit capped. */
export const ZUpcomingFlightsQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .transform((n) => Math.min(n, TRIPS_LIMITS.upcomingFlightsMax))
      .default(FLIGHT_DASHBOARD.defaultLimit),
  })
  .strict()

/** A flight not cancelled that has not left yet, with the trip it belongs to. */
export const ZUpcomingFlightSchema = z.object({
  event: ZTripEventSchema,
  fullTripId: ZFullTripIdSchema,
  tripName: z.string(),
  tripUrl: z.object({ url: z.string() }),
})
export type TUpcomingFlight = z.infer<typeof ZUpcomingFlightSchema>

export const ZUpcomingFlightsResponseSchema = z.object({ flights: z.array(ZUpcomingFlightSchema) })
export type TUpcomingFlightsResponse = z.infer<typeof ZUpcomingFlightsResponseSchema>

/** A seasonal image's path (trip-images.ts): one of our seasons and sizes; the service knows the destinations. */
export const ZSeasonalImageParamsSchema = z.object({
  destination: z.string(),
  season: z.enum(SEASONS),
  size: z.enum(Object.keys(IMAGE_SIZES) as [TImageSize, ...TImageSize[]]),
})
