import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BOOKING_ROUTES } from '../../../shared/booking/booking-contract.ts'
import { CHECKOUT_ROUTES } from '../../../shared/business/checkout-contract.ts'
import {
  ZCartEventRequestSchema,
  ZEventParamsSchema,
  ZMoveEventRequestSchema,
  ZSaveEventRequestSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS, TRIPS_ROUTES } from '../../../shared/trips/trips-contract.ts'
import { readBookRequest } from '../../services/booking/booking-request.ts'
import { eventNotFound } from '../../services/trips/trip-guards.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { TRIPS_RATE_LIMITS, tripActor } from './trips-route-kit.ts'

/** A malformed event id reads like an event that does not exist. */
function eventIdOf(params: unknown): string {
  const parsed = ZEventParamsSchema.safeParse(params)
  if (!parsed.success) throw eventNotFound()
  return parsed.data.eventId
}

/**
 * Saving offers to trips, moving, the cart, booking (with travellers and a card for the offer sources'
 * offers, decision 084), a booking's confirmation, cancelling and removing.
 */
export async function tripEventRoutes(app: FastifyInstance) {
  const { events, booking } = app.services.trips
  const config = { config: { rateLimit: TRIPS_RATE_LIMITS.write } }
  /** The visitor's currency and language, and the brand and site a booking's mails name (decision 084). */
  const bookingContext = (request: FastifyRequest) => {
    const { origin, brandName } = mailContext(app, request)
    return { currency: request.currency, origin, brandName, language: request.site.language }
  }

  app.post(TRIPS_API_PATHS.events, config, async (request, reply) => {
    const actor = await tripActor(app, request)
    const input = ZSaveEventRequestSchema.parse(request.body ?? {})
    // Acting for a traveller, saves go to the traveller's trips (decision 056).
    const traveler = await app.services.bookOnBehalf.actingFor.tripsTraveler(actor)
    const saved = await events.save(actor, input, traveler ? { traveler } : null, request.site.language)
    return reply.code(saved.createdTrip ? 201 : 200).send(saved)
  })

  app.post(TRIPS_ROUTES.eventMove, config, async (request) => {
    const actor = await tripActor(app, request)
    const eventId = eventIdOf(request.params)
    const { fullTripId } = ZMoveEventRequestSchema.parse(request.body ?? {})
    return events.move(actor, eventId, fullTripId)
  })

  app.post(TRIPS_ROUTES.eventCart, config, async (request) => {
    const actor = await tripActor(app, request)
    const eventId = eventIdOf(request.params)
    const { inCart } = ZCartEventRequestSchema.parse(request.body ?? {})
    return events.setInCart(actor, eventId, inCart)
  })

  app.post(TRIPS_ROUTES.eventBook, config, async (request) => {
    const actor = await tripActor(app, request)
    // Booking for someone needs select's rule to hold still (decision 056).
    await app.services.bookOnBehalf.actingFor.requireStillActing(actor)
    const eventId = eventIdOf(request.params)
    return booking.book(actor, eventId, readBookRequest(request.body), bookingContext(request))
  })

  // The review step (decision 084) with the business checkout's quote (decision 053). A read, so GET.
  app.get(CHECKOUT_ROUTES.quote, { config: { rateLimit: TRIPS_RATE_LIMITS.write } }, async (request) => {
    const actor = await tripActor(app, request)
    return booking.quote(actor, eventIdOf(request.params), bookingContext(request))
  })

  // A booking's confirmation: reference, travellers (passports masked), charge, terms, refund.
  app.get(
    BOOKING_ROUTES.booking,
    { config: { rateLimit: TRIPS_RATE_LIMITS.write } },
    async (request, reply) => {
      const actor = await tripActor(app, request)
      const answer = await booking.booking(actor, eventIdOf(request.params), bookingContext(request))
      return reply.header('cache-control', 'no-store').send(answer)
    },
  )

  app.post(TRIPS_ROUTES.eventCancel, config, async (request) => {
    const actor = await tripActor(app, request)
    return booking.cancel(actor, eventIdOf(request.params), bookingContext(request))
  })

  app.delete(TRIPS_ROUTES.event, config, async (request) => {
    const actor = await tripActor(app, request)
    return events.remove(actor, eventIdOf(request.params))
  })
}
