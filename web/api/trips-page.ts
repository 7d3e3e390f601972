// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type {
  TEventChangeResponse,
  TMoveEventResponse,
  TRemoveEventResponse,
  TSharedTripResponse,
  TShareRequest,
  TTripLinkResponse,
  TTripResponse,
  TTripShare,
  TTripSharesResponse,
  TUpdateTripRequest,
} from '../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API, TRIPS_API_PATHS, type TShareRole } from '../../shared/trips/trips-contract.ts'
import type { TTripsStoreResponse, TUpcomingFlightsResponse } from '../../shared/trips/trips-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import {
  tripEventsEndpoints as events,
  tripSharingEndpoints as sharing,
  tripsEndpoints as trips,
} from './endpoints.gen.ts'
import { apiKey } from './query-keys.ts'
import { fetchUpcomingFlights, type UpcomingFlightsDeps } from './upcoming-flights.ts'

/** The trips pages' calls (decision 043): the store, trip changes, events and sharing. */
export interface TripsPageApi {
  trips(): Promise<TTripsStoreResponse>
  /** The flight dashboard (decision 101): the next 5 flights; rejects with a TimeoutError after 5 s. */
  upcomingFlights(): Promise<TUpcomingFlightsResponse>
  trip(fullTripId: string): Promise<TTripsStoreResponse>
  createTrip(name: string): Promise<TTripResponse>
  updateTrip(fullTripId: string, change: TUpdateTripRequest): Promise<TTripResponse>
  deleteTrip(fullTripId: string): Promise<void>
  moveEvent(eventId: string, fullTripId: string): Promise<TMoveEventResponse>
  cartEvent(eventId: string, inCart: boolean): Promise<TEventChangeResponse>
  cancelEvent(eventId: string): Promise<TEventChangeResponse>
  removeEvent(eventId: string): Promise<TRemoveEventResponse>
  shares(fullTripId: string): Promise<TTripSharesResponse>
  share(fullTripId: string, request: TShareRequest): Promise<TTripShare>
  changeShare(fullTripId: string, shareId: string, role: TShareRole): Promise<TTripShare>
  endShare(fullTripId: string, shareId: string): Promise<void>
  createLink(fullTripId: string): Promise<TTripLinkResponse>
  revokeLink(fullTripId: string): Promise<void>
  sharedTrip(token: string): Promise<TSharedTripResponse>
}

/** The trips pages' query keys (query-keys.ts): the paths and parameters their reads send. */
export const TRIPS_KEYS = {
  /** Every trips read: a change anywhere refreshes them all. */
  all: apiKey(TRIPS_API),
  trips: apiKey(TRIPS_API_PATHS.store, { props: 'trips' }),
  trip: (fullTripId: string) => apiKey(TRIPS_API_PATHS.store, { props: 'trip,trips', fullTripId }),
  upcomingFlights: apiKey(TRIPS_API_PATHS.upcomingFlights),
  shares: (fullTripId: string) => apiKey(TRIPS_API_PATHS.tripShares(fullTripId)),
  sharedTrip: (token: string) => apiKey(TRIPS_API_PATHS.sharedTrip, { token }),
}

/** The browser's fetch, called through window: an unbound fetch throws "Illegal invocation". */
const browserFetch: UpcomingFlightsDeps = { fetch: (input, init) => window.fetch(input, init) }

export function createTripsPageApi(
  client: () => ApiClient,
  plain: UpcomingFlightsDeps = browserFetch,
): TripsPageApi {
  return {
    trips: () => callEndpoint(client(), trips.store, { query: { props: 'trips' } }),
    upcomingFlights: () => fetchUpcomingFlights(plain),
    trip: (fullTripId) => callEndpoint(client(), trips.store, { query: { props: 'trip,trips', fullTripId } }),
    createTrip: (name) => callEndpoint(client(), trips.createTrip, { body: name.trim() ? { name } : {} }),
    updateTrip: (fullTripId, change) =>
      callEndpoint(client(), trips.updateTrip, { params: { fullTripId }, body: change }),
    deleteTrip: async (fullTripId) => {
      await callEndpoint(client(), trips.deleteTrip, { params: { fullTripId } })
    },
    moveEvent: (eventId, fullTripId) =>
      callEndpoint(client(), events.move, { params: { eventId }, body: { fullTripId } }),
    cartEvent: (eventId, inCart) =>
      callEndpoint(client(), events.cart, { params: { eventId }, body: { inCart } }),
    cancelEvent: (eventId) => callEndpoint(client(), events.cancel, { params: { eventId } }),
    removeEvent: (eventId) => callEndpoint(client(), events.remove, { params: { eventId } }),
    shares: (fullTripId) => callEndpoint(client(), sharing.shares, { params: { fullTripId } }),
    share: (fullTripId, request) =>
      callEndpoint(client(), sharing.share, { params: { fullTripId }, body: request }),
    changeShare: (fullTripId, shareId, role) =>
      callEndpoint(client(), sharing.setRole, { params: { fullTripId, shareId }, body: { role } }),
    endShare: async (fullTripId, shareId) => {
      await callEndpoint(client(), sharing.unshare, { params: { fullTripId, shareId } })
    },
    createLink: (fullTripId) => callEndpoint(client(), sharing.createLink, { params: { fullTripId } }),
    revokeLink: async (fullTripId) => {
      await callEndpoint(client(), sharing.revokeLink, { params: { fullTripId } })
    },
    sharedTrip: (token) => callEndpoint(client(), sharing.sharedTrip, { body: { token } }),
  }
}
