import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import type { BookingCheck } from './booking-checks.ts'
import { createSeasonalImageService, type SeasonalImageService } from './seasonal-image.service.ts'
import {
  type BookingFlowWiring,
  createTripBookingService,
  type TripBookingService,
} from './trip-booking.service.ts'
import { createTripCrudService, type TripCrudService } from './trip-crud.service.ts'
import {
  createTripEventsService,
  type OfferCatalogue,
  type TripEventsService,
} from './trip-events.service.ts'
import { createTripSettingsService, type TripSettingsService } from './trip-settings.service.ts'
import { createTripSharingService, type TripSharingService } from './trip-sharing.service.ts'
import { createTripsStoreService, type TripsStoreService } from './trips-store.service.ts'

/** Trips (issue 8, decision 043): the store, settings, trips, events, bookings, sharing and images. */
export interface TripsServices {
  store: TripsStoreService
  settings: TripSettingsService
  trips: TripCrudService
  events: TripEventsService
  booking: TripBookingService
  sharing: TripSharingService
  images: SeasonalImageService
}

export interface TripsServicesDeps {
  mail: Pick<MailDispatcher, 'dispatch'>
  /** The demo catalogue plugs in here (decision 043); null: offers are the browser's checked copy. */
  catalogue?: OfferCatalogue | null
  /** The business checkout's checks (decision 053), run in the contract's order on business bookings. */
  bookingChecks?: readonly BookingCheck[]
  /** The booking flow (decision 084): travellers, payment, confirmation and cancellation of source offers. */
  bookingFlow?: BookingFlowWiring | null
  now?: () => Date
}

export function createTripsServices(data: Data, deps: TripsServicesDeps): TripsServices {
  const now = deps.now ?? (() => new Date())
  const eventDeps = { data, catalogue: deps.catalogue ?? null, now }
  return {
    store: createTripsStoreService(data, now),
    settings: createTripSettingsService(data),
    trips: createTripCrudService(data, now),
    events: createTripEventsService(eventDeps),
    booking: createTripBookingService(eventDeps, deps.bookingChecks ?? [], deps.bookingFlow ?? null),
    sharing: createTripSharingService({ data, mail: deps.mail, now }),
    images: createSeasonalImageService(),
  }
}
