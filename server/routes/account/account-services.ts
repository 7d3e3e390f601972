import type { FastifyInstance } from 'fastify'
import { type AccountServices, createAccountServices } from '../../services/account/account-services.ts'

/**
 * The account services of this app. Until they are wired into app.services (with the mailer), each
 * route plugin builds them here from the app's database; they hold no state, so that costs nothing.
 */
export function accountServicesFor(app: FastifyInstance): AccountServices {
  return createAccountServices(app.database.db, app.config, {
    reportError: (error, context) => app.log.error({ err: error, ...context }, 'account notice not sent'),
  })
}

/** Account answers are about one person: never kept by a shared cache. Encapsulated to the caller's routes. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
}
