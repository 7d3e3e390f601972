import type { FastifyInstance } from 'fastify'

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers. Readiness: it can also reach its database.
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (_request, reply) => {
    const ready = await app.database.ping().catch(() => false)
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', database: app.database.kind })
  })
}
