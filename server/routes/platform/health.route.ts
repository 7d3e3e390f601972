import type { FastifyInstance } from 'fastify'
import { platformEndpoints as api } from '../../../shared/platform/platform-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers. Readiness: it can also reach its database.
  route(app, api.health, async () => ({ status: 'ok' as const }))
  route(app, api.ready, async (_request, reply) => {
    const ready = await app.database.ping().catch(() => false)
    if (!ready) reply.code(503)
    return { status: ready ? ('ready' as const) : ('unavailable' as const), database: app.database.kind }
  })
}
