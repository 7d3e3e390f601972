import type { FastifyInstance } from 'fastify'
import { companyFilesRoutes } from './company-files.route.ts'

/** The company files area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function companyFilesArea(app: FastifyInstance) {
  await app.register(companyFilesRoutes)
}
