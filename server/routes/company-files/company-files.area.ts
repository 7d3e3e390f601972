import type { FastifyInstance } from 'fastify'
import { createCompanyFilesServices } from '../../services/company-files/company-files-services.ts'
import { companyFilesRoutes } from './company-files.route.ts'

/**
 * The company files area (issue 28 item 2): it builds its services from the shared parts and hands them
 * to its routes; no other area uses them.
 */
export async function companyFilesArea(app: FastifyInstance) {
  const { data, audit, sessionEvictions: evictions, mail } = app.services
  const files = createCompanyFilesServices(data, app.config, { audit, evictions, mail, logger: app.log })
  await app.register(companyFilesRoutes, { files })
}
