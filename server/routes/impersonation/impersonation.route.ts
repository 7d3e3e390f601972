import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { impersonationEndpoints as api } from '../../../shared/impersonation/impersonation-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { newGroupSecret } from '../../plugins/session-group.ts'
import { presentAuditEntry, presentImpersonation } from '../../presenters/impersonation.presenter.ts'
import type { RequestMeta } from '../../services/impersonation/impersonation.service.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

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

  const signedInOnly = sessionFirst(app)

  route(
    app,
    api.start,
    async (request, reply) => {
      const session = sessionOf(request)
      const started = await logged(request, 'start', () =>
        impersonation.start(session, request.groupSecret ?? '', request.body, metaOf(request)),
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
    signedInOnly,
  )

  route(
    app,
    api.current,
    async (request) => {
      const current = await logged(request, 'read', () => impersonation.current(sessionOf(request)))
      return { impersonation: current ? presentImpersonation(current) : null }
    },
    signedInOnly,
  )

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
  route(app, api.end, end)
  route(app, api.endByPost, end)

  route(
    app,
    api.audit,
    async (request) => {
      const { limit, before } = request.query
      const rows = await logged(request, 'audit', () =>
        impersonation.auditTrail(sessionOf(request), {
          limit,
          ...(before ? { before: new Date(before) } : {}),
        }),
      )
      return { entries: rows.map(presentAuditEntry) }
    },
    signedInOnly,
  )
}
