import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { createDataSharingService } from '../../services/privacy/data-sharing.service.ts'
import {
  accountTag,
  consentCookieOrNew,
  gpcSignal,
  readConsentCookie,
  writeConsentCookie,
} from './privacy-request.ts'

/**
 * A page requested with Sec-GPC: 1 opts the visitor out of data sharing before anything renders, with no
 * action of theirs, and for a signed-in visitor on the account too (11 CCR §7025; decision 032). Recorded
 * once: later pages find the cookie (and the account) already showing it.
 */
export async function honourGpcOnPageLoad(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession | null,
  cookie: TConsentCookie | null,
): Promise<TConsentCookie | null> {
  if (!gpcSignal(request)) return cookie
  const shown = cookie?.allowDataSharing === false && cookie.gpc
  // Already shown by the cookie, and for a signed-in visitor already on the account since an earlier page
  // of this browser (the tag came with the request): nothing to read or write.
  const accountHadIt = session !== null && readConsentCookie(request)?.account === accountTag(session.userId)
  if (shown && (!session || accountHadIt)) return cookie
  const base = cookie ?? consentCookieOrNew(request)
  const outcome = await createDataSharingService(app.services.consentRecords).honourSignal(
    {
      subjectId: base.subjectId,
      userId: session?.userId ?? null,
      site: request.site,
      ip: request.ip,
      gpc: true,
    },
    base,
  )
  if (!shown) writeConsentCookie(app, reply, outcome.cookie)
  return outcome.cookie
}
