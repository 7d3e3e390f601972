import type { FastifyInstance } from 'fastify'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { presentAuthState } from '../../presenters/auth-state.presenter.ts'

export async function authStateRoutes(app: FastifyInstance) {
  app.get(AUTH_STATE_PATH, async (request, reply) => {
    const state = presentAuthState(await app.services.authState.forGroup(request.groupSecret), {
      guidebooks: app.config.guidebooksEnabled,
    })
    return reply.header('cache-control', 'no-store').send(state)
  })
}
