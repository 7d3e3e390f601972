import type { FastifyInstance } from 'fastify'
import { embedMetricsRoutes } from './embed-metrics.route.ts'

/** The embed area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function embedArea(app: FastifyInstance) {
  await app.register(embedMetricsRoutes)
}
