import type { FastifyInstance } from 'fastify'
import { reportingFieldsRoutes } from './reporting-fields.route.ts'

/** The reporting fields area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function reportingFieldsArea(app: FastifyInstance) {
  await app.register(reportingFieldsRoutes)
}
