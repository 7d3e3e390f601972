import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_STORE_PROPS, TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import {
  ZStoreBodySchema,
  ZStoreQuerySchema,
  ZUpcomingFlightsQuerySchema,
} from '../../../shared/trips/trips-schemas.ts'
import { optionalTripActor, TRIPS_RATE_LIMITS, tripActor } from './trips-route-kit.ts'

/**
 * GET or POST /trips/api/store?props=trip,trips,user (spec section 7). POST carries fullTripId in its
 * (form) body when the page is a trip's; GET may carry it in the query. Neither changes anything.
 */
export async function tripsStoreRoutes(app: FastifyInstance) {
  const store = app.services.trips.store
  const answer = async (request: FastifyRequest, fullTripId: string | undefined) => {
    const query = ZStoreQuerySchema.parse(request.query)
    const viewer = await optionalTripActor(app, request)
    return store.store(viewer, query.props ?? DEFAULT_STORE_PROPS, fullTripId ?? query.fullTripId)
  }

  app.get(TRIPS_API_PATHS.store, async (request) => answer(request, undefined))

  app.post(TRIPS_API_PATHS.store, { config: { rateLimit: TRIPS_RATE_LIMITS.write } }, async (request) => {
    const body = ZStoreBodySchema.parse(request.body ?? {})
    return answer(request, body.fullTripId)
  })

  // The flight dashboard (decision 101): signed in only, as the trips page it sits on.
  app.get(TRIPS_API_PATHS.upcomingFlights, async (request) => {
    const viewer = await tripActor(app, request)
    const query = ZUpcomingFlightsQuerySchema.parse(request.query ?? {})
    return store.upcomingFlights(viewer, query.limit)
  })
}
