import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  MARKETING_ID_CATEGORY,
  MARKETING_ID_PATHS,
  MarketingIdErrorCode,
} from '../../../shared/marketing-id/marketing-id-contract.ts'
import {
  type TKmkidSyncResponse,
  ZKmkidSetRequestSchema,
  ZKmkidSyncRequestSchema,
} from '../../../shared/marketing-id/marketing-id-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { syncedMarketingId } from '../../services/marketing-id/marketing-id.service.ts'
import { privacyStateOfRequest } from '../privacy/privacy-page-state.ts'
import { readConsentCookie } from '../privacy/privacy-request.ts'
import { dropMarketingIdUnlessAllowed, readMarketingId, writeMarketingId } from './marketing-id-cookie.ts'

const PER_MINUTE = { max: 30, timeWindow: 60_000 }

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

  app.post(MARKETING_ID_PATHS.sync, { config: { rateLimit: PER_MINUTE } }, async (request, reply) => {
    const input = ZKmkidSyncRequestSchema.parse(request.body ?? {})
    reply.header('cache-control', 'no-store')
    requireAdvertising(app, request, reply)
    const kmkid = syncedMarketingId(readMarketingId(request), input.suggestedKmkid || undefined)
    writeMarketingId(reply, kmkid, secure)
    const body: TKmkidSyncResponse = { kmkid }
    return body
  })

  app.post(MARKETING_ID_PATHS.set, { config: { rateLimit: PER_MINUTE } }, async (request, reply) => {
    const input = ZKmkidSetRequestSchema.parse(request.body ?? {})
    reply.header('cache-control', 'no-store')
    requireAdvertising(app, request, reply)
    writeMarketingId(reply, input.kmkid, secure)
    const body: TKmkidSyncResponse = { kmkid: input.kmkid }
    return body
  })
}
