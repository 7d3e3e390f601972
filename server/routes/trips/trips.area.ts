import type { FastifyInstance } from 'fastify'
import { tripsRoutes } from './trips.route.ts'

/** The trips area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function tripsArea(app: FastifyInstance) {
  await app.register(tripsRoutes)
}
