import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IMPERSONATION_API } from '../../../shared/impersonation/impersonation-contract.ts'
import {
  ZImpersonationAuditQuerySchema,
  ZStartImpersonationRequestSchema,
} from '../../../shared/impersonation/impersonation-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { newGroupSecret } from '../../plugins/session-group.ts'
import { presentAuditEntry, presentImpersonation } from '../../presenters/impersonation.presenter.ts'
import type { RequestMeta } from '../../services/impersonation/impersonation.service.ts'
import { requireSession } from '../require-session.ts'

/** Per IP and minute: a supporter starts and ends a few a minute at most; more is someone probing. */
const IMPERSONATION_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
})

/** Refusals are logged (ASVS 16.3.2) with ids only; the trail in the database has the rest. */
async function logged<T>(request: FastifyRequest, action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof HttpError) {
      request.log.warn(
        { event: `impersonation.${action}_refused`, code: error.code },
        'impersonation refused',
      )
    }
    throw error
  }
}

/**
 * Support impersonation (spec section 7; decision 021): start, read and end this browser's
 * impersonation, and the audit trail. Not business routes: support staff need no company.
 */
export async function impersonationRoutes(app: FastifyInstance) {
  const { impersonation } = app.services
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.post(
    IMPERSONATION_API.support,
    { config: { rateLimit: IMPERSONATION_RATE_LIMIT } },
    async (request, reply) => {
      const session = await requireSession(app, request)
      const input = ZStartImpersonationRequestSchema.parse(request.body ?? {})
      const started = await logged(request, 'start', () =>
        impersonation.start(session, request.groupSecret ?? '', input, metaOf(request)),
      )
      reply.setGroupSecret(started.cookie.secret, started.cookie.maxAgeSeconds)
      request.log.info(
        {
          event: 'impersonation.start',
          supporterUserId: session.userId,
          targetUserId: started.impersonation.target.userId,
        },
        'impersonation started',
      )
      return {
        impersonation: presentImpersonation(started.impersonation),
        formToken: request.formToken(reply),
      }
    },
  )

  app.get(IMPERSONATION_API.support, async (request) => {
    const session = await requireSession(app, request)
    const current = await logged(request, 'read', () => impersonation.current(session))
    return { impersonation: current ? presentImpersonation(current) : null }
  })

  const end = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await app.services.authState.sessionFor(request.groupSecret)
    const outcome = await logged(request, 'end', () =>
      impersonation.end(request.groupSecret, session, metaOf(request)),
    )
    if (outcome.cookie === 'signedOut') reply.setGroupSecret(newGroupSecret(), null)
    else if (outcome.cookie) reply.setGroupSecret(outcome.cookie.secret, outcome.cookie.maxAgeSeconds)
    if (outcome.ended) {
      request.log.info(
        { event: 'impersonation.end', impersonatorUserId: session?.impersonatorUserId ?? null },
        'impersonation ended',
      )
    }
    return { ended: outcome.ended, formToken: request.formToken(reply) }
  }
  app.delete(IMPERSONATION_API.support, { config: { rateLimit: IMPERSONATION_RATE_LIMIT } }, end)
  app.post(IMPERSONATION_API.end, { config: { rateLimit: IMPERSONATION_RATE_LIMIT } }, end)

  app.get(IMPERSONATION_API.audit, async (request) => {
    const session = await requireSession(app, request)
    const query = ZImpersonationAuditQuerySchema.parse(request.query ?? {})
    const rows = await logged(request, 'audit', () =>
      impersonation.auditTrail(session, {
        limit: query.limit,
        ...(query.before ? { before: new Date(query.before) } : {}),
      }),
    )
    return { entries: rows.map(presentAuditEntry) }
  })
}
