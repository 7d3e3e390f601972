import type { FastifyInstance } from 'fastify'
import { reportingRoutes } from './reporting.route.ts'

/** The reporting area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function reportingArea(app: FastifyInstance) {
  await app.register(reportingRoutes)
}
