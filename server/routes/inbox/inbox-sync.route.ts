import type { FastifyInstance, FastifyRequest } from 'fastify'
import { INBOX_SYNC_API, InboxSyncErrorCode } from '../../../shared/inbox/inbox-sync-contract.ts'
import {
  ZInboxSubscribeRequestSchema,
  ZInboxSubscriptionFormSchema,
} from '../../../shared/inbox/inbox-sync-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { noStore } from '../account/account-services.ts'
import { requireSession } from '../require-session.ts'

// Each grant costs a round trip to the provider (code exchange, keys): bounded per visitor.
const GRANT_LIMIT = { max: 20, timeWindow: 60_000 }

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
export async function inboxSyncRoutes(app: FastifyInstance) {
  const inbox = app.services.inboxSync
  noStore(app)
  const caller = (request: FastifyRequest, session: ActiveSession) => ({
    userId: session.userId,
    groupSecret: request.groupSecret,
  })

  app.get(INBOX_SYNC_API.subscription, async (request) => {
    const session = await requireSession(app, request)
    return inbox.status(session.userId)
  })

  app.post(INBOX_SYNC_API.subscribe, { config: { rateLimit: GRANT_LIMIT } }, async (request) => {
    const session = await requireSession(app, request)
    const { loginHint } = ZInboxSubscribeRequestSchema.parse(request.body ?? {})
    ensureAllowed(session)
    const url = inbox.start(caller(request, session), loginHint)
    request.log.info({ event: 'inbox.subscribe.start', userId: session.userId }, 'inbox grant started')
    return { authorizationUrl: url.href }
  })

  app.post(INBOX_SYNC_API.subscription, { config: { rateLimit: GRANT_LIMIT } }, async (request) => {
    const session = await requireSession(app, request)
    const { code, state } = ZInboxSubscriptionFormSchema.parse(request.body ?? {})
    ensureAllowed(session)
    try {
      const status = await inbox.complete(caller(request, session), code, state)
      request.log.info({ event: 'inbox.subscribe.granted', userId: session.userId }, 'inbox grant stored')
      return status
    } catch (error) {
      if (error instanceof HttpError)
        request.log.warn(
          { event: 'inbox.subscribe.refused', userId: session.userId, code: error.code },
          'inbox grant refused',
        )
      throw error
    }
  })

  app.delete(INBOX_SYNC_API.subscription, { config: { rateLimit: GRANT_LIMIT } }, async (request) => {
    const session = await requireSession(app, request)
    const status = await inbox.unsubscribe(session.userId)
    request.log.info({ event: 'inbox.unsubscribe', userId: session.userId }, 'inbox grant removed')
    return status
  })
}
