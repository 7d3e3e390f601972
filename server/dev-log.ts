import type { FastifyInstance } from 'fastify'
import pretty from 'pino-pretty'
import { loggableUrl } from './logger.ts'

/**
 * Development's log (issue 29 item 3): one readable line per entry, coloured on a terminal. Production
 * and tests keep pino's JSON, which log collectors read; the redactions apply before either.
 */
export function prettyLogStream(options: { colorize: boolean; destination?: NodeJS.WritableStream }) {
  return pretty({
    colorize: options.colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    ...(options.destination ? { destination: options.destination, sync: true } : {}),
  })
}

/** One line per request ("GET /trips 200 12 ms") instead of Fastify's two JSON records. */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      `${request.method} ${loggableUrl(request)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    )
  })
}
