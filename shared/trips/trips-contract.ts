/*
 * Trips (issue 8, decision 043): paths, states, constants, limits and error codes without zod, so that
 * the header's drawer can use them without a schema library. Schemas are in trips-schemas.ts.
 */
import { codes, type TCodeOf } from '../code-table.ts'
import { DEFAULT_AUTO_DISMISS_MS, STORAGE_KEYS } from '../constants.ts'

/** The trips API's root: every trips read lies below it. */
export const TRIPS_API = '/trips/api'
const USER_V1 = '/i/api/trips/user/v1'

const seg = (value: string) => encodeURIComponent(value)

export const TRIPS_API_PATHS = {
  /** GET ?props=trip,trips,user[&fullTripId]; POST the same with fullTripId in the (form) body. */
  store: `${TRIPS_API}/store`,
  /** POST {enabled}: the map view of the flight results (FD) and of the destination page (DP). */
  mapViewFD: `${TRIPS_API}/user/settings/mapViewFD`,
  mapViewDP: `${TRIPS_API}/user/settings/mapViewDP`,
  /** POST: the shared-trip notification is dismissed. */
  clearNotification: `${TRIPS_API}/user/settings/clearNotification`,
  /** POST {enabled}: the trip page's autopilot. */
  tdpAutopilot: `${TRIPS_API}/user/settings/tdpAutopilot`,
  /** POST (no body): the tooltip was shown, so it is not shown again. */
  goToTripsTooltipShown: `${USER_V1}/setTripsDrawerGoToTripsButtonTooltipShown`,
  reminderTooltipShown: `${USER_V1}/setTripsDrawerReminderTooltipShown`,
  navigationDrawerTooltipShown: `${USER_V1}/setNavigationDrawerTripsTooltipShown`,
  /** GET an image: {destination key}/{season}/{size} (trips-images.ts); public, cached. */
  seasonalImage: (destination: string, season: string, size: string) =>
    `${TRIPS_API}/images/seasonal/${seg(destination)}/${seg(season)}/${seg(size)}`,
  /** POST {name?, destination?, startDate?, endDate?}: a new trip (its name de-duplicated). */
  trips: `${TRIPS_API}/trips`,
  /** PUT {name?, startDate?, endDate?}: rename (de-duplicated) or re-date; DELETE: the trip (owner). */
  trip: (fullTripId: string) => `${TRIPS_API}/trips/${seg(fullTripId)}`,
  /** GET the trip's shares (owner); POST {email, role} shares it by e-mail. */
  tripShares: (fullTripId: string) => `${TRIPS_API}/trips/${seg(fullTripId)}/shares`,
  /** PUT {role}; DELETE ends the share. */
  tripShare: (fullTripId: string, shareId: string) =>
    `${TRIPS_API}/trips/${seg(fullTripId)}/shares/${seg(shareId)}`,
  /** POST: a new read-only link (any earlier one stops working); DELETE: no link. */
  tripLink: (fullTripId: string) => `${TRIPS_API}/trips/${seg(fullTripId)}/link`,
  /** POST {offer, fullTripId?}: saves an offer; without a trip, into a new one named after its destination. */
  events: `${TRIPS_API}/events`,
  /** DELETE a saved or in-cart event. */
  event: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}`,
  /** POST {fullTripId}: moves the event to another trip the caller may edit. */
  eventMove: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/move`,
  /** POST {inCart}: puts a saved event in the cart or takes it out. */
  eventCart: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/cart`,
  /** POST {priceMinor?, currency?, startAt?, endAt?}: books it (no payment); records booker and traveller. */
  eventBook: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/book`,
  /** POST: cancels a booked event. */
  eventCancel: (eventId: string) => `${TRIPS_API}/events/${seg(eventId)}/cancel`,
  /** GET the page data of a read-only link: no names, e-mails, prices or payment data. */
  /** POST {token}: a read-only link's page data. The secret travels in the body, never in a URL a log keeps. */
  sharedTrip: `${TRIPS_API}/shared`,
  /** GET ?limit: the caller's next flights across the trips they may read, soonest first (decision 101). */
  upcomingFlights: `${TRIPS_API}/flights/upcoming`,
} as const

/** The same paths as the server registers them (with :params). */
export const TRIPS_ROUTES = {
  seasonalImage: `${TRIPS_API}/images/seasonal/:destination/:season/:size`,
  trip: `${TRIPS_API}/trips/:fullTripId`,
  tripShares: `${TRIPS_API}/trips/:fullTripId/shares`,
  tripShare: `${TRIPS_API}/trips/:fullTripId/shares/:shareId`,
  tripLink: `${TRIPS_API}/trips/:fullTripId/link`,
  event: `${TRIPS_API}/events/:eventId`,
  eventMove: `${TRIPS_API}/events/:eventId/move`,
  eventCart: `${TRIPS_API}/events/:eventId/cart`,
  eventBook: `${TRIPS_API}/events/:eventId/book`,
  eventCancel: `${TRIPS_API}/events/:eventId/cancel`,
  sharedTrip: `${TRIPS_API}/shared`,
  /** GET ?limit: the caller's next flights across the trips they may read, soonest first (decision 101). */
  upcomingFlights: `${TRIPS_API}/flights/upcoming`,
} as const

/** Pages (web routes): the trips page, one trip, and a read-only link's page. */
export const TRIPS_PAGES = {
  trips: '/trips',
  trip: (fullTripId: string) => `/trips/${seg(fullTripId)}`,
  /** The link's secret is the fragment, which browsers never send: no server log or Referer holds it. */
  shared: (token: string) => `/trips/shared#${token}`,
  sharedPath: '/trips/shared',
} as const

/** What the store answers (spec section 7's props). */
export const STORE_PROPS = ['trip', 'trips', 'user'] as const
export type TStoreProp = (typeof STORE_PROPS)[number]
/** Without props the store answers the drawer's needs. */
export const DEFAULT_STORE_PROPS: readonly TStoreProp[] = ['trips', 'user']

export const TRIP_VERTICALS = ['flight', 'hotel', 'car', 'train'] as const
export type TTripVertical = (typeof TRIP_VERTICALS)[number]

/** An event's state; booked events may be cancelled, nothing else goes back (decision 043). */
export const TRIP_EVENT_STATES = ['saved', 'inCart', 'booked', 'cancelled'] as const
export type TTripEventState = (typeof TRIP_EVENT_STATES)[number]

/** How the caller holds a trip: their own, or shared with them with these rights. */
export const SHARE_ROLES = ['viewer', 'editor'] as const
export type TShareRole = (typeof SHARE_ROLES)[number]
export const TRIP_ACCESS_ROLES = ['owner', ...SHARE_ROLES] as const
export type TTripAccessRole = (typeof TRIP_ACCESS_ROLES)[number]

/** Spec section 4: the heart button's save state and the signed-out save's request state. */
export const SAVE_STATES = ['unsaved', 'saving', 'saved'] as const
export type TSaveState = (typeof SAVE_STATES)[number]
export const REQUEST_STATES = ['notRequested', 'requested', 'postponed'] as const
export type TRequestState = (typeof REQUEST_STATES)[number]

/** A trip event's load state in the store (spec section 3: "trip events with a load state"). */
export const LOAD_STATES = ['notLoaded', 'loading', 'loaded', 'failed'] as const
export type TLoadState = (typeof LOAD_STATES)[number]

export const NOTIFICATION_TYPES = ['NEW_SHARED_TRIP'] as const
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number]

/** Spec section 9: the trips constants. */
export const TRIPS_CONSTANTS = {
  heartAnimationMs: 1200,
  tooltipAutoCloseMs: DEFAULT_AUTO_DISMISS_MS,
  /** The go-to-trips tooltip shows once the drawer has been open this long (configurable). */
  tooltipOpenTimeMs: 30 * 60 * 1000,
  tripsInDrawer: 3,
  thumbnail: { width: 32, height: 32 },
  /** The wishlist toast shows when exactly this many wishlist items exist. */
  wishlistToastItems: 1,
} as const

/** Spec section 9's storage keys (kept with the other keys in shared/constants.ts). */
export const TRIPS_STORAGE_KEYS = {
  /** localStorage: the signed-out save waiting for sign-in ({resultData, savingState, isSaved}). */
  saveLater: STORAGE_KEYS.tripSaveLater,
  /** sessionStorage: the trips soft gate was closed in this session. */
  signInClosed: STORAGE_KEYS.tripsSignInClosed,
  /** localStorage: when the drawer was first opened (ms since the epoch), for the go-to-trips tooltip. */
  drawerFirstOpenedAt: 'trips.drawer.first-opened-at',
  /** localStorage: when the side navigation's drawer was first opened, for its own trips tooltip. */
  navigationDrawerFirstOpenedAt: 'trips.navigation-drawer.first-opened-at',
} as const

/** Per-IP limits of the trips calls (per minute); sharing by e-mail has the mailing calls' (RATE_LIMITS.mailing). */
export const TRIPS_RATE_LIMITS = {
  /** The calls that change something, and the booking's reads. */
  write: { max: 120, timeWindow: 60_000 },
  /** A read-only link's page: secrets are not guessed, but nobody gets to try quickly. */
  link: { max: 60, timeWindow: 60_000 },
} as const

export const TRIPS_LIMITS = {
  /** The next flights' call: a larger limit is capped (decision 101). */
  upcomingFlightsMax: 20,
  nameMaxLength: 100,
  destinationMaxLength: 100,
  offerIdMaxLength: 200,
  titleMaxLength: 200,
  /** Prices in minor units of the currency (cents, won): at most 2,000,000,000. */
  priceMinorMax: 2_000_000_000,
  emailMaxLength: 254,
  tripsPerUser: 500,
  eventsPerTrip: 200,
  sharesPerTrip: 50,
  /** Share mails a person may send in a day (decision 047): sharing mails under our brand. */
  shareMailsPerDay: 30,
} as const

export const TripsErrorCode = codes(
  /** Also the answer for another person's trip: it reads like nothing. */
  'TRIP_NOT_FOUND',
  'EVENT_NOT_FOUND',
  'SHARE_NOT_FOUND',
  /** A read-only link that never existed or was replaced or revoked. */
  'LINK_NOT_FOUND',
  /** The trip is shared with the caller as a viewer, or the call is the owner's alone. */
  'TRIP_READ_ONLY',
  'TRIP_NAME_INVALID',
  /** Names are de-duplicated; this answers only a race the database's own comparison caught. */
  'TRIP_NAME_TAKEN',
  'TRIP_DATES_INVALID',
  /** A trip with bookings that are not all cancelled cannot be deleted. */
  'TRIP_HAS_BOOKINGS',
  'TRIP_LIMIT',
  'EVENT_LIMIT',
  'SHARE_LIMIT',
  /** The event's state does not allow the change (booking a cancelled event, removing a booked one...). */
  'EVENT_STATE',
  /** The trip is shared with the owner's own address. */
  'SHARE_SELF',
  /** Sharing mails from our brand: only a confirmed address may. */
  'SHARE_UNCONFIRMED',
  /** The day's share mails are used up. */
  'SHARE_MAIL_LIMIT',
  /** Booking for another traveller needs a business role that allows it. */
  'BOOKING_NOT_ALLOWED',
  /** The offer is not in the catalogue (once a catalogue is wired, decision 043). */
  'OFFER_NOT_FOUND',
  'IMAGE_NOT_FOUND',
)
export type TTripsErrorCode = TCodeOf<typeof TripsErrorCode>

export function isTripsErrorCode(code: string): code is TTripsErrorCode {
  return Object.hasOwn(TripsErrorCode, code)
}
