import { BOOK_FOR_MEMBER_PERMISSIONS } from '../../../shared/business/book-on-behalf-contract.ts'
import { CHECKOUT_SECTIONS } from '../../../shared/business/checkout-contract.ts'
import type { TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { needsSecondFactor } from '../../../shared/business/second-factor.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import type {
  TBookEventRequest,
  TEventChangeResponse,
  TOfferSnapshot,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripEventRow } from '../../repositories/trip-events.repository.ts'
import type { TripsData } from '../../repositories/trips-data.ts'
import {
  type BookingCheck,
  type BookingDraft,
  checkoutOutcome,
  emptyOutcome,
  orderedChecks,
} from './booking-checks.ts'
import {
  catalogueOffer,
  changed,
  eventState,
  OPEN_STATES,
  type TripEventsDeps,
} from './trip-events.service.ts'
import type { TripActor } from './trip-guards.ts'
import { editableEvent } from './trip-guards.ts'

/** Booking without payment (the demo's "book"), and cancelling a booking. */
export interface TripBookingService {
  /** What the checkout asks before a business booking (decision 053); no sections for a personal one. */
  quote(actor: TripActor, eventId: string): Promise<TCheckoutQuoteResponse>
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
  if (!BOOK_FOR_MEMBER_PERMISSIONS.some((p) => permissions.includes(p)))
    throw notAllowed('Your role does not allow booking for another traveller.')
  if (!(await deps.data.events.isActiveMember(companyId, other)))
    throw notAllowed('The traveller is not an active member of your company.')
  return { travelerUserId: other, companyId }
}

/** The price and dates of the moment: the catalogue's when wired, else what the page sent, else the saved copy. */
async function termsOf(
  deps: TripEventsDeps,
  event: TripEventRow,
  input: TBookEventRequest,
  destination: string,
) {
  if (deps.catalogue) {
    const offer = await catalogueOffer(deps.catalogue, event.vertical, event.offerId)
    return {
      priceMinor: offer.priceMinor,
      currency: offer.currency,
      startsAt: offer.startAt,
      endsAt: offer.endAt ?? null,
      offer,
    }
  }
  const startsAt = input.startAt ?? event.startsAt.toISOString()
  const endsAt = input.endAt !== undefined ? input.endAt : (event.endsAt?.toISOString() ?? null)
  if (endsAt && Date.parse(endsAt) < Date.parse(startsAt))
    throw new HttpError(400, ErrorCode.VALIDATION_ERROR, 'The booking cannot end before it starts.')
  const priceMinor = input.priceMinor ?? event.priceMinor
  const currency = input.currency ?? event.currency
  const offer: TOfferSnapshot = {
    vertical: event.vertical,
    offerId: event.offerId,
    title: event.title,
    priceMinor,
    currency,
    startAt: startsAt,
    endAt: endsAt,
    destination,
  }
  return { priceMinor, currency, startsAt, endsAt, offer }
}

type Terms = Awaited<ReturnType<typeof termsOf>>

function draftOf(
  actor: TripActor,
  event: TripEventRow,
  parties: { travelerUserId: string; companyId: string },
  terms: Terms,
  input: TBookEventRequest,
): BookingDraft {
  const { offer, ...money } = terms
  return {
    actor,
    event,
    ...parties,
    bookerUserId: actor.userId,
    offer,
    ...money,
    checkout: input.checkout ?? {},
  }
}

export function createTripBookingService(
  deps: TripEventsDeps,
  bookingChecks: readonly BookingCheck[] = [],
): TripBookingService {
  const { data } = deps
  const checks = orderedChecks(bookingChecks, CHECKOUT_SECTIONS)

  /** A saved or in-cart event (a held one too: its approval is still pending), with its parties and terms. */
  async function prepare(tx: TripsData, actor: TripActor, eventId: string, input: TBookEventRequest) {
    const { event, trip } = await editableEvent(tx, actor, eventId)
    if (!OPEN_STATES.includes(event.state as (typeof OPEN_STATES)[number]))
      throw eventState('This item is already booked or cancelled.')
    if (event.approvalStatus === 'pending') throw eventState('This item is waiting for approval.')
    const parties = await bookingParties({ ...deps, data: tx }, actor)
    const terms = await termsOf(deps, event, input, trip.destination)
    return { event, parties, terms }
  }

  return {
    async quote(actor, eventId) {
      const { event, parties, terms } = await prepare(data, actor, eventId, {})
      const sections: TCheckoutQuoteResponse['sections'] = {}
      const outcome = emptyOutcome()
      if (parties.companyId) {
        const draft = draftOf(actor, event, { ...parties, companyId: parties.companyId }, terms, {})
        for (const check of checks) {
          const section = await check.quote(data.db, draft, outcome)
          if (section !== null) sections[check.section] = section
        }
      }
      return {
        eventId: event.id,
        traveler: {
          userId: parties.travelerUserId,
          name: await data.events.displayName(parties.travelerUserId),
        },
        priceMinor: terms.priceMinor,
        currency: terms.currency,
        outcome: checkoutOutcome(outcome),
        sections,
      }
    },

    async book(actor, eventId, input) {
      const outcome = emptyOutcome()
      const answer = await data.transaction(async (tx) => {
        const { event, parties, terms } = await prepare(tx, actor, eventId, input)
        const { companyId } = parties
        const draft = companyId ? draftOf(actor, event, { ...parties, companyId }, terms, input) : null
        if (draft) for (const check of checks) await check.apply(tx.db, draft, outcome)
        const { offer: _offer, ...money } = terms
        const booked = await tx.events.book(
          event.id,
          OPEN_STATES,
          { ...money, ...parties, bookerUserId: actor.userId },
          outcome.extras,
          outcome.hold,
        )
        if (!booked) throw eventState('This item is already booked or cancelled.')
        if (draft) for (const check of checks) await check.booked?.(tx.db, draft, outcome)
        await tx.trips.touch(event.tripId)
        return changed(deps, tx, actor, event.id)
      })
      // Mails and webhooks only for what committed; each one's failure is its own (logged there).
      for (const work of outcome.afterCommit) await work()
      return answer
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
