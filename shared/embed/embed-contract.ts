/*
 * Embedded mode (spec accounts-header-business.md sections 1, 7 and 9; issue 10 item 1; decision 049):
 * Fernway inside a configured host page's iframe, relaying a few read-only calls the host asks for by
 * postMessage. No zod here: the server's hooks and the page renderer read these too.
 */
import type { TCodeOf } from '../code-table.ts'

/** Spec section 9: "Embedded frame init guard 128 ms" (how we read it: decision 049). */
export const EMBED_FRAME_INIT_GUARD_MS = 128
/** The frame stops announcing itself after this long without a word from its host. */
export const EMBED_READY_GIVE_UP_MS = 10_000

/** Set by the embedded client on every call it makes for a host; the server checks, limits and logs it. */
export const EMBED_ORIGIN_HEADER = 'x-fernway-embed-origin'

/** postMessage types, in both directions. */
export const EMBED_MESSAGE = {
  /** frame -> host: the relay listens. Repeated every init guard until the host speaks. */
  ready: 'fernway:embed:ready',
  /** host -> frame: one generic request (id, method, url, params, data, headers). */
  request: 'fernway:embed:request',
  /** frame -> host: the relayed answer (status and body). */
  response: 'fernway:embed:response',
  /** frame -> host: the request was refused or failed before an answer; code and description. */
  error: 'fernway:embed:error',
} as const

export const EmbedErrorCode = {
  BAD_MESSAGE: 'EMBED_BAD_MESSAGE',
  URL_REFUSED: 'EMBED_URL_REFUSED',
  METHOD_REFUSED: 'EMBED_METHOD_REFUSED',
  PATH_REFUSED: 'EMBED_PATH_REFUSED',
  PARAM_REFUSED: 'EMBED_PARAM_REFUSED',
  HEADER_REFUSED: 'EMBED_HEADER_REFUSED',
  BODY_REFUSED: 'EMBED_BODY_REFUSED',
  RATE_LIMITED: 'EMBED_RATE_LIMITED',
  REQUEST_FAILED: 'EMBED_REQUEST_FAILED',
  /** Server: the call names a host origin that is not configured (or embedding is off). */
  ORIGIN_REFUSED: 'EMBED_ORIGIN_REFUSED',
  METRIC_TYPE_NOT_FOUND: 'EMBED_METRIC_TYPE_NOT_FOUND',
} as const
export type TEmbedErrorCode = TCodeOf<typeof EmbedErrorCode>

/** The frame's own limit on what one host may ask: a sliding window per frame. */
export const EMBED_CLIENT_LIMIT = { max: 20, windowMs: 10_000 } as const

/** Per IP and host origin, per minute (server/plugins/embed-relay.ts and the metrics route). */
export const EMBED_SERVER_LIMITS = {
  relay: { max: 60, timeWindow: 60_000 },
  metrics: { max: 30, timeWindow: 60_000 },
} as const

/** Limits of one message, checked before anything else. */
export const EMBED_MESSAGE_LIMITS = {
  idLength: 64,
  urlLength: 200,
  params: 10,
  paramValueLength: 100,
  headers: 5,
  headerValueLength: 200,
  /** Answers larger than this are not relayed (the host hears REQUEST_FAILED). */
  responseBytes: 256 * 1024,
} as const

/** Spec section 7: POST /i/api/affiliate/ui/metrics/v1/{type} with metricName and metricValue. */
export const EMBED_METRIC_TYPES = ['count', 'timing'] as const
export type TEmbedMetricType = (typeof EMBED_METRIC_TYPES)[number]
export const EMBED_METRICS_ROUTE = '/i/api/affiliate/ui/metrics/v1/:type'
export const embedMetricsPath = (type: TEmbedMetricType) => `/i/api/affiliate/ui/metrics/v1/${type}`
export const EMBED_METRIC_NAME = /^[a-z][A-Za-z0-9.]{0,63}$/
/** Upper bound of a metric value: counts and milliseconds both fit; more is a mistake or a lie. */
export const EMBED_METRIC_MAX_VALUE = 86_400_000

/** The metrics the frame reports about itself. */
export const EMBED_METRICS = {
  /** timing: ms from the relay's start to the host's first message. */
  frameInit: 'embed.frameInit',
  /** count: one per request the frame refused. */
  relayRefused: 'embed.relayRefused',
  /** count: one per request relayed. */
  relayed: 'embed.relayed',
} as const

/** An origin as EMBED_HOST_ORIGINS lists it: scheme, host and optional port, nothing else. */
export const ORIGIN_SHAPE = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/

/** The host origins embedding allows, from EMBED_HOST_ORIGINS (comma separated); malformed ones throw. */
export function parseHostOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((o) => o.trim().toLowerCase().replace(/\/$/, ''))
    .filter(Boolean)
  for (const origin of origins)
    if (!ORIGIN_SHAPE.test(origin)) throw new Error(`EMBED_HOST_ORIGINS: "${origin}" is not an origin`)
  return [...new Set(origins)]
}

/** CSP frame-ancestors: 'none' when embedding is off, otherwise 'self' and the configured hosts. */
export function frameAncestors(hostOrigins: readonly string[]): string {
  return hostOrigins.length === 0 ? "'none'" : ["'self'", ...hostOrigins].join(' ')
}

/** Counts are whole numbers; timings may have fractions. */
export function metricValueFits(type: TEmbedMetricType, value: number): boolean {
  return type === 'timing' || Number.isInteger(value)
}
