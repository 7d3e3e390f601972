import type { FastifyInstance } from 'fastify'
import { membersEndpoints as api } from '../../../shared/business/members-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { MembersServices } from '../../services/members/members-services.ts'
import { hubActorOf } from './members-route-kit.ts'

/** Deactivate and reactivate members; remove guests and change their sponsor and end of access. */
export async function memberLifecycleRoutes(app: FastifyInstance, { members }: { members: MembersServices }) {
  const lifecycle = members.lifecycle

  route(app, api.deactivate, async (request) =>
    lifecycle.deactivate(hubActorOf(request), request.params.userId),
  )

  route(app, api.reactivate, async (request) =>
    lifecycle.reactivate(hubActorOf(request), request.params.userId),
  )

  route(app, api.updateGuest, async (request) =>
    lifecycle.updateGuest(hubActorOf(request), request.params.userId, request.body),
  )

  route(app, api.removeGuest, async (request) => {
    await lifecycle.removeGuest(hubActorOf(request), request.params.userId)
  })
}
