import type { FastifyInstance } from 'fastify'
import { membersEndpoints as api } from '../../../shared/business/members-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { MembersServices } from '../../services/members/members-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { hubActorOf } from './members-route-kit.ts'

/** The company's side of invitations: invite, list the open ones, resend, revoke. */
export async function invitationRoutes(app: FastifyInstance, { members }: { members: MembersServices }) {
  const invitations = members.invitations

  route(app, api.invitations, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return invitations.list(hubActorOf(request))
  })

  route(app, api.invite, async (request, reply) => {
    const answer = await invitations.invite(hubActorOf(request), request.body, mailContext(app, request))
    reply.header('cache-control', 'no-store')
    return answer
  })

  route(app, api.resend, async (request) => {
    await invitations.resend(hubActorOf(request), request.params.id, mailContext(app, request))
  })

  route(app, api.revoke, async (request) => {
    await invitations.revoke(hubActorOf(request), request.params.id)
  })
}
