import type { FastifyInstance } from 'fastify'
import { impersonationRoutes } from './impersonation.route.ts'

/** The impersonation area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function impersonationArea(app: FastifyInstance) {
  await app.register(impersonationRoutes)
}
