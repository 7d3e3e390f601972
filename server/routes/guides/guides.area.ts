import type { FastifyInstance } from 'fastify'
import { guidebookRoutes } from './guidebooks.route.ts'

/** The guides area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function guidesArea(app: FastifyInstance) {
  await app.register(guidebookRoutes)
}
