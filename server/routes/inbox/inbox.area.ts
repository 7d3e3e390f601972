import type { FastifyInstance } from 'fastify'
import { inboxSyncRoutes } from './inbox-sync.route.ts'

/** The inbox area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function inboxArea(app: FastifyInstance) {
  await app.register(inboxSyncRoutes)
}
