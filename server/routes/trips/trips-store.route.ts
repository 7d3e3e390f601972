import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_STORE_PROPS } from '../../../shared/trips/trips-contract.ts'
import { tripsEndpoints as api } from '../../../shared/trips/trips-endpoints.ts'
import type { TStoreQuery } from '../../../shared/trips/trips-schemas.ts'
import { route } from '../../plugins/endpoints.ts'
import { sessionFirst } from '../require-session.ts'
import { checkedTripActor, optionalTripActor } from './trips-route-kit.ts'

/**
 * GET or POST /trips/api/store?props=trip,trips,user (spec section 7). POST carries fullTripId in its
 * (form) body when the page is a trip's; GET may carry it in the query. Neither changes anything.
 */
export async function tripsStoreRoutes(app: FastifyInstance) {
  const store = app.services.trips.store
  const answer = async (request: FastifyRequest, query: TStoreQuery, fullTripId: string | undefined) => {
    const viewer = await optionalTripActor(app, request)
    return store.store(viewer, query.props ?? DEFAULT_STORE_PROPS, fullTripId ?? query.fullTripId)
  }

  route(app, api.store, async (request) => answer(request, request.query, undefined))

  route(app, api.storeForTrip, async (request) => answer(request, request.query, request.body.fullTripId))

  // The flight dashboard (decision 101): signed in only, as the trips page it sits on.
  route(
    app,
    api.upcomingFlights,
    async (request) => store.upcomingFlights(checkedTripActor(request), request.query.limit),
    sessionFirst(app),
  )
}
