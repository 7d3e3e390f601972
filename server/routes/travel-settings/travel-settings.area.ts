import type { FastifyInstance } from 'fastify'
import { travelSettingsRoutes } from './travel-settings.route.ts'

/** The travel settings area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function travelSettingsArea(app: FastifyInstance) {
  await app.register(travelSettingsRoutes)
}
