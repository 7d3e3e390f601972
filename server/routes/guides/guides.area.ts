import type { FastifyInstance } from 'fastify'
import { createGuidebookRepository } from '../../repositories/guidebook.repository.ts'
import { createGuidebookService } from '../../services/guides/guidebook.service.ts'
import { guidebookRoutes } from './guidebooks.route.ts'

/** The guides area (issue 28 item 2): the user's guidebooks (decision 051), off when GUIDEBOOKS_ENABLED is false. */
export async function guidesArea(app: FastifyInstance) {
  const guidebooks = createGuidebookService(
    createGuidebookRepository(app.database.db),
    app.config.guidebooksEnabled,
  )
  await app.register(guidebookRoutes, { guidebooks })
}
