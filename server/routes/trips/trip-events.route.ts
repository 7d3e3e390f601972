import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tripEventsEndpoints as api } from '../../../shared/trips/trip-events-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { readBookRequest } from '../../services/booking/booking-request.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { sessionFirst } from '../require-session.ts'
import { checkedTripActor } from './trips-route-kit.ts'

/**
 * Saving offers to trips, moving, the cart, booking (with travellers and a card for the offer sources'
 * offers, decision 084), a booking's confirmation, cancelling and removing.
 */
export async function tripEventRoutes(app: FastifyInstance) {
  const { events, booking } = app.services.trips
  const { actingFor } = app.services.bookOnBehalf
  const signedIn = sessionFirst(app)
  /** The visitor's currency and language, and the brand and site a booking's mails name (decision 084). */
  const bookingContext = (request: FastifyRequest) => {
    const { origin, brandName } = mailContext(app, request)
    return { currency: request.currency, origin, brandName, language: request.site.language }
  }

  route(
    app,
    api.save,
    async (request, reply) => {
      const actor = checkedTripActor(request)
      // Acting for a traveller, saves go to the traveller's trips (decision 056).
      const traveler = await actingFor.tripsTraveler(actor)
      const saved = await events.save(
        actor,
        request.body,
        traveler ? { traveler } : null,
        request.site.language,
      )
      // Declared 200; a trip made for the offer is 201.
      if (saved.createdTrip) reply.code(201)
      return saved
    },
    signedIn,
  )

  route(
    app,
    api.move,
    async (request) =>
      events.move(checkedTripActor(request), request.params.eventId, request.body.fullTripId),
    signedIn,
  )

  route(
    app,
    api.cart,
    async (request) =>
      events.setInCart(checkedTripActor(request), request.params.eventId, request.body.inCart),
    signedIn,
  )

  // Booking for someone needs select's rule to hold still (decision 056): checked with the session, before
  // the event id, as the route always did. The body is read here: each traveller's problem has its code.
  route(
    app,
    api.book,
    async (request) =>
      booking.book(
        checkedTripActor(request),
        request.params.eventId,
        readBookRequest(request.body),
        bookingContext(request),
      ),
    {
      preValidation: [
        signedIn.preValidation,
        async (request) => actingFor.requireStillActing(checkedTripActor(request)),
      ],
    },
  )

  route(
    app,
    api.quote,
    async (request) =>
      booking.quote(checkedTripActor(request), request.params.eventId, bookingContext(request)),
    signedIn,
  )

  // A booking's confirmation: reference, travellers (passports masked), charge, terms, refund.
  route(
    app,
    api.booking,
    async (request, reply) => {
      const answer = await booking.booking(
        checkedTripActor(request),
        request.params.eventId,
        bookingContext(request),
      )
      reply.header('cache-control', 'no-store')
      return answer
    },
    signedIn,
  )

  route(
    app,
    api.cancel,
    async (request) =>
      booking.cancel(checkedTripActor(request), request.params.eventId, bookingContext(request)),
    signedIn,
  )

  route(
    app,
    api.remove,
    async (request) => events.remove(checkedTripActor(request), request.params.eventId),
    signedIn,
  )
}
