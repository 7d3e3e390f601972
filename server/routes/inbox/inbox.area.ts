import type { FastifyInstance } from 'fastify'
import { createInboxSyncRepository } from '../../repositories/inbox-sync.repository.ts'
import { createInboxSyncService } from '../../services/inbox/inbox-sync.service.ts'
import { inboxSyncRoutes } from './inbox-sync.route.ts'

/**
 * The inbox area (issue 28 item 2): it builds its own service from the shared database and the app's
 * configuration, which no other area uses, and registers its routes with it.
 */
export async function inboxArea(app: FastifyInstance) {
  const { config } = app
  const inbox = createInboxSyncService(
    config.inboxSync,
    config.publicOrigin,
    config.secret,
    createInboxSyncRepository(app.database.db),
  )
  await app.register(inboxSyncRoutes, { inbox })
}
