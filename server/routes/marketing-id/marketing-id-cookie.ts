import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  MARKETING_ID_CATEGORY,
  MARKETING_ID_COOKIE,
} from '../../../shared/marketing-id/marketing-id-contract.ts'
import { PRIVACY_LIMITS } from '../../../shared/privacy/privacy-contract.ts'

export function readMarketingId(request: FastifyRequest): string | undefined {
  return request.cookies[MARKETING_ID_COOKIE]
}

export function writeMarketingId(reply: FastifyReply, id: string, secure: boolean): void {
  // It lives no longer than the consent it needs (asked again after 13 months).
  reply.setCookie(MARKETING_ID_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: PRIVACY_LIMITS.cookieMaxAgeSeconds,
  })
}

/**
 * Withdrawing consent stops the id (decision 048): wherever the categories in force are decided (a consent
 * save, a page), a browser that still sends the cookie without advertising allowed has it removed.
 */
export function dropMarketingIdUnlessAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
  categories: readonly string[],
): void {
  if (categories.includes(MARKETING_ID_CATEGORY)) return
  if (readMarketingId(request) !== undefined) reply.clearCookie(MARKETING_ID_COOKIE, { path: '/' })
}
