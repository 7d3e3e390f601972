import type { FastifyInstance } from 'fastify'
import { EmbedErrorCode, metricValueFits } from '../../../shared/embed/embed-contract.ts'
import { embedEndpoints as api } from '../../../shared/embed/embed-endpoints.ts'
import { ZEmbedMetricRequestSchema } from '../../../shared/embed/embed-schemas.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import type { EmbedMetricsService } from '../../services/embed/embed-metrics.service.ts'

/**
 * POST /i/api/affiliate/ui/metrics/v1/{type} (spec section 7: metricName, metricValue): a framed page's
 * own metrics. Only from a page that names a configured host (the embed-relay plugin has checked the
 * origin header), with the form token like every change; anonymous, so nothing ties a metric to a person.
 */
export async function embedMetricsRoutes(
  app: FastifyInstance,
  { metrics }: { metrics: EmbedMetricsService },
) {
  route(app, api.metric, async (request) => {
    const { type } = request.params
    // Read here, not declared: any bad body (or a fractional count) is one sentence, not an item per field.
    const body = ZEmbedMetricRequestSchema.safeParse(request.body)
    if (!body.success || !metricValueFits(type, body.data.metricValue))
      throw new HttpError(
        400,
        ErrorCode.VALIDATION_ERROR,
        'metricName is a short dotted name and metricValue a number from 0 (counts are whole).',
      )
    if (request.embedOrigin === null)
      throw new HttpError(403, EmbedErrorCode.ORIGIN_REFUSED, 'Metrics come only from an embedded page.')
    await metrics.record({
      hostOrigin: request.embedOrigin,
      type,
      name: body.data.metricName,
      value: body.data.metricValue,
    })
    return { recorded: true as const }
  })
}
