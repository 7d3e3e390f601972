import type { FastifyInstance } from 'fastify'
import { ssoAdminRoutes } from './sso-admin.route.ts'
import { ssoSignInRoutes } from './sso-signin.route.ts'

/** The sso area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function ssoArea(app: FastifyInstance) {
  await app.register(ssoSignInRoutes)
  await app.register(ssoAdminRoutes)
}
