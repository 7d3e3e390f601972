import type { TEmbedMetricType } from '../../../shared/embed/embed-contract.ts'
import type { EmbedMetricsRepository } from '../../repositories/embed-metrics.repository.ts'

export interface EmbedMetric {
  hostOrigin: string
  type: TEmbedMetricType
  name: string
  value: number
}

/** What framed pages report about themselves (spec section 7's affiliate metrics; decision 049). */
export interface EmbedMetricsService {
  record(metric: EmbedMetric): Promise<void>
}

export function createEmbedMetricsService(repo: EmbedMetricsRepository): EmbedMetricsService {
  return {
    record: (metric) =>
      repo.insert({
        embed_origin: metric.hostOrigin,
        metric_type: metric.type,
        metric_name: metric.name,
        metric_value: metric.value,
      }),
  }
}
