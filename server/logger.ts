import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import pino, { type Logger } from 'pino'

/** Never log secrets: cookies, tokens and passwords are removed wherever they could appear. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwd',
  '*.token',
  '*.secret',
  '*.formtoken',
  'body',
]

/** Query parameters whose values are credentials: a provider's code and state, tokens, nonces. */
const SECRET_QUERY = /^(code|state|nonce|ticket|key|sig|signature|password|passwd|secret)$|token/i
/** Path parameters that carry a mailed secret (the company deletion link's code and token). */
const SECRET_PARAM = /token|secret|code/i

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  headers?: Record<string, unknown>
  routeOptions?: { url?: string }
  params?: unknown
}

/**
 * The request's URL as the log shows it (ASVS 16.2.5): values of credential-like query parameters and
 * path parameters replaced, so that an OAuth callback's code or an e-mailed link's token never lands in
 * a log file. The route's own pattern says which path segments are parameters.
 */
export function loggableUrl(request: Pick<LoggedRequest, 'url' | 'routeOptions' | 'params'>): string {
  const at = request.url.indexOf('?')
  let path = at < 0 ? request.url : request.url.slice(0, at)
  const pattern = request.routeOptions?.url
  const params = (request.params ?? {}) as Record<string, string>
  if (pattern?.includes(':') && Object.keys(params).some((name) => SECRET_PARAM.test(name))) {
    path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      SECRET_PARAM.test(name) ? '[redacted]' : encodeURIComponent(params[name] ?? ''),
    )
  }
  if (at < 0) return path
  const query = new URLSearchParams(request.url.slice(at + 1))
  for (const name of new Set(query.keys())) if (SECRET_QUERY.test(name)) query.set(name, '[redacted]')
  return `${path}?${query.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`
}

const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: loggableUrl(request),
    host: request.host,
    remoteAddress: request.ip,
  }),
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, serializers, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }
  return destination ? pino(options, destination) : pino(options)
}

const REQUEST_ID_SHAPE = /^[A-Za-z0-9._-]{8,64}$/

/** Keeps a well-formed id from a trusted proxy so logs line up across hops; otherwise a new one. */
export function requestIdFor(req: IncomingMessage, fromTrustedProxy: boolean): string {
  const incoming = req.headers['x-request-id']
  if (fromTrustedProxy && typeof incoming === 'string' && REQUEST_ID_SHAPE.test(incoming)) return incoming
  return crypto.randomUUID()
}
