import type { FastifyInstance } from 'fastify'
import { marketingIdRoutes } from './marketing-id.route.ts'

/** The marketing id area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function marketingIdArea(app: FastifyInstance) {
  await app.register(marketingIdRoutes)
}
