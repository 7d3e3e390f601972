import type { TStoreProp } from '../../../shared/trips/trips-contract.ts'
import type { TTripsStoreResponse, TUpcomingFlightsResponse } from '../../../shared/trips/trips-schemas.ts'
import {
  isPastTrip,
  presentNotification,
  presentTripCollection,
  presentTripEvent,
  presentTripSettings,
  presentTripSummary,
  presentWishlist,
  tripDates,
} from '../../presenters/trips.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripRow } from '../../repositories/trips.repository.ts'
import { readableTrip, tripNotFound } from './trip-guards.ts'

/** The trips store (spec sections 3 and 7): only the props asked for. Reading it changes nothing. */
export interface TripsStoreService {
  store(
    viewer: TripViewer | null,
    props: readonly TStoreProp[],
    fullTripId?: string,
  ): Promise<TTripsStoreResponse>
  /** The flight dashboard (decision 101): the viewer's next flights in every trip they may read. */
  upcomingFlights(viewer: TripViewer, limit: number): Promise<TUpcomingFlightsResponse>
}

const EMPTY = { ids: [], byId: {} }
const lastDay = (row: TripRow) => tripDates(row).endDate ?? tripDates(row).startDate ?? ''

export function createTripsStoreService(data: Data, now: () => Date): TripsStoreService {
  async function tripsOf(viewer: TripViewer, today: Date) {
    const rows = await data.trips.list(viewer)
    const past = rows.filter((r) => isPastTrip(r, today)).sort((a, b) => lastDay(b).localeCompare(lastDay(a)))
    const upcoming = rows.filter((r) => !isPastTrip(r, today))
    return {
      upcomingTrips: presentTripCollection(upcoming, today),
      pastTrips: presentTripCollection(past, today),
    }
  }

  async function tripOf(viewer: TripViewer, fullTripId: string, today: Date) {
    const trip = await readableTrip(data, viewer, fullTripId)
    const events = await data.tripEvents.listForTrip(trip.id)
    return {
      ...presentTripSummary(trip, today),
      events: { loadState: 'loaded' as const, items: events.map((e) => presentTripEvent(e, viewer.userId)) },
    }
  }

  async function userOf(viewer: TripViewer) {
    const [settings, wishlist, notification] = await Promise.all([
      data.tripUser.settings(viewer.userId),
      data.tripUser.wishlist(viewer.userId),
      data.tripUser.latestNotification(viewer),
    ])
    return {
      settings: presentTripSettings(settings),
      wishlistItems: presentWishlist(wishlist),
      notificationData: presentNotification(notification),
    }
  }

  return {
    async store(viewer, props, fullTripId) {
      const today = now()
      const answer: TTripsStoreResponse = {}
      if (props.includes('trip')) {
        // A signed-out visitor reads no trip: one named reads like nothing, as another's would.
        if (fullTripId && !viewer) throw tripNotFound()
        answer.trip = viewer && fullTripId ? await tripOf(viewer, fullTripId, today) : null
      }
      if (props.includes('trips'))
        answer.trips = viewer ? await tripsOf(viewer, today) : { upcomingTrips: EMPTY, pastTrips: EMPTY }
      if (props.includes('user')) answer.user = viewer ? await userOf(viewer) : null
      return answer
    },
    async upcomingFlights(viewer, limit) {
      const today = now()
      const trips = new Map((await data.trips.list(viewer)).map((row) => [row.id, row]))
      const flights = await data.tripEvents.upcomingFlights([...trips.keys()], today, limit)
      return {
        flights: flights.flatMap((event) => {
          const trip = trips.get(event.tripId)
          if (!trip) return []
          const summary = presentTripSummary(trip, today)
          return [
            {
              event: presentTripEvent(event, viewer.userId),
              fullTripId: summary.fullTripId,
              tripName: summary.tripName,
              tripUrl: summary.tripUrl,
            },
          ]
        }),
      }
    },
  }
}
