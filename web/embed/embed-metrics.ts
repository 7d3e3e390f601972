import { AJAX_HEADER, AJAX_HEADER_VALUE, FORM_TOKEN_HEADER } from '../../shared/constants.ts'
import {
  EMBED_ORIGIN_HEADER,
  embedMetricsPath,
  type TEmbedMetricType,
} from '../../shared/embed/embed-contract.ts'

/** How long counts gather before they go out as one call: a busy host makes few metric calls. */
export const METRIC_FLUSH_MS = 2000

export interface MetricSink {
  send(type: TEmbedMetricType, metricName: string, metricValue: number): void
  setTimeout(handler: () => void, ms: number): unknown
}

/** Timings go at once; counts are summed per name and sent together after METRIC_FLUSH_MS. */
export function createMetricReporter(sink: MetricSink) {
  const counts = new Map<string, number>()
  let pending = false
  return (type: TEmbedMetricType, name: string, value: number) => {
    if (type === 'timing') return sink.send(type, name, Math.round(value))
    counts.set(name, (counts.get(name) ?? 0) + value)
    if (pending) return
    pending = true
    sink.setTimeout(() => {
      pending = false
      for (const [metricName, total] of counts) sink.send('count', metricName, total)
      counts.clear()
    }, METRIC_FLUSH_MS)
  }
}

/**
 * POST /i/api/affiliate/ui/metrics/v1/{type} (spec section 7) with the page's form token and the host
 * origin; a metric that fails is dropped (they are a measure, never a reason to bother the visitor).
 */
export function metricSender(
  fetchImpl: typeof fetch,
  formToken: () => Promise<string | null>,
  hostOrigin: string,
) {
  return async (type: TEmbedMetricType, metricName: string, metricValue: number) => {
    const token = await formToken()
    if (!token) return
    await fetchImpl(embedMetricsPath(type), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        [FORM_TOKEN_HEADER]: token,
        [AJAX_HEADER]: AJAX_HEADER_VALUE,
        [EMBED_ORIGIN_HEADER]: hostOrigin,
      },
      body: JSON.stringify({ metricName, metricValue }),
    }).catch(() => {})
  }
}
