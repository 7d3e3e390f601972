import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  EMBED_METRICS_ROUTE,
  EMBED_ORIGIN_HEADER,
  EMBED_SERVER_LIMITS,
  EmbedErrorCode,
} from '../../shared/embed/embed-contract.ts'
import { relayRuleFor } from '../../shared/embed/relay-allow-list.ts'
import { sendError } from './errors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The configured host origin a call made through the embedded relay names; null otherwise. */
    embedOrigin: string | null
  }
}

/**
 * The server's side of the embedded relay (decision 049). The frame marks every call it makes for a host
 * with the host's origin; such a call must name a configured host and a call of the shared allow-list
 * (the same one the frame applied), is limited per IP and host, and is logged with the host's origin.
 * A page could leave the mark off, but then it is an ordinary call of that page with no more rights.
 */
async function embedRelayPlugin(app: FastifyInstance) {
  const hosts = new Set(app.config.embedHostOrigins)
  // Counted apart from the routes' own limits, which still apply to the same call.
  const relayed = app.createRateLimit({
    ...EMBED_SERVER_LIMITS.relay,
    keyGenerator: (request: FastifyRequest) => `embed-relay|${request.ip}|${request.embedOrigin}`,
  })
  app.decorateRequest('embedOrigin', null)

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const named = request.headers[EMBED_ORIGIN_HEADER]
    if (named === undefined) return
    if (typeof named !== 'string' || !hosts.has(named)) {
      request.log.warn({ embedOrigin: String(named).slice(0, 200) }, 'embedded call from an unknown host')
      return sendError(reply, 403, EmbedErrorCode.ORIGIN_REFUSED, 'This host may not use the embedded mode.')
    }
    request.embedOrigin = named
    // The frame's own metrics call has its own limit (the route's); everything else must be relayable.
    if (request.routeOptions.url === EMBED_METRICS_ROUTE && request.method === 'POST') return
    const path = request.url.split('?')[0] ?? ''
    if (!relayRuleFor(request.method, path)) {
      request.log.warn({ embedOrigin: named, method: request.method, path }, 'embedded relay call refused')
      return sendError(reply, 403, EmbedErrorCode.PATH_REFUSED, 'This call is not relayed for a host.')
    }
    const counted = await relayed(request)
    if (!counted.isAllowed && counted.isExceeded) {
      request.log.warn({ embedOrigin: named, method: request.method, path }, 'embedded relay rate limited')
      reply.header('retry-after', Math.max(1, counted.ttlInSeconds))
      return sendError(reply, 429, EmbedErrorCode.RATE_LIMITED, 'Too many relayed calls; try again shortly.')
    }
  })

  app.addHook('onResponse', async (request, reply) => {
    if (request.embedOrigin === null) return
    request.log.info(
      {
        embedOrigin: request.embedOrigin,
        method: request.method,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
      },
      'embedded relay call',
    )
  })
}

export default fp(embedRelayPlugin, {
  name: 'embed-relay',
  dependencies: ['errors', 'rate-limit', 'session-group'],
})
