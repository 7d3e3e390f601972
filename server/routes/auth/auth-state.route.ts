import type { FastifyInstance } from 'fastify'
import { authEndpoints as api } from '../../../shared/auth/auth-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentAuthState } from '../../presenters/auth-state.presenter.ts'

export async function authStateRoutes(app: FastifyInstance) {
  route(app, api.state, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return presentAuthState(await app.services.authState.forGroup(request.groupSecret), {
      guidebooks: app.config.guidebooksEnabled,
    })
  })
}
