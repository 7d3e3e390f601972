import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { reportingEndpoints as api } from '../../../shared/reporting/reporting-endpoints.ts'
import { businessSessionOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { ReportingServices } from '../../services/reporting/reporting-services.ts'
import { noStore } from '../reply-helpers.ts'

/** /business/stats and /business/traveler-tracker's calls (decision 058). */
export async function reportingRoutes(app: FastifyInstance, { reporting }: { reporting: ReportingServices }) {
  const { reports, tracker } = reporting
  noStore(app)

  route(app, api.summary, async (request) => reports.summary(companyOf(request), request.query))

  route(app, api.exportCsv, async (request, reply) => {
    const filter = request.query
    const lines = reports.exportCsv(companyOf(request), filter)
    // The first line is read before answering, so that a bad range is a 400, not a broken download.
    const first = await lines.next()
    async function* all() {
      if (!first.done) yield first.value
      yield* lines
    }
    // A stream, sent as it is read (the declaration documents the answer's type; it is not checked).
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="fernway-bookings-${filter.from}-to-${filter.to}.csv"`,
      )
      .send(Readable.from(all())) as unknown as string
  })

  route(app, api.tracker, async (request) => tracker.tracker(companyOf(request)))

  route(app, api.trackerViewers, async (request) => {
    const { business } = businessSessionOf(request)
    return tracker.viewers(business.companyId, business.features)
  })
}
