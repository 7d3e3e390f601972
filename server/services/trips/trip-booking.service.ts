import { needsSecondFactor } from '../../../shared/business/second-factor.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import type { TBookEventRequest, TEventChangeResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripEventRow } from '../../repositories/trip-events.repository.ts'
import {
  catalogueOffer,
  changed,
  eventState,
  OPEN_STATES,
  type TripEventsDeps,
} from './trip-events.service.ts'
import type { TripActor } from './trip-guards.ts'
import { editableEvent } from './trip-guards.ts'

/** Spec section 6: booking for another member needs one of these. */
export const BOOK_FOR_OTHER_PERMISSIONS = [
  'TRIP_EVENT_BOOK_FOR_OTHER',
  'TRIP_EVENT_BOOK_FOR_EXPLICIT',
  'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING',
  'TRIP_EVENT_BOOK_FOR_ALL',
] as const

/** Booking without payment (the demo's "book"), and cancelling a booking. */
export interface TripBookingService {
  book(actor: TripActor, eventId: string, input: TBookEventRequest): Promise<TEventChangeResponse>
  cancel(viewer: TripViewer, eventId: string): Promise<TEventChangeResponse>
}

const notAllowed = (description: string) =>
  new HttpError(403, TripsErrorCode.BOOKING_NOT_ALLOWED, description)

/** Who the booking is for and which company pays, from the session's mode (decision 043). */
async function bookingParties(deps: TripEventsDeps, actor: TripActor) {
  if (!actor.businessMode || !actor.business) return { travelerUserId: actor.userId, companyId: null }
  const { companyId, permissions, requireTwoFactor } = actor.business
  // A business booking is a business call: the company's second-factor rule holds for it too.
  if (needsSecondFactor(['TRIP_EVENT_BOOK'], requireTwoFactor) && !actor.secondFactorProven)
    throw new HttpError(
      403,
      ErrorCode.MISSING_TWO_FACTOR_AUTHENTICATION,
      'Your company asks for a second factor before business bookings.',
    )
  const other = actor.actingForUserId && actor.actingForUserId !== actor.userId ? actor.actingForUserId : null
  if (!other) {
    if (!permissions.includes('TRIP_EVENT_BOOK')) throw notAllowed('Your role does not allow booking.')
    return { travelerUserId: actor.userId, companyId }
  }
  if (!BOOK_FOR_OTHER_PERMISSIONS.some((p) => permissions.includes(p)))
    throw notAllowed('Your role does not allow booking for another traveller.')
  if (!(await deps.data.events.isActiveMember(companyId, other)))
    throw notAllowed('The traveller is not an active member of your company.')
  return { travelerUserId: other, companyId }
}

/** The price and dates of the moment: the catalogue's when wired, else what the page sent, else the saved copy. */
async function termsOf(deps: TripEventsDeps, event: TripEventRow, input: TBookEventRequest) {
  if (deps.catalogue) {
    const offer = await catalogueOffer(deps.catalogue, event.vertical, event.offerId)
    return {
      priceMinor: offer.priceMinor,
      currency: offer.currency,
      startsAt: offer.startAt,
      endsAt: offer.endAt ?? null,
    }
  }
  const startsAt = input.startAt ?? event.startsAt.toISOString()
  const endsAt = input.endAt !== undefined ? input.endAt : (event.endsAt?.toISOString() ?? null)
  if (endsAt && Date.parse(endsAt) < Date.parse(startsAt))
    throw new HttpError(400, ErrorCode.VALIDATION_ERROR, 'The booking cannot end before it starts.')
  return {
    priceMinor: input.priceMinor ?? event.priceMinor,
    currency: input.currency ?? event.currency,
    startsAt,
    endsAt,
  }
}

export function createTripBookingService(deps: TripEventsDeps): TripBookingService {
  const { data } = deps
  return {
    async book(actor, eventId, input) {
      return data.transaction(async (tx) => {
        const { event } = await editableEvent(tx, actor, eventId)
        if (!OPEN_STATES.includes(event.state as (typeof OPEN_STATES)[number]))
          throw eventState('This item is already booked or cancelled.')
        const parties = await bookingParties({ ...deps, data: tx }, actor)
        const terms = await termsOf(deps, event, input)
        const booked = await tx.events.book(event.id, OPEN_STATES, {
          ...terms,
          ...parties,
          bookerUserId: actor.userId,
        })
        if (!booked) throw eventState('This item is already booked or cancelled.')
        await tx.trips.touch(event.tripId)
        return changed(deps, tx, actor, event.id)
      })
    },

    async cancel(viewer, eventId) {
      return data.transaction(async (tx) => {
        const { event, trip } = await editableEvent(tx, viewer, eventId)
        // A cancellation cannot be undone: it is for the trip's owner and the booking's own people, not
        // for everyone the trip is shared with to edit.
        const own = [event.bookerUserId, event.travelerUserId].includes(viewer.userId)
        if (trip.role !== 'owner' && !own)
          throw notAllowed('Only the trip’s owner, the booker or the traveller may cancel this booking.')
        if (!(await tx.events.cancel(event.id))) throw eventState('Only a booked item can be cancelled.')
        await tx.trips.touch(event.tripId)
        return changed(deps, tx, viewer, event.id)
      })
    },
  }
}
