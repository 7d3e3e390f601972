import type { FastifyInstance } from 'fastify'
import { accountSessionRoutes } from './account-sessions.route.ts'
import { credentialRoutes } from './credentials.route.ts'
import { emailChangeRoutes } from './email-change.route.ts'
import { profileRoutes } from './profile.route.ts'
import { travelerRoutes } from './traveler.route.ts'
import { twoFactorRoutes } from './two-factor.route.ts'

/** The account area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function accountArea(app: FastifyInstance) {
  await app.register(travelerRoutes)
  await app.register(profileRoutes)
  await app.register(emailChangeRoutes)
  await app.register(accountSessionRoutes)
  await app.register(credentialRoutes)
  await app.register(twoFactorRoutes)
}
