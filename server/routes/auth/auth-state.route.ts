import type { FastifyInstance } from 'fastify'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'

export async function authStateRoutes(app: FastifyInstance) {
  app.get(AUTH_STATE_PATH, async (request, reply) => {
    const state = await app.services.authState.forGroup(request.groupSecret)
    return reply.header('cache-control', 'no-store').send(state)
  })
}
