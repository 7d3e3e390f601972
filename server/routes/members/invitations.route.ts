import type { FastifyInstance } from 'fastify'
import { MEMBERS_API, MEMBERS_ROUTES } from '../../../shared/business/members-contract.ts'
import { ZIdParamsSchema, ZInviteRequestSchema } from '../../../shared/business/members-schemas.ts'
import { hubActorOf, MEMBERS_REQUIREMENTS, mailOf } from './members-route-kit.ts'

/** Each invitation sends a mail: bounded per address. */
const MAILING = { max: 30, timeWindow: 60_000 } as const

/** The company's side of invitations: invite, list the open ones, resend, revoke. */
export async function invitationRoutes(app: FastifyInstance) {
  app.get(
    MEMBERS_API.invitations,
    { config: { business: MEMBERS_REQUIREMENTS.invitations } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return app.services.members.invitations.list(hubActorOf(request))
    },
  )

  app.post(
    MEMBERS_API.invitations,
    { config: { business: MEMBERS_REQUIREMENTS.invite, rateLimit: MAILING } },
    async (request, reply) => {
      const actor = hubActorOf(request)
      const body = ZInviteRequestSchema.parse(request.body ?? {})
      const answer = await app.services.members.invitations.invite(actor, body, mailOf(app, request))
      reply.header('cache-control', 'no-store')
      return answer
    },
  )

  app.post(
    MEMBERS_ROUTES.resend,
    { config: { business: MEMBERS_REQUIREMENTS.invite, rateLimit: MAILING } },
    async (request, reply) => {
      const actor = hubActorOf(request)
      const { id } = ZIdParamsSchema.parse(request.params)
      await app.services.members.invitations.resend(actor, id, mailOf(app, request))
      return reply.code(204).send()
    },
  )

  app.delete(
    MEMBERS_ROUTES.invitation,
    { config: { business: MEMBERS_REQUIREMENTS.invitations } },
    async (request, reply) => {
      const actor = hubActorOf(request)
      const { id } = ZIdParamsSchema.parse(request.params)
      await app.services.members.invitations.revoke(actor, id)
      return reply.code(204).send()
    },
  )
}
