import type { FastifyInstance } from 'fastify'
import { createEmailCodeService } from '../../services/auth/email-code.service.ts'
import { authStateRoutes } from './auth-state.route.ts'
import { emailCodeRoutes } from './email-code.route.ts'
import { passwordRoutes } from './password.route.ts'
import { recoveryRoutes } from './recovery.route.ts'
import { sessionActionRoutes } from './session-actions.route.ts'

/** The auth area (issue 28 item 2): the e-mail code is its own service; password sign-in is shared with social. */
export async function authArea(app: FastifyInstance) {
  await app.register(authStateRoutes)
  await app.register(passwordRoutes)
  await app.register(recoveryRoutes)
  await app.register(emailCodeRoutes, { emailCode: createEmailCodeService(app.services.authDeps) })
  await app.register(sessionActionRoutes)
}
