import { BookingErrorCode } from '../../../shared/booking/booking-contract.ts'
import type { TBookingConfirmation } from '../../../shared/booking/booking-schemas.ts'
import { BOOK_FOR_MEMBER_PERMISSIONS } from '../../../shared/business/book-on-behalf-contract.ts'
import { CHECKOUT_SECTIONS } from '../../../shared/business/checkout-contract.ts'
import type { TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { needsSecondFactor } from '../../../shared/business/second-factor.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import type {
  TBookEventRequest,
  TBookEventResponse,
  TCancelEventResponse,
  TOfferSnapshot,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { OutgoingMail } from '../../mail/mailer.ts'
import { accountName } from '../../presenters/account-name.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripEventRow } from '../../repositories/trip-events.repository.ts'
import type { BookingContext, BookingFlow } from '../booking/booking-flow.ts'
import { bookingCancelledMails } from '../booking/booking-mail.ts'
import type { BookingOfferFacts } from '../booking/booking-offers.ts'
import type { PaymentAuthorisation } from '../payment/payment-provider.ts'
import {
  type BookingCheck,
  type BookingDraft,
  checkoutOutcome,
  emptyOutcome,
  orderedChecks,
} from './booking-checks.ts'
import type { BookingLifecycle } from './booking-lifecycle.ts'
import {
  catalogueOffer,
  changed,
  eventState,
  OPEN_STATES,
  type TripEventsDeps,
} from './trip-events.service.ts'
import type { TripActor } from './trip-guards.ts'
import { editableEvent } from './trip-guards.ts'

/**
 * Booking and cancelling. Offers of the offer sources go through the booking flow (decision 084):
 * travellers, a card (personal) or the company's options (business), a confirmation with its reference
 * and mail, a cancellation under the offer's terms. The demo catalogue's offers book as before, unpaid.
 */
export interface TripBookingService {
  /**
   * What booking asks: the business checkout's sections (decision 053; none for a personal booking) and
   * the booking flow's review step (decision 084; null outside the flow).
   */
  quote(actor: TripActor, eventId: string, context?: Partial<BookingContext>): Promise<TCheckoutQuoteResponse>
  book(
    actor: TripActor,
    eventId: string,
    input: TBookEventRequest,
    context?: Partial<BookingContext>,
  ): Promise<TBookEventResponse>
  /** A booking's confirmation (reference, travellers, charge, terms, refund), for its own people. */
  booking(
    viewer: TripViewer,
    eventId: string,
    context?: Partial<BookingContext>,
  ): Promise<TBookingConfirmation>
  cancel(
    viewer: TripViewer,
    eventId: string,
    context?: Partial<BookingContext>,
  ): Promise<TCancelEventResponse>
}

/** The booking flow's parts (decision 084); absent: every offer books as the demo's did, unpaid. */
export interface BookingFlowWiring {
  flow: BookingFlow
  /** Told of personal bookings too, so that the confirmation mail follows every path (decision 080). */
  lifecycle: BookingLifecycle
  mail: Pick<MailDispatcher, 'dispatch'>
  /** The brand and origin a booking made without a request's context is mailed under. */
  defaults: { brandName: string; origin: string }
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
  if (!(await deps.data.tripEvents.isActiveMember(companyId, other)))
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
  facts: BookingOfferFacts | null,
): BookingDraft {
  const { offer, ...money } = terms
  const details = facts?.offer.details
  return {
    actor,
    event,
    ...parties,
    bookerUserId: actor.userId,
    offer,
    ...money,
    offerRooms: details ? (details.vertical === 'hotel' ? details.rooms : 1) : null,
    checkout: input.checkout ?? {},
  }
}

const detailsNotAccepted = () =>
  new HttpError(
    400,
    BookingErrorCode.BOOKING_DETAILS_NOT_ACCEPTED,
    'This offer is booked without travellers or a card.',
    {
      issue: { field: 'travellers', reason: 'notAllowed' },
    },
  )

/** Cancelling and reading a booking are for the trip's owner and the booking's own people. */
function requireOwn(trip: { role: string }, event: TripEventRow, userId: string) {
  if (trip.role !== 'owner' && ![event.bookerUserId, event.travelerUserId].includes(userId))
    throw notAllowed('Only the trip’s owner, the booker or the traveller may do this.')
}

export function createTripBookingService(
  deps: TripEventsDeps,
  bookingChecks: readonly BookingCheck[] = [],
  wiring: BookingFlowWiring | null = null,
): TripBookingService {
  const { data } = deps
  const checks = orderedChecks(bookingChecks, CHECKOUT_SECTIONS)
  const flow = wiring?.flow ?? null
  const today = () => isoDay(deps.now())
  const contextOf = (given: Partial<BookingContext> | undefined, currency: string): BookingContext => ({
    currency: given?.currency ?? currency,
    language: given?.language ?? 'en',
    brandName: given?.brandName ?? wiring?.defaults.brandName ?? 'Fernway',
    origin: given?.origin ?? wiring?.defaults.origin ?? '',
  })

  /** A saved or in-cart event (a held one too: its approval is still pending), with its parties and terms. */
  async function prepare(tx: Data, actor: TripActor, eventId: string, input: TBookEventRequest) {
    const { event, trip } = await editableEvent(tx, actor, eventId)
    if (!OPEN_STATES.includes(event.state as (typeof OPEN_STATES)[number]))
      throw eventState('This item is already booked or cancelled.')
    if (event.approvalStatus === 'pending') throw eventState('This item is waiting for approval.')
    const parties = await bookingParties({ ...deps, data: tx }, actor)
    const terms = await termsOf(deps, event, input, trip.destination)
    return { event, parties, terms }
  }

  return {
    async quote(actor, eventId, context) {
      const { event, parties, terms } = await prepare(data, actor, eventId, {})
      const facts = flow ? flow.facts(event.vertical, event.offerId) : null
      const sections: TCheckoutQuoteResponse['sections'] = {}
      const outcome = emptyOutcome()
      if (parties.companyId) {
        const draft = draftOf(actor, event, { ...parties, companyId: parties.companyId }, terms, {}, facts)
        for (const check of checks) {
          const section = await check.quote(data, draft, outcome)
          if (section !== null) sections[check.section] = section
        }
      }
      const traveler = await data.tripEvents.person(parties.travelerUserId)
      return {
        eventId: event.id,
        traveler: { userId: parties.travelerUserId, name: traveler ? accountName(traveler) : '' },
        priceMinor: terms.priceMinor,
        currency: terms.currency,
        outcome: checkoutOutcome(outcome),
        sections,
        review:
          flow && facts
            ? flow.review(facts, parties.companyId !== null, contextOf(context, terms.currency))
            : null,
      }
    },

    async book(actor, eventId, input, context) {
      const outcome = emptyOutcome()
      const charge: { authorisation: PaymentAuthorisation | null } = { authorisation: null }
      let ctx: BookingContext | null = null
      let inFlow = false
      let answer: Awaited<ReturnType<typeof changed>>
      try {
        answer = await data.transaction(async (tx) => {
          const { event, parties, terms } = await prepare(tx, actor, eventId, input)
          const { companyId } = parties
          ctx = contextOf(context, terms.currency)
          const facts = flow ? flow.facts(event.vertical, event.offerId) : null
          if (!facts && (input.travellers !== undefined || input.payment !== undefined))
            throw detailsNotAccepted()
          const who = {
            bookerUserId: actor.userId,
            travelerUserId: parties.travelerUserId,
            business: companyId !== null,
          }
          const prepared = flow && facts ? await flow.prepare(tx, facts, input, who, today()) : null
          const draft = companyId
            ? { ...draftOf(actor, event, { ...parties, companyId }, terms, input, facts), links: ctx }
            : null
          if (draft) for (const check of checks) await check.apply(tx, draft, outcome)
          // Charged last of all checks, and given back below if the booking does not commit.
          if (flow && prepared) await flow.place(tx, event.id, prepared, ctx, charge)
          inFlow = prepared !== null
          const { offer: _offer, ...money } = terms
          const booked = await tx.tripEvents.book(
            event.id,
            OPEN_STATES,
            { ...money, ...parties, bookerUserId: actor.userId },
            outcome.extras,
            outcome.hold,
          )
          if (!booked) throw eventState('This item is already booked or cancelled.')
          if (draft) for (const check of checks) await check.booked?.(tx, draft, outcome)
          // Business bookings are confirmed by checkout's last check (decision 080); personal ones here.
          if (!companyId && wiring)
            outcome.afterCommit.push(
              ...(await wiring.lifecycle.confirmed(tx, { companyId: null, eventId: event.id })),
            )
          await tx.trips.touch(event.tripId)
          return changed(deps, tx, actor, event.id)
        })
      } catch (error) {
        if (flow && charge.authorisation) await flow.release(charge.authorisation)
        throw error
      }
      // Mails and webhooks only for what committed; each one's failure is its own (logged there).
      for (const work of outcome.afterCommit) await work()
      const confirmation =
        flow && inFlow && ctx
          ? await flow.confirmation(data, answer.event.id, answer.event.state, ctx as BookingContext)
          : null
      return { ...answer, confirmation }
    },

    async booking(viewer, eventId, context) {
      const { event, trip } = await editableEvent(data, viewer, eventId)
      requireOwn(trip, event, viewer.userId)
      // A hold released by its approval is saved again: its booking is gone until it is booked anew.
      const found =
        flow && event.state !== 'saved'
          ? await flow.confirmation(data, event.id, event.state, contextOf(context, event.currency))
          : null
      if (!found)
        throw new HttpError(404, BookingErrorCode.BOOKING_NOT_FOUND, 'This item has no booking to show.')
      return found
    },

    async cancel(viewer, eventId, context) {
      const mails: OutgoingMail[] = []
      const answer = await data.transaction(async (tx) => {
        const { event, trip } = await editableEvent(tx, viewer, eventId)
        // A cancellation cannot be undone: it is for the trip's owner and the booking's own people, not
        // for everyone the trip is shared with to edit.
        requireOwn(trip, event, viewer.userId)
        if (!(await tx.tripEvents.cancel(event.id))) throw eventState('Only a booked item can be cancelled.')
        // Refunded under the terms it was booked with (decision 084), in the same transaction.
        const refund = flow
          ? await flow.cancel(tx, event.id, deps.now(), contextOf(context, event.currency).currency)
          : null
        if (refund)
          mails.push(
            ...(await bookingCancelledMails(tx, event.id, {
              amountMinor: refund.amount.amount,
              reason: refund.reason,
            })),
          )
        await tx.trips.touch(event.tripId)
        return { ...(await changed(deps, tx, viewer, event.id)), cancellation: refund ? { refund } : null }
      })
      for (const mail of mails) wiring?.mail.dispatch(mail)
      return answer
    },
  }
}
