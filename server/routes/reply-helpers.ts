import type { FastifyInstance, FastifyReply } from 'fastify'

/** Answers about one person or company: never kept by a shared cache. Encapsulated to the caller's routes. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
}

/** A declared route's answer of 204 without a body, where it otherwise answers its response. */
export function noContent(reply: FastifyReply): never {
  return reply.code(204).send() as never
}
