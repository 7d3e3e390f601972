import type { FastifyInstance } from 'fastify'
import { platformEndpoints as api } from '../../../shared/platform/platform-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'

export async function formTokenRoutes(app: FastifyInstance) {
  route(app, api.formToken, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8')
    return request.formToken(reply)
  })
}
