import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import {
  ZCreateTripRequestSchema,
  ZDeletedResponseSchema,
  ZTripParamsSchema,
  ZTripResponseSchema,
  ZUpdateTripRequestSchema,
} from './trip-edit-schemas.ts'
import { TRIPS_API_PATHS, TRIPS_RATE_LIMITS, TRIPS_ROUTES, TripsErrorCode } from './trips-contract.ts'
import {
  ZSeasonalImageParamsSchema,
  ZSettingToggleRequestSchema,
  ZStoreBodySchema,
  ZStoreQuerySchema,
  ZTripSettingsResponseSchema,
  ZTripsStoreResponseSchema,
  ZUpcomingFlightsQuerySchema,
  ZUpcomingFlightsResponseSchema,
} from './trips-schemas.ts'

const write = TRIPS_RATE_LIMITS.write
/** A malformed full trip id reads like a trip that does not exist. */
export const TRIP_NOT_FOUND = { code: TripsErrorCode.TRIP_NOT_FOUND, description: 'No such trip.' }

const toggle = (path: string, what: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Turns ${what} on or off (form "true"/"false" or JSON); answers the settings`,
    body: optionalBody(ZSettingToggleRequestSchema),
    response: ZTripSettingsResponseSchema,
    rateLimit: write,
  })

// "Shown" is a fact that does not go back: the calls take no body.
const shown = (path: string, what: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Records that ${what} was shown, so it is not shown again; answers the settings`,
    response: ZTripSettingsResponseSchema,
    rateLimit: write,
  })

/** Trips (spec section 7, decisions 043 and 101): the store, the settings, the pictures and the trips themselves. */
export const tripsEndpoints = {
  store: defineEndpoint({
    method: 'GET',
    path: TRIPS_API_PATHS.store,
    summary: "The caller's trips, a trip and their trips settings, as asked by props (empty when signed out)",
    query: ZStoreQuerySchema,
    response: ZTripsStoreResponseSchema,
    errors: [TripsErrorCode.TRIP_NOT_FOUND],
  }),
  // The spec's POST: the page's trip in the body; it changes nothing.
  storeForTrip: defineEndpoint({
    method: 'POST',
    path: TRIPS_API_PATHS.store,
    summary: 'The store as GET answers it, with the trip named in the body (form or JSON)',
    query: ZStoreQuerySchema,
    body: optionalBody(ZStoreBodySchema),
    response: ZTripsStoreResponseSchema,
    rateLimit: write,
    errors: [TripsErrorCode.TRIP_NOT_FOUND],
  }),
  upcomingFlights: defineEndpoint({
    method: 'GET',
    path: TRIPS_API_PATHS.upcomingFlights,
    summary: "The caller's next flights across the trips they may read, soonest first",
    query: ZUpcomingFlightsQuerySchema,
    response: ZUpcomingFlightsResponseSchema,
  }),
  mapViewFD: toggle(TRIPS_API_PATHS.mapViewFD, 'the map view of the flight results'),
  mapViewDP: toggle(TRIPS_API_PATHS.mapViewDP, "the map view of a destination's page"),
  tdpAutopilot: toggle(TRIPS_API_PATHS.tdpAutopilot, "the trip page's autopilot"),
  goToTripsTooltipShown: shown(TRIPS_API_PATHS.goToTripsTooltipShown, "the drawer's go-to-trips tooltip"),
  reminderTooltipShown: shown(TRIPS_API_PATHS.reminderTooltipShown, "the drawer's reminder tooltip"),
  navigationDrawerTooltipShown: shown(
    TRIPS_API_PATHS.navigationDrawerTooltipShown,
    "the side navigation's trips tooltip",
  ),
  clearNotification: defineEndpoint({
    method: 'POST',
    path: TRIPS_API_PATHS.clearNotification,
    summary: 'Dismisses the shared-trip notification; answers the settings',
    response: ZTripSettingsResponseSchema,
    rateLimit: write,
  }),
  // Public and the same for everyone: shared caches keep it a week, and a matching ETag is a 304.
  seasonalImage: defineEndpoint({
    method: 'GET',
    path: TRIPS_ROUTES.seasonalImage,
    summary:
      "A trip's picture: its destination's landscape in a season's colours, as WebP (304 on a matching ETag)",
    params: ZSeasonalImageParamsSchema,
    response: z.string().meta({ format: 'binary' }),
    produces: 'image/webp',
    notFound: { code: TripsErrorCode.IMAGE_NOT_FOUND, description: 'No such image.' },
    errors: [TripsErrorCode.IMAGE_NOT_FOUND],
  }),
  createTrip: defineEndpoint({
    method: 'POST',
    path: TRIPS_API_PATHS.trips,
    summary: "Makes a trip (its name made unique among the caller's trips)",
    body: optionalBody(ZCreateTripRequestSchema),
    response: ZTripResponseSchema,
    status: 201,
    rateLimit: write,
    errors: [
      TripsErrorCode.TRIP_NAME_INVALID,
      TripsErrorCode.TRIP_DATES_INVALID,
      TripsErrorCode.TRIP_LIMIT,
      TripsErrorCode.TRIP_NAME_TAKEN,
    ],
  }),
  updateTrip: defineEndpoint({
    method: 'PUT',
    path: TRIPS_ROUTES.trip,
    summary: 'Renames or re-dates a trip the caller may edit',
    params: ZTripParamsSchema,
    body: optionalBody(ZUpdateTripRequestSchema),
    response: ZTripResponseSchema,
    rateLimit: write,
    notFound: TRIP_NOT_FOUND,
    errors: [
      TripsErrorCode.TRIP_NOT_FOUND,
      TripsErrorCode.TRIP_READ_ONLY,
      TripsErrorCode.TRIP_NAME_INVALID,
      TripsErrorCode.TRIP_DATES_INVALID,
      TripsErrorCode.TRIP_NAME_TAKEN,
    ],
  }),
  deleteTrip: defineEndpoint({
    method: 'DELETE',
    path: TRIPS_ROUTES.trip,
    summary: "Deletes one of the caller's own trips, unless it holds bookings not cancelled",
    params: ZTripParamsSchema,
    response: ZDeletedResponseSchema,
    rateLimit: write,
    notFound: TRIP_NOT_FOUND,
    errors: [TripsErrorCode.TRIP_NOT_FOUND, TripsErrorCode.TRIP_READ_ONLY, TripsErrorCode.TRIP_HAS_BOOKINGS],
  }),
}
