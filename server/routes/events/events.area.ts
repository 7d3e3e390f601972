import type { FastifyInstance } from 'fastify'
import { businessEventsRoutes } from './business-events.route.ts'

/** The events area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function eventsArea(app: FastifyInstance) {
  await app.register(businessEventsRoutes)
}
