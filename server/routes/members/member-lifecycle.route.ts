import type { FastifyInstance } from 'fastify'
import { MEMBERS_ROUTES } from '../../../shared/business/members-contract.ts'
import { ZGuestUpdateRequestSchema, ZUserIdParamsSchema } from '../../../shared/business/members-schemas.ts'
import { hubActorOf, MEMBERS_REQUIREMENTS } from './members-route-kit.ts'

/** Deactivate and reactivate members; remove guests and change their sponsor and end of access. */
export async function memberLifecycleRoutes(app: FastifyInstance) {
  const lifecycle = () => app.services.members.lifecycle

  app.post(
    MEMBERS_ROUTES.deactivate,
    { config: { business: MEMBERS_REQUIREMENTS.lifecycle } },
    async (request) => {
      const actor = hubActorOf(request)
      const { userId } = ZUserIdParamsSchema.parse(request.params)
      return lifecycle().deactivate(actor, userId)
    },
  )

  app.post(
    MEMBERS_ROUTES.reactivate,
    { config: { business: MEMBERS_REQUIREMENTS.lifecycle } },
    async (request) => {
      const actor = hubActorOf(request)
      const { userId } = ZUserIdParamsSchema.parse(request.params)
      return lifecycle().reactivate(actor, userId)
    },
  )

  app.put(
    MEMBERS_ROUTES.guest,
    { config: { business: MEMBERS_REQUIREMENTS.updateGuest } },
    async (request) => {
      const actor = hubActorOf(request)
      const { userId } = ZUserIdParamsSchema.parse(request.params)
      const body = ZGuestUpdateRequestSchema.parse(request.body ?? {})
      return lifecycle().updateGuest(actor, userId, body)
    },
  )

  app.delete(
    MEMBERS_ROUTES.guest,
    { config: { business: MEMBERS_REQUIREMENTS.removeGuest } },
    async (request, reply) => {
      const actor = hubActorOf(request)
      const { userId } = ZUserIdParamsSchema.parse(request.params)
      await lifecycle().removeGuest(actor, userId)
      return reply.code(204).send()
    },
  )
}
