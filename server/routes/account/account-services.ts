import type { FastifyInstance, FastifyReply } from 'fastify'
import type { AccountServices } from '../../services/account/account-services.ts'

/** The account services of this app (wired in server/services/index.ts). */
export function accountServicesFor(app: FastifyInstance): AccountServices {
  return app.services.account
}

/** Account answers are about one person: never kept by a shared cache. Encapsulated to the caller's routes. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
}

/** A declared route's answer of 204 without a body, where it otherwise answers its response. */
export function noContent(reply: FastifyReply): never {
  return reply.code(204).send() as never
}
