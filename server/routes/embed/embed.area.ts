import type { FastifyInstance } from 'fastify'
import { createEmbedMetricsRepository } from '../../repositories/embed-metrics.repository.ts'
import { createEmbedMetricsService } from '../../services/embed/embed-metrics.service.ts'
import { embedMetricsRoutes } from './embed-metrics.route.ts'

/**
 * The embed area (issue 28 item 2): it builds its own service from the shared database, which no other
 * area uses, and registers its routes with it.
 */
export async function embedArea(app: FastifyInstance) {
  const metrics = createEmbedMetricsService(createEmbedMetricsRepository(app.database.db))
  await app.register(embedMetricsRoutes, { metrics })
}
