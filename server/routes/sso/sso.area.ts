import type { FastifyInstance } from 'fastify'
import { createSsoAdminService } from '../../services/sso/sso-admin.service.ts'
import { ssoAdminRoutes } from './sso-admin.route.ts'
import { ssoSignInRoutes } from './sso-signin.route.ts'

/** The sso area (issue 28 item 2): the admin's configurations are its own; the sign-in is shared. */
export async function ssoArea(app: FastifyInstance) {
  await app.register(ssoSignInRoutes)
  await app.register(ssoAdminRoutes, { ssoAdmin: createSsoAdminService(app.services.ssoDeps) })
}
