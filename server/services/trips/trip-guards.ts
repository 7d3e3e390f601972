import { isFullTripId, splitFullTripId } from '../../../shared/trips/trip-ids.ts'
import { TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripEventRow } from '../../repositories/trip-events.repository.ts'
import type { TripRow } from '../../repositories/trips.repository.ts'

/** The signed-in person acting on trips, with what a business booking needs to know. */
export interface TripActor extends TripViewer {
  firstName: string
  lastName: string
  businessMode: boolean
  /** A travel arranger booking for another member (business mode). */
  actingForUserId: string | null
  business: { companyId: string; permissions: readonly string[]; requireTwoFactor: boolean } | null
  /** The session proved a second factor (a company may require one for its business calls). */
  secondFactorProven: boolean
}

export const tripNotFound = () => new HttpError(404, TripsErrorCode.TRIP_NOT_FOUND, 'No such trip.')
export const eventNotFound = () => new HttpError(404, TripsErrorCode.EVENT_NOT_FOUND, 'No such trip event.')
const readOnly = (description: string) => new HttpError(403, TripsErrorCode.TRIP_READ_ONLY, description)

/** A trip the viewer may read, by full id; anything else (malformed, another's, gone) is 404. */
export async function readableTrip(data: Data, viewer: TripViewer, fullTripId: string): Promise<TripRow> {
  if (!isFullTripId(fullTripId)) throw tripNotFound()
  const { tripId, ownerId } = splitFullTripId(fullTripId)
  const trip = await data.trips.findByCodes(viewer, tripId, ownerId)
  if (!trip) throw tripNotFound()
  return trip
}

/** Owners and editors change a trip's events and name; viewers only look. */
export function requireEdit(trip: TripRow): TripRow {
  if (trip.role === 'viewer') throw readOnly('This trip is shared with you to view only.')
  return trip
}

/** Deleting and sharing are the owner's alone. */
function requireOwner(trip: TripRow): TripRow {
  if (trip.role !== 'owner') throw readOnly('Only the trip’s owner can do this.')
  return trip
}

export async function editableTrip(data: Data, viewer: TripViewer, fullTripId: string) {
  return requireEdit(await readableTrip(data, viewer, fullTripId))
}

export async function ownedTrip(data: Data, viewer: TripViewer, fullTripId: string) {
  return requireOwner(await readableTrip(data, viewer, fullTripId))
}

/** An event of a trip the viewer may see: another person's event reads like none (404). */
export async function readableEvent(
  data: Data,
  viewer: TripViewer,
  eventId: string,
): Promise<{ event: TripEventRow; trip: TripRow }> {
  const event = await data.tripEvents.find(eventId)
  const trip = event ? await data.trips.findById(viewer, event.tripId) : null
  if (!event || !trip) throw eventNotFound()
  return { event, trip }
}

/** An event of a trip the actor may edit. */
export async function editableEvent(data: Data, viewer: TripViewer, eventId: string) {
  const { event, trip } = await readableEvent(data, viewer, eventId)
  return { event, trip: requireEdit(trip) }
}
