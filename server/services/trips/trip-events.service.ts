import { DAY_MS } from '../../../shared/calendar-days.ts'
import { LANGUAGES } from '../../../shared/sites.ts'
import type {
  TEventChangeResponse,
  TMoveEventResponse,
  TOfferSnapshot,
  TRemoveEventResponse,
  TSaveEventRequest,
  TSaveEventResponse,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { isFullyCancelled } from '../../../shared/trips/trip-rules.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { TRIPS_LIMITS, TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import { presentTripEvent, presentTripSummary, tripDates } from '../../presenters/trips.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripRow } from '../../repositories/trips.repository.ts'
import { isUniqueViolation } from '../company/company-errors.ts'
import { createTripIn, lockOwnerOf } from './trip-crud.service.ts'
import { editableEvent, editableTrip, readableEvent, tripNotFound } from './trip-guards.ts'

/**
 * Where offers come from once the demo catalogue exists (decision 043): with one wired, a saved or
 * booked offer is the catalogue's, whatever the browser sent; without, the browser's checked copy.
 */
export interface OfferCatalogue {
  /** The offer priced today, its names in `language` where the source has them (decision 086). */
  find(vertical: TTripVertical, offerId: string, language?: string): Promise<TOfferSnapshot | null>
}

/**
 * Saving while a travel arranger acts for a traveller (decision 056): the trip is the traveller's, and
 * the arranger edits it through an editor share the traveller sees (and may remove).
 */
export interface SaveOnBehalf {
  traveler: TripViewer
}

export interface TripEventsService {
  save(
    viewer: TripViewer,
    input: TSaveEventRequest,
    onBehalf?: SaveOnBehalf | null,
    /** The saver's language: a new trip and its item are named in it (decision 086). */
    language?: string,
  ): Promise<TSaveEventResponse>
  move(viewer: TripViewer, eventId: string, fullTripId: string): Promise<TMoveEventResponse>
  setInCart(viewer: TripViewer, eventId: string, inCart: boolean): Promise<TEventChangeResponse>
  remove(viewer: TripViewer, eventId: string): Promise<TRemoveEventResponse>
}

export const OPEN_STATES = ['saved', 'inCart'] as const
export const eventState = (description: string) => new HttpError(409, TripsErrorCode.EVENT_STATE, description)

export interface TripEventsDeps {
  data: Data
  catalogue: OfferCatalogue | null
  now: () => Date
}

/** The event and its trip as they are after a change, presented. */
export async function changed(deps: TripEventsDeps, data: Data, viewer: TripViewer, eventId: string) {
  const { event, trip } = await readableEvent(data, viewer, eventId)
  return { event: presentTripEvent(event, viewer.userId), trip: presentTripSummary(trip, deps.now()) }
}

export async function catalogueOffer(
  catalogue: OfferCatalogue,
  vertical: TTripVertical,
  offerId: string,
  language?: string,
) {
  const found = await catalogue.find(vertical, offerId, language)
  if (!found) throw new HttpError(404, TripsErrorCode.OFFER_NOT_FOUND, 'This offer is no longer available.')
  return found
}

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS)

/** Whether the days from `start` to `end` touch the trip's (overlap, or one ends the day before the other starts). */
function touchesTrip(trip: TripRow, start: string, end: string): boolean {
  const { startDate, endDate } = tripDates(trip)
  const from = startDate ?? endDate
  const to = endDate ?? startDate
  // A trip without dates yet (made from the wishlist, or emptied) takes any save.
  if (from === null || to === null) return true
  return dayNumber(start) <= dayNumber(to) + 1 && dayNumber(from) <= dayNumber(end) + 1
}

/**
 * The trip a save without one goes to: the viewer's own trip for the destination whose dates touch the
 * offer's, else a new trip named after the destination (issue 30: a 10–12 January booking joined a
 * 20–22 December trip, and a February save a fully cancelled December trip). A fully cancelled trip
 * takes nothing new.
 */
async function tripForDestination(
  data: Data,
  viewer: TripViewer,
  destination: string,
  when: { startAt: string; endAt: string | null },
  /** The destination's names in the site's other languages: a Tokyo trip takes a save made as 도쿄. */
  otherNames: readonly string[] = [],
) {
  // Locked first: two saves for one new destination make one trip, not "Seoul" and "Seoul 1".
  await lockOwnerOf(data, viewer.userId)
  const keys = new Set([destination, ...otherNames].map((name) => name.trim().toLowerCase()))
  const start = when.startAt
  const end = when.endAt ?? when.startAt
  const joined = (await data.trips.list(viewer)).find(
    (trip) =>
      trip.role === 'owner' &&
      keys.has(trip.destination.toLowerCase()) &&
      !isFullyCancelled(trip) &&
      touchesTrip(trip, start, end),
  )
  if (joined) return { trip: joined, created: false }
  const trip = await createTripIn(data, viewer, { name: destination, destination })
  await data.tripUser.addWishlistItem(viewer.userId, trip.id, trip.destination || destination)
  return { trip, created: true }
}

function requireTravelerOwns(trip: TripRow, traveler: TripViewer) {
  if (trip.ownerUserId !== traveler.userId)
    throw new HttpError(
      403,
      TripsErrorCode.TRIP_READ_ONLY,
      'While booking for a traveller, save to their trips.',
    )
}

/** The arranger saves only into the traveller's trips, which they then edit through a share. */
async function arrangeIn(tx: Data, arranger: TripViewer, trip: TripRow, traveler: TripViewer) {
  requireTravelerOwns(trip, traveler)
  await tx.tripShares.upsert({
    tripId: trip.id,
    email: arranger.email.toLowerCase(),
    role: 'editor',
    userId: arranger.userId,
    createdByUserId: arranger.userId,
  })
}

export function createTripEventsService(deps: TripEventsDeps): TripEventsService {
  const { data } = deps

  async function insertInto(tx: Data, viewer: TripViewer, trip: TripRow, offer: TOfferSnapshot) {
    const open = await tx.tripEvents.findOpenOffer(trip.id, offer.vertical, offer.offerId)
    if (open) return open.id
    if ((await tx.tripEvents.count(trip.id)) >= TRIPS_LIMITS.eventsPerTrip)
      throw new HttpError(409, TripsErrorCode.EVENT_LIMIT, 'This trip holds as many items as it may.')
    const id = await tx.tripEvents.insert({
      tripId: trip.id,
      vertical: offer.vertical,
      offerId: offer.offerId,
      title: offer.title.trim(),
      priceMinor: offer.priceMinor,
      currency: offer.currency,
      startsAt: offer.startAt,
      endsAt: offer.endAt ?? null,
      addedByUserId: viewer.userId,
    })
    await tx.trips.touch(trip.id)
    return id
  }

  async function saveOnce(
    viewer: TripViewer,
    input: TSaveEventRequest,
    onBehalf: SaveOnBehalf | null,
    language: string | undefined,
  ): Promise<TSaveEventResponse> {
    const { catalogue } = deps
    const offer = catalogue
      ? await catalogueOffer(catalogue, input.offer.vertical, input.offer.offerId, language)
      : input.offer
    const otherNames = catalogue
      ? await Promise.all(
          LANGUAGES.filter((other) => other !== language).map(
            async (other) =>
              (await catalogue.find(input.offer.vertical, input.offer.offerId, other))?.destination,
          ),
        )
      : []
    return data.transaction(async (tx) => {
      const { trip, created } = input.fullTripId
        ? { trip: await editableTrip(tx, viewer, input.fullTripId), created: false }
        : await tripForDestination(
            tx,
            onBehalf?.traveler ?? viewer,
            offer.destination.trim(),
            {
              startAt: offer.startAt,
              endAt: offer.endAt ?? null,
            },
            otherNames.filter((name): name is string => name !== undefined),
          )
      // A trip named by id was reached through the arranger's own access (editableTrip) already.
      if (onBehalf && input.fullTripId) requireTravelerOwns(trip, onBehalf.traveler)
      else if (onBehalf) await arrangeIn(tx, viewer, trip, onBehalf.traveler)
      const id = await insertInto(tx, viewer, trip, offer)
      return { ...(await changed(deps, tx, viewer, id)), createdTrip: created }
    })
  }

  return {
    async save(viewer, input, onBehalf, language) {
      try {
        return await saveOnce(viewer, input, onBehalf ?? null, language)
      } catch (error) {
        // Two saves of one offer raced: the second finds the first's event.
        if (isUniqueViolation(error)) return saveOnce(viewer, input, onBehalf ?? null, language)
        throw error
      }
    },

    async move(viewer, eventId, fullTripId) {
      return data.transaction(async (tx) => {
        const { event, trip: from } = await editableEvent(tx, viewer, eventId)
        const to = await editableTrip(tx, viewer, fullTripId)
        let movedId = event.id
        if (to.id !== from.id) {
          // A booking (or its cancellation) stays with the trip it was made in: moved, it would leave
          // the owner's sight, and the owner could no longer see or cancel it.
          if (!OPEN_STATES.includes(event.state as (typeof OPEN_STATES)[number]))
            throw eventState('Booked and cancelled items stay in their trip.')
          // Taking an item out of someone else's trip into another owner's is the source owner's call.
          if (from.ownerUserId !== to.ownerUserId && from.role !== 'owner')
            throw new HttpError(
              403,
              TripsErrorCode.TRIP_READ_ONLY,
              'Only the owner may move items out of this trip.',
            )
          const there = await tx.tripEvents.findOpenOffer(to.id, event.vertical, event.offerId)
          if (there) {
            // The trip already has this offer: it keeps its own, and the moved copy goes.
            await tx.tripEvents.remove(event.id, [event.state])
            movedId = there.id
          } else {
            if ((await tx.tripEvents.count(to.id)) >= TRIPS_LIMITS.eventsPerTrip)
              throw new HttpError(409, TripsErrorCode.EVENT_LIMIT, 'That trip holds as many items as it may.')
            await tx.tripEvents.move(event.id, to.id)
          }
          await tx.trips.touch(from.id)
          await tx.trips.touch(to.id)
        }
        const moved = await changed(deps, tx, viewer, movedId)
        const source = await tx.trips.findById(viewer, from.id)
        if (!source) throw tripNotFound()
        return { event: moved.event, from: presentTripSummary(source, deps.now()), to: moved.trip }
      })
    },

    async setInCart(viewer, eventId, inCart) {
      return data.transaction(async (tx) => {
        const { event } = await editableEvent(tx, viewer, eventId)
        const wanted = inCart ? 'inCart' : 'saved'
        if (event.state !== wanted && !(await tx.tripEvents.setState(event.id, OPEN_STATES, wanted)))
          throw eventState('Only saved items go in and out of the cart.')
        if (event.state !== wanted) await tx.trips.touch(event.tripId)
        return changed(deps, tx, viewer, event.id)
      })
    },

    async remove(viewer, eventId) {
      return data.transaction(async (tx) => {
        const { event, trip } = await editableEvent(tx, viewer, eventId)
        if (!(await tx.tripEvents.remove(event.id, OPEN_STATES)))
          throw eventState('Booked items stay with the trip; cancel the booking instead.')
        await tx.trips.touch(trip.id)
        const after = await tx.trips.findById(viewer, trip.id)
        if (!after) throw tripNotFound()
        return { deleted: true as const, trip: presentTripSummary(after, deps.now()) }
      })
    },
  }
}
