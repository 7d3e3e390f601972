import type { FastifyInstance, FastifyRequest } from 'fastify'
import { InboxSyncErrorCode } from '../../../shared/inbox/inbox-sync-contract.ts'
import { inboxSyncEndpoints as api } from '../../../shared/inbox/inbox-sync-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type { InboxSyncService } from '../../services/inbox/inbox-sync.service.ts'
import { noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

/**
 * Inbox sync is the user's own (their mailbox, their trips); acting for a company that has not
 * switched INBOX_SYNC on (an Enterprise feature, shared/business/plans.ts) it is refused.
 */
function ensureAllowed(session: ActiveSession) {
  if (session.businessMode && session.business && !session.business.features.includes('INBOX_SYNC'))
    throw new HttpError(
      403,
      InboxSyncErrorCode.INBOX_SYNC_NOT_ENABLED,
      'Your company has not switched inbox sync on.',
    )
}

/** Spec section 7's inbox calls (decision 052). */
export async function inboxSyncRoutes(app: FastifyInstance, { inbox }: { inbox: InboxSyncService }) {
  noStore(app)
  const caller = (request: FastifyRequest, session: ActiveSession) => ({
    userId: session.userId,
    groupSecret: request.groupSecret,
  })

  const session = sessionFirst(app)

  route(app, api.status, async (request) => inbox.status(sessionOf(request).userId), session)

  route(
    app,
    api.subscribe,
    async (request) => {
      const user = sessionOf(request)
      ensureAllowed(user)
      const url = inbox.start(caller(request, user), request.body.loginHint)
      request.log.info({ event: 'inbox.subscribe.start', userId: user.userId }, 'inbox grant started')
      return { authorizationUrl: url.href }
    },
    session,
  )

  route(
    app,
    api.complete,
    async (request) => {
      const user = sessionOf(request)
      const { code, state } = request.body
      ensureAllowed(user)
      try {
        const status = await inbox.complete(caller(request, user), code, state)
        request.log.info({ event: 'inbox.subscribe.granted', userId: user.userId }, 'inbox grant stored')
        return status
      } catch (error) {
        if (error instanceof HttpError)
          request.log.warn(
            { event: 'inbox.subscribe.refused', userId: user.userId, code: error.code },
            'inbox grant refused',
          )
        throw error
      }
    },
    session,
  )

  route(
    app,
    api.unsubscribe,
    async (request) => {
      const user = sessionOf(request)
      const status = await inbox.unsubscribe(user.userId)
      request.log.info({ event: 'inbox.unsubscribe', userId: user.userId }, 'inbox grant removed')
      return status
    },
    session,
  )
}
