import { defineEndpoint } from '../endpoint.ts'
import { EMBED_METRICS_ROUTE, EMBED_SERVER_LIMITS, EmbedErrorCode } from './embed-contract.ts'
import { ZEmbedMetricParamsSchema, ZEmbedMetricResponseSchema } from './embed-schemas.ts'

/** The embedded frame's calls of its own (spec section 7). */
export const embedEndpoints = {
  // Its body (ZEmbedMetricRequestSchema) is read by the route: a bad one is answered with one sentence.
  metric: defineEndpoint({
    method: 'POST',
    path: EMBED_METRICS_ROUTE,
    summary: "Records a framed page's own metric (metricName, metricValue)",
    params: ZEmbedMetricParamsSchema,
    response: ZEmbedMetricResponseSchema,
    status: 202,
    rateLimit: EMBED_SERVER_LIMITS.metrics,
    notFound: { code: EmbedErrorCode.METRIC_TYPE_NOT_FOUND, description: 'No such kind of metric.' },
    errors: [EmbedErrorCode.METRIC_TYPE_NOT_FOUND, EmbedErrorCode.ORIGIN_REFUSED],
  }),
}
