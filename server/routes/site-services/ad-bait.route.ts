import type { FastifyInstance } from 'fastify'
import { siteServicesEndpoints as api } from '../../../shared/site-services/site-services-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'

// The smallest transparent GIF (1x1).
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * The ad-blocker check's bait (decision 050): served by us under a path ad filters block, so a failed
 * load means a blocker. It carries nothing and sets nothing.
 */
export async function adBaitRoutes(app: FastifyInstance) {
  route(app, api.adBait, async (_request, reply) =>
    reply.header('content-type', 'image/gif').header('cache-control', 'public, max-age=86400').send(PIXEL),
  )
}
