import type { FastifyInstance } from 'fastify'
import { passkeyAccountRoutes } from './passkey-account.route.ts'
import { passkeyAuthRoutes } from './passkey-auth.route.ts'

/** The passkey area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function passkeyArea(app: FastifyInstance) {
  await app.register(passkeyAuthRoutes)
  await app.register(passkeyAccountRoutes)
}
