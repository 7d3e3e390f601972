import type { FastifyInstance } from 'fastify'
import { socialAuthRoutes } from './social-auth.route.ts'
import { socialPopupRoutes } from './social-popup.route.ts'

/** The social area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function socialArea(app: FastifyInstance) {
  await app.register(socialPopupRoutes)
  await app.register(socialAuthRoutes)
}
