import type { FastifyInstance } from 'fastify'
import {
  EMBED_METRICS_ROUTE,
  EMBED_SERVER_LIMITS,
  EmbedErrorCode,
  metricValueFits,
} from '../../../shared/embed/embed-contract.ts'
import {
  type TEmbedMetricResponse,
  ZEmbedMetricParamsSchema,
  ZEmbedMetricRequestSchema,
} from '../../../shared/embed/embed-schemas.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError } from '../../http-error.ts'

/**
 * POST /i/api/affiliate/ui/metrics/v1/{type} (spec section 7: metricName, metricValue): a framed page's
 * own metrics. Only from a page that names a configured host (the embed-relay plugin has checked the
 * origin header), with the form token like every change; anonymous, so nothing ties a metric to a person.
 */
export async function embedMetricsRoutes(app: FastifyInstance) {
  const metrics = app.services.embedMetrics
  app.post(
    EMBED_METRICS_ROUTE,
    { config: { rateLimit: EMBED_SERVER_LIMITS.metrics } },
    async (request, reply) => {
      const params = ZEmbedMetricParamsSchema.safeParse(request.params)
      if (!params.success)
        throw new HttpError(404, EmbedErrorCode.METRIC_TYPE_NOT_FOUND, 'No such kind of metric.')
      const body = ZEmbedMetricRequestSchema.safeParse(request.body)
      if (!body.success || !metricValueFits(params.data.type, body.data.metricValue))
        throw new HttpError(
          400,
          ErrorCode.VALIDATION_ERROR,
          'metricName is a short dotted name and metricValue a number from 0 (counts are whole).',
        )
      if (request.embedOrigin === null)
        throw new HttpError(403, EmbedErrorCode.ORIGIN_REFUSED, 'Metrics come only from an embedded page.')
      await metrics.record({
        hostOrigin: request.embedOrigin,
        type: params.data.type,
        name: body.data.metricName,
        value: body.data.metricValue,
      })
      const answer: TEmbedMetricResponse = { recorded: true }
      return reply.code(202).send(answer)
    },
  )
}
