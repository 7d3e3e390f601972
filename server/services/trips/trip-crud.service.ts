import { isSafeText } from '../../../shared/text-rules.ts'
import type { TCreateTripRequest, TUpdateTripRequest } from '../../../shared/trips/trip-edit-schemas.ts'
import { destinationKeyOf } from '../../../shared/trips/trip-images.ts'
import { dedupeTripName, normalizeTripName, tripNameKey } from '../../../shared/trips/trip-rules.ts'
import { TRIPS_LIMITS, TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import type { TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { fieldRefused, HttpError } from '../../http-error.ts'
import { presentTripSummary } from '../../presenters/trips.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripRow } from '../../repositories/trips.repository.ts'
import { isUniqueViolation } from '../company/company-errors.ts'
import { newOwnerCode, newTripCode } from './trip-codes.ts'
import { editableTrip, ownedTrip, tripNotFound } from './trip-guards.ts'

export interface TripCrudService {
  create(viewer: TripViewer, input: TCreateTripRequest): Promise<TTripSummary>
  update(viewer: TripViewer, fullTripId: string, input: TUpdateTripRequest): Promise<TTripSummary>
  remove(viewer: TripViewer, fullTripId: string): Promise<void>
}

const CODE_ATTEMPTS = 8

/** A trip name as stored, or 400: 1 to 100 characters once spaces are tidied, no control characters. */
export function tripName(value: string): string {
  const name = normalizeTripName(value)
  if (name === '' || name.length > TRIPS_LIMITS.nameMaxLength || !isSafeText(name))
    throw new HttpError(
      400,
      TripsErrorCode.TRIP_NAME_INVALID,
      'Give the trip a name of up to 100 characters.',
    )
  return name
}

function checkDates(startDate: string | null, endDate: string | null) {
  if (startDate && endDate && endDate < startDate)
    throw new HttpError(400, TripsErrorCode.TRIP_DATES_INVALID, 'The trip cannot end before it starts.')
}

/** The user's trips id, made the first time they own a trip (a taken code is drawn again). */
async function ownerCodeFor(data: Data, userId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const existing = await data.trips.ownerCode(userId)
    if (existing) return existing
    if (await data.trips.claimOwnerCode(userId, newOwnerCode())) break
  }
  const code = await data.trips.ownerCode(userId)
  if (!code) throw new Error('no free trips owner code')
  return code
}

/** Makes the user an owner if need be and holds their row to the transaction's end. */
export async function lockOwnerOf(data: Data, userId: string): Promise<void> {
  await ownerCodeFor(data, userId)
  await data.trips.lockOwner(userId)
}

/**
 * Creates a trip of the viewer's inside the caller's transaction, its name de-duplicated among the
 * owner's trips (the owner's row is locked, so two creations never pick the same name).
 */
export async function createTripIn(
  data: Data,
  viewer: TripViewer,
  input: { name: string; destination: string; startDate?: string | null; endDate?: string | null },
): Promise<TripRow> {
  const name = tripName(input.name)
  checkDates(input.startDate ?? null, input.endDate ?? null)
  await lockOwnerOf(data, viewer.userId)
  if ((await data.trips.count(viewer.userId)) >= TRIPS_LIMITS.tripsPerUser)
    throw new HttpError(
      409,
      TripsErrorCode.TRIP_LIMIT,
      'You have as many trips as you may; delete one first.',
    )
  let code = newTripCode()
  for (
    let attempt = 0;
    (await data.trips.codeTaken(viewer.userId, code)) && attempt < CODE_ATTEMPTS;
    attempt += 1
  )
    code = newTripCode()
  const destination = normalizeTripName(input.destination)
  // NFKC may lengthen text ("ﷺ" is 18 letters): checked again once normalised.
  if (destination.length > TRIPS_LIMITS.destinationMaxLength || !isSafeText(destination))
    throw fieldRefused(
      `The field "destination" is too long: at most ${TRIPS_LIMITS.destinationMaxLength} characters.`,
      { field: 'destination', reason: 'tooLong', limit: TRIPS_LIMITS.destinationMaxLength },
    )
  const id = await data.trips.insert({
    ownerUserId: viewer.userId,
    code,
    name: dedupeTripName(name, await data.trips.names(viewer.userId)),
    destination,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    imageKey: destinationKeyOf(destination),
  })
  const trip = await data.trips.findById(viewer, id)
  if (!trip) throw tripNotFound()
  return trip
}

/** The database compares names with its own lower(); where it disagrees with ours, say so, never 500. */
async function namingRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, TripsErrorCode.TRIP_NAME_TAKEN, 'Another of your trips has this name.')
    throw error
  }
}

/** The name of a trip created with neither a name nor a destination (the form's hint says so). */
const DEFAULT_TRIP_NAME = 'My trip'

export function createTripCrudService(data: Data, now: () => Date): TripCrudService {
  return {
    async create(viewer, input) {
      // Without a name the trip is named after its destination, or "My trip" (what the form promises).
      const named = [input.name, input.destination].find(
        (n) => n !== undefined && normalizeTripName(n) !== '',
      )
      const name = named ?? DEFAULT_TRIP_NAME
      const trip = await namingRace(() =>
        data.transaction((tx) =>
          createTripIn(tx, viewer, { ...input, name, destination: input.destination ?? '' }),
        ),
      )
      return presentTripSummary(trip, now())
    },

    async update(viewer, fullTripId, input) {
      const trip = await namingRace(() =>
        data.transaction(async (tx) => {
          const current = await editableTrip(tx, viewer, fullTripId)
          const startDate = input.startDate !== undefined ? input.startDate : current.startDate
          const endDate = input.endDate !== undefined ? input.endDate : current.endDate
          checkDates(startDate, endDate)
          let name: string | undefined
          if (input.name !== undefined) {
            const wanted = tripName(input.name)
            await tx.trips.lockOwner(current.ownerUserId)
            // Renaming to its own name (or a change of case) is not a duplicate of itself.
            name =
              tripNameKey(wanted) === tripNameKey(current.name)
                ? wanted
                : dedupeTripName(wanted, await tx.trips.names(current.ownerUserId, current.id))
          }
          await tx.trips.update(current.id, {
            ...(name !== undefined ? { name } : {}),
            ...(input.startDate !== undefined ? { startDate } : {}),
            ...(input.endDate !== undefined ? { endDate } : {}),
          })
          return tx.trips.findById(viewer, current.id)
        }),
      )
      if (!trip) throw tripNotFound()
      return presentTripSummary(trip, now())
    },

    async remove(viewer, fullTripId) {
      await data.transaction(async (tx) => {
        const trip = await ownedTrip(tx, viewer, fullTripId)
        if (trip.numBookedEvents > trip.numCancelledEvents)
          throw new HttpError(
            409,
            TripsErrorCode.TRIP_HAS_BOOKINGS,
            'The trip has bookings; cancel them before deleting it.',
          )
        await tx.trips.remove(trip.id)
      })
    },
  }
}
