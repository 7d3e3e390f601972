import type { FastifyInstance } from 'fastify'
import { MEMBERS_API } from '../../../shared/business/members-contract.ts'
import {
  ZAcceptInvitationRequestSchema,
  ZDeclineInvitationRequestSchema,
  ZInvitationPreviewRequestSchema,
} from '../../../shared/business/members-schemas.ts'
import { requireSession } from '../require-session.ts'

/**
 * The invitee's side (the invitation hub, /business/invitations): any signed-in account, business
 * or not, sees the invitations to its own e-mail and accepts one.
 */
export async function invitationHubRoutes(app: FastifyInstance) {
  app.get(MEMBERS_API.myInvitations, async (request, reply) => {
    const session = await requireSession(app, request)
    reply.header('cache-control', 'no-store')
    return app.services.members.accept.mine(session)
  })

  // Secrets are guessed nowhere near 256 bits, but each try costs a lookup: bounded per address.
  app.post(
    MEMBERS_API.previewInvitation,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { token } = ZInvitationPreviewRequestSchema.parse(request.body ?? {})
      reply.header('cache-control', 'no-store')
      return app.services.members.accept.preview(token)
    },
  )

  app.post(
    MEMBERS_API.acceptInvitation,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const session = await requireSession(app, request)
      const by = ZAcceptInvitationRequestSchema.parse(request.body ?? {})
      const { companyName } = await app.services.members.accept.accept(session, by)
      reply.header('cache-control', 'no-store')
      return { companyName, redirectUrl: app.config.businessBasePath }
    },
  )

  app.post(
    MEMBERS_API.declineInvitation,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const session = await requireSession(app, request)
      const { id } = ZDeclineInvitationRequestSchema.parse(request.body ?? {})
      await app.services.members.accept.decline(session, id)
      reply.header('cache-control', 'no-store')
      return { declined: true }
    },
  )
}
