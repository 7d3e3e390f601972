import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { REPORT_VIEW, REPORTING_API, TRACKER_VIEW } from '../../../shared/reporting/reporting-contract.ts'
import {
  ZReportFilterSchema,
  ZReportSummaryRequestSchema,
} from '../../../shared/reporting/reporting-schemas.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

/** Any member: the traveller's own "who can see my location" panel. */
const MEMBER = { permissions: [] } as const
const READ_LIMIT = { max: 120, timeWindow: 60_000 }
const EXPORT_LIMIT = { max: 10, timeWindow: 60_000 }

/** /business/stats and /business/traveler-tracker's calls (decision 058). */
export async function reportingRoutes(app: FastifyInstance) {
  const { reports, tracker } = app.services.reporting
  noStore(app)

  app.get(
    REPORTING_API.summary,
    { config: { business: REPORT_VIEW, rateLimit: READ_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const query = ZReportSummaryRequestSchema.parse(request.query)
      return reports.summary(session.business.companyId, query)
    },
  )

  app.get(
    REPORTING_API.exportCsv,
    { config: { business: REPORT_VIEW, rateLimit: EXPORT_LIMIT } },
    async (request, reply) => {
      const session = businessSessionOf(request)
      const filter = ZReportFilterSchema.parse(request.query)
      const lines = reports.exportCsv(session.business.companyId, filter)
      // The first line is read before answering, so that a bad range is a 400, not a broken download.
      const first = await lines.next()
      async function* all() {
        if (!first.done) yield first.value
        yield* lines
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="fernway-bookings-${filter.from}-to-${filter.to}.csv"`,
        )
        .send(Readable.from(all()))
    },
  )

  app.get(
    REPORTING_API.tracker,
    { config: { business: TRACKER_VIEW, rateLimit: READ_LIMIT } },
    async (request) => tracker.tracker(businessSessionOf(request).business.companyId),
  )

  app.get(
    REPORTING_API.trackerViewers,
    { config: { business: MEMBER, rateLimit: READ_LIMIT } },
    async (request) => {
      const { business } = businessSessionOf(request)
      return tracker.viewers(business.companyId, business.features)
    },
  )
}
