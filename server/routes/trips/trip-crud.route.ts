import type { FastifyInstance } from 'fastify'
import {
  ZCreateTripRequestSchema,
  ZTripParamsSchema,
  ZUpdateTripRequestSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS, TRIPS_ROUTES } from '../../../shared/trips/trips-contract.ts'
import { tripNotFound } from '../../services/trips/trip-guards.ts'
import { TRIPS_RATE_LIMITS, tripActor } from './trips-route-kit.ts'

/** A malformed full trip id reads like a trip that does not exist. */
export function fullTripIdOf(params: unknown): string {
  const parsed = ZTripParamsSchema.safeParse(params)
  if (!parsed.success) throw tripNotFound()
  return parsed.data.fullTripId
}

/** Trips: create (POST), rename or re-date (PUT), delete (DELETE; the owner's, without live bookings). */
export async function tripCrudRoutes(app: FastifyInstance) {
  const trips = app.services.trips.trips
  const config = { config: { rateLimit: TRIPS_RATE_LIMITS.write } }

  app.post(TRIPS_API_PATHS.trips, config, async (request, reply) => {
    const actor = await tripActor(app, request)
    const input = ZCreateTripRequestSchema.parse(request.body ?? {})
    return reply.code(201).send(await trips.create(actor, input))
  })

  app.put(TRIPS_ROUTES.trip, config, async (request) => {
    const actor = await tripActor(app, request)
    const fullTripId = fullTripIdOf(request.params)
    return trips.update(actor, fullTripId, ZUpdateTripRequestSchema.parse(request.body ?? {}))
  })

  app.delete(TRIPS_ROUTES.trip, config, async (request) => {
    const actor = await tripActor(app, request)
    await trips.remove(actor, fullTripIdOf(request.params))
    return { deleted: true }
  })
}
