import type { FastifyInstance } from 'fastify'
import { authStateRoutes } from './auth-state.route.ts'
import { emailCodeRoutes } from './email-code.route.ts'
import { passwordRoutes } from './password.route.ts'
import { recoveryRoutes } from './recovery.route.ts'
import { sessionActionRoutes } from './session-actions.route.ts'

/** The auth area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function authArea(app: FastifyInstance) {
  await app.register(authStateRoutes)
  await app.register(passwordRoutes)
  await app.register(recoveryRoutes)
  await app.register(emailCodeRoutes)
  await app.register(sessionActionRoutes)
}
