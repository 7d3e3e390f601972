import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  MARKETING_ID_CATEGORY,
  MarketingIdErrorCode,
} from '../../../shared/marketing-id/marketing-id-contract.ts'
import { marketingIdEndpoints as api } from '../../../shared/marketing-id/marketing-id-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { syncedMarketingId } from '../../services/marketing-id/marketing-id.service.ts'
import { privacyStateOfRequest } from '../privacy/privacy-page-state.ts'
import { readConsentCookie } from '../privacy/privacy-request.ts'
import { dropMarketingIdUnlessAllowed, readMarketingId, writeMarketingId } from './marketing-id-cookie.ts'

/** The id's category must be allowed, as the page's privacy state says; else nothing is set and it goes. */
function requireAdvertising(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  const { acceptedCategories } = privacyStateOfRequest(app, request, readConsentCookie(request))
  if (acceptedCategories.includes(MARKETING_ID_CATEGORY)) return
  dropMarketingIdUnlessAllowed(request, reply, acceptedCategories)
  throw new HttpError(
    403,
    MarketingIdErrorCode.CONSENT_REQUIRED,
    'The marketing id needs the advertising cookies to be allowed.',
  )
}

/** Spec section 7: the marketing id's sync and set (decision 048). Both are form posts with the form token. */
export async function marketingIdRoutes(app: FastifyInstance) {
  const secure = app.config.publicOrigin.startsWith('https://')

  route(app, api.sync, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    requireAdvertising(app, request, reply)
    const kmkid = syncedMarketingId(readMarketingId(request), request.body.suggestedKmkid || undefined)
    writeMarketingId(reply, kmkid, secure)
    return { kmkid }
  })

  route(app, api.set, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    requireAdvertising(app, request, reply)
    writeMarketingId(reply, request.body.kmkid, secure)
    return { kmkid: request.body.kmkid }
  })
}
