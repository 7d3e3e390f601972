import type { FastifyInstance } from 'fastify'
import { travelPolicyRoutes } from './travel-policy.route.ts'

/** The policies area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function policiesArea(app: FastifyInstance) {
  await app.register(travelPolicyRoutes)
}
