import type { FastifyInstance } from 'fastify'
import { formTokenRoutes } from './form-token.route.ts'
import { healthRoutes } from './health.route.ts'
import { seoRoutes } from './seo.route.ts'

/** The platform area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function platformArea(app: FastifyInstance) {
  await app.register(healthRoutes)
  await app.register(seoRoutes)
  await app.register(formTokenRoutes)
}
