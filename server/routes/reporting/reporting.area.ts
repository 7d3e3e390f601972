import type { FastifyInstance } from 'fastify'
import { createReportingServices } from '../../services/reporting/reporting-services.ts'
import { reportingRoutes } from './reporting.route.ts'

/** The reporting area (issue 28 item 2): reports from the live rollups and the traveller tracker (decision 058). */
export async function reportingArea(app: FastifyInstance) {
  await app.register(reportingRoutes, { reporting: createReportingServices(app.services.data) })
}
