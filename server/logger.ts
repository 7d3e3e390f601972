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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }
  return destination ? pino(options, destination) : pino(options)
}

const REQUEST_ID_SHAPE = /^[A-Za-z0-9._-]{8,64}$/

/** Keeps a well-formed id from a trusted proxy so logs line up across hops; otherwise a new one. */
export function requestIdFor(req: IncomingMessage, trustProxy: boolean): string {
  const incoming = req.headers['x-request-id']
  if (trustProxy && typeof incoming === 'string' && REQUEST_ID_SHAPE.test(incoming)) return incoming
  return crypto.randomUUID()
}
