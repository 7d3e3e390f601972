import type { FastifyInstance } from 'fastify'
import { tripsEndpoints as api } from '../../../shared/trips/trips-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { sessionFirst } from '../require-session.ts'
import { checkedTripActor } from './trips-route-kit.ts'

/** Trips: create (POST), rename or re-date (PUT), delete (DELETE; the owner's, without live bookings). */
export async function tripCrudRoutes(app: FastifyInstance) {
  const trips = app.services.trips.trips
  const signedIn = sessionFirst(app)

  route(
    app,
    api.createTrip,
    async (request) => trips.create(checkedTripActor(request), request.body),
    signedIn,
  )

  route(
    app,
    api.updateTrip,
    async (request) => trips.update(checkedTripActor(request), request.params.fullTripId, request.body),
    signedIn,
  )

  route(
    app,
    api.deleteTrip,
    async (request) => {
      await trips.remove(checkedTripActor(request), request.params.fullTripId)
      return { deleted: true as const }
    },
    signedIn,
  )
}
