import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isFullTripId } from '../../../shared/trips/trip-ids.ts'
import { tripSharingEndpoints as api } from '../../../shared/trips/trip-sharing-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { tripNotFound } from '../../services/trips/trip-guards.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { sessionFirst } from '../require-session.ts'
import { checkedTripActor } from './trips-route-kit.ts'

/** Sharing a trip by e-mail (viewer or editor) and its read-only link; the owner's calls. */
export async function tripSharingRoutes(app: FastifyInstance) {
  const sharing = app.services.trips.sharing
  const signedIn = sessionFirst(app)
  // A share's path names its trip first: a malformed trip id is the trip's 404, before the share id's.
  const shareOfTrip = {
    preValidation: [
      signedIn.preValidation,
      async (request: FastifyRequest) => {
        if (!isFullTripId((request.params as { fullTripId?: unknown }).fullTripId)) throw tripNotFound()
      },
    ],
  }

  route(
    app,
    api.shares,
    async (request) => sharing.list(checkedTripActor(request), request.params.fullTripId),
    signedIn,
  )

  route(
    app,
    api.share,
    async (request) =>
      sharing.share(
        checkedTripActor(request),
        request.params.fullTripId,
        request.body,
        mailContext(app, request),
      ),
    signedIn,
  )

  route(
    app,
    api.setRole,
    async (request) => {
      const { fullTripId, shareId } = request.params
      return sharing.setRole(checkedTripActor(request), fullTripId, shareId, request.body.role)
    },
    shareOfTrip,
  )

  route(
    app,
    api.unshare,
    async (request) => {
      const { fullTripId, shareId } = request.params
      await sharing.unshare(checkedTripActor(request), fullTripId, shareId)
      return { deleted: true as const }
    },
    shareOfTrip,
  )

  route(
    app,
    api.createLink,
    async (request) =>
      sharing.createLink(
        checkedTripActor(request),
        request.params.fullTripId,
        mailContext(app, request).origin,
      ),
    signedIn,
  )

  route(
    app,
    api.revokeLink,
    async (request) => {
      await sharing.revokeLink(checkedTripActor(request), request.params.fullTripId)
      return { deleted: true as const }
    },
    signedIn,
  )

  // Anyone with the link: no session needed. A malformed secret reaches the service as none (404).
  route(app, api.sharedTrip, async (request) => sharing.sharedTrip(request.body.token))
}
