import { TRIPS_CONSTANTS } from '../../../shared/trips/trips-contract.ts'
import type { TTripSummary, TTripsStoreResponse } from '../../../shared/trips/trips-schemas.ts'

/** The drawer's trips: the upcoming ones first (in the store's order), then past ones, at most 3. */
export function drawerTrips(store: TTripsStoreResponse | null): TTripSummary[] {
  const trips = store?.trips
  if (!trips) return []
  const list = [trips.upcomingTrips, trips.pastTrips].flatMap((c) =>
    c.ids.map((id) => c.byId[id]).filter((trip): trip is TTripSummary => Boolean(trip)),
  )
  return list.slice(0, TRIPS_CONSTANTS.tripsInDrawer)
}

/** The header's saved-items count: saved events across upcoming trips (spec section 3); null before loading. */
export function savedCount(store: TTripsStoreResponse | null): number | null {
  const upcoming = store?.trips?.upcomingTrips
  if (!upcoming) return null
  return upcoming.ids.reduce((sum, id) => sum + (upcoming.byId[id]?.numSavedEvents ?? 0), 0)
}

/** Whether a trip has events (the reminder tooltip's condition): the named trip, else the drawer's first. */
export function tripHasEvents(store: TTripsStoreResponse | null, tripId?: string): boolean {
  const trips = drawerTrips(store)
  const all = store?.trips ? { ...store.trips.pastTrips.byId, ...store.trips.upcomingTrips.byId } : {}
  const trip = tripId ? all[tripId] : trips[0]
  if (!trip) return false
  return trip.numSavedEvents + trip.numCartEvents + trip.numBookedEvents + trip.numCancelledEvents > 0
}
