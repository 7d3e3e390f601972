import type { FastifyInstance } from 'fastify'
import { membersEndpoints as api } from '../../../shared/business/members-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { MembersServices } from '../../services/members/members-services.ts'
import { requireSession, sessionFirst, sessionOf } from '../require-session.ts'

/**
 * The invitee's side (the invitation hub, /business/invitations): any signed-in account, business
 * or not, sees the invitations to its own e-mail and accepts one.
 */
export async function invitationHubRoutes(app: FastifyInstance, { members }: { members: MembersServices }) {
  const accept = members.accept
  const signedIn = sessionFirst(app)

  route(app, api.myInvitations, async (request, reply) => {
    const session = await requireSession(app, request)
    reply.header('cache-control', 'no-store')
    return accept.mine(session)
  })

  route(app, api.previewInvitation, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return accept.preview(request.body.token)
  })

  route(
    app,
    api.acceptInvitation,
    async (request, reply) => {
      const { companyName } = await accept.accept(sessionOf(request), request.body)
      reply.header('cache-control', 'no-store')
      return { companyName, redirectUrl: app.config.businessBasePath }
    },
    signedIn,
  )

  route(
    app,
    api.declineInvitation,
    async (request, reply) => {
      await accept.decline(sessionOf(request), request.body.id)
      reply.header('cache-control', 'no-store')
      return { declined: true as const }
    },
    signedIn,
  )
}
