import type { FastifyInstance } from 'fastify'
import {
  ZSharedTripRequestSchema,
  ZShareParamsSchema,
  ZShareRequestSchema,
  ZShareRoleRequestSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_ROUTES, TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { fullTripIdOf } from './trip-crud.route.ts'
import { TRIPS_RATE_LIMITS, tripActor } from './trips-route-kit.ts'

function shareParamsOf(params: unknown) {
  const parsed = ZShareParamsSchema.safeParse(params)
  if (!parsed.success) {
    fullTripIdOf(params)
    throw new HttpError(404, TripsErrorCode.SHARE_NOT_FOUND, 'No such share.')
  }
  return parsed.data
}

/** Sharing a trip by e-mail (viewer or editor) and its read-only link; the owner's calls. */
export async function tripSharingRoutes(app: FastifyInstance) {
  const sharing = app.services.trips.sharing
  const write = { config: { rateLimit: TRIPS_RATE_LIMITS.write } }

  app.get(TRIPS_ROUTES.tripShares, async (request) => {
    const actor = await tripActor(app, request)
    return sharing.list(actor, fullTripIdOf(request.params))
  })

  app.post(
    TRIPS_ROUTES.tripShares,
    { config: { rateLimit: TRIPS_RATE_LIMITS.mailing } },
    async (request, reply) => {
      const actor = await tripActor(app, request)
      const fullTripId = fullTripIdOf(request.params)
      const input = ZShareRequestSchema.parse(request.body ?? {})
      return reply.code(201).send(await sharing.share(actor, fullTripId, input, mailContext(app, request)))
    },
  )

  app.put(TRIPS_ROUTES.tripShare, write, async (request) => {
    const actor = await tripActor(app, request)
    const { fullTripId, shareId } = shareParamsOf(request.params)
    const { role } = ZShareRoleRequestSchema.parse(request.body ?? {})
    return sharing.setRole(actor, fullTripId, shareId, role)
  })

  app.delete(TRIPS_ROUTES.tripShare, write, async (request) => {
    const actor = await tripActor(app, request)
    const { fullTripId, shareId } = shareParamsOf(request.params)
    await sharing.unshare(actor, fullTripId, shareId)
    return { deleted: true }
  })

  app.post(TRIPS_ROUTES.tripLink, write, async (request, reply) => {
    const actor = await tripActor(app, request)
    const fullTripId = fullTripIdOf(request.params)
    return reply.code(201).send(await sharing.createLink(actor, fullTripId, mailContext(app, request).origin))
  })

  app.delete(TRIPS_ROUTES.tripLink, write, async (request) => {
    const actor = await tripActor(app, request)
    await sharing.revokeLink(actor, fullTripIdOf(request.params))
    return { deleted: true }
  })

  // Anyone with the link: no session needed, and the answer names nobody. A malformed secret is a link
  // that does not exist, answered as one.
  app.post(TRIPS_ROUTES.sharedTrip, { config: { rateLimit: TRIPS_RATE_LIMITS.link } }, async (request) => {
    const parsed = ZSharedTripRequestSchema.safeParse(request.body)
    return sharing.sharedTrip(parsed.success ? parsed.data.token : '')
  })
}
