import { browserFormToken } from '../api/browser-client.ts'
import { createMetricReporter, metricSender } from './embed-metrics.ts'
import { configuredParentOrigin, type RelayWindow, startEmbeddedRelay } from './embedded-relay.ts'

/**
 * The embedded mode's browser side, imported only by a framed page of a site with embedding configured
 * (chrome-extras-host.tsx), so none of it is in the first download. Does nothing unless the parent is one
 * of the configured hosts.
 */
export function startEmbeddedMode(hostOrigins: readonly string[]): (() => void) | null {
  if (window.parent === window) return null
  const ancestors = window.location.ancestorOrigins ? [...window.location.ancestorOrigins] : undefined
  const hostOrigin = configuredParentOrigin(hostOrigins, ancestors, document.referrer)
  if (!hostOrigin) return null
  const fetchImpl: typeof fetch = (input, init) => window.fetch(input, init)
  const reportMetric = createMetricReporter({
    send: metricSender(fetchImpl, browserFormToken, hostOrigin),
    setTimeout: (handler, ms) => window.setTimeout(handler, ms),
  })
  return startEmbeddedRelay({
    win: window as unknown as RelayWindow,
    hostOrigin,
    fetch: (url, init) => window.fetch(url, init),
    now: () => performance.now(),
    reportMetric,
  })
}
