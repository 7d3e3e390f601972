import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  decodeConsentCookie,
  encodeConsentCookie,
  type TConsentCookie,
} from '../../../shared/privacy/consent-cookie.ts'
import { effectiveCategories } from '../../../shared/privacy/consent-state.ts'
import { jurisdictionFor } from '../../../shared/privacy/jurisdictions.ts'
import { CONSENT_COOKIES, PRIVACY_LIMITS } from '../../../shared/privacy/privacy-contract.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type { TConsentContext } from '../../services/privacy/consent-record.service.ts'
import { dropMarketingIdUnlessAllowed } from '../marketing-id/marketing-id-cookie.ts'

const TC_SHAPE = /^[A-Za-z0-9_.-]{1,4000}$/
const AC_SHAPE = /^[12]~[0-9.]*(~dv\.[0-9.]*)?$/

/** The consent cookie's tag of the account whose saved choices it carries (not secret, not reversible). */
export function accountTag(userId: string): string {
  return crypto.createHash('sha256').update(`consent-account:${userId}`).digest('hex').slice(0, 12)
}

/** Sec-GPC: 1 is the Global Privacy Control signal (a forbidden header: page scripts cannot forge it). */
export function gpcSignal(request: FastifyRequest): boolean {
  return request.headers['sec-gpc'] === '1'
}

export function readConsentCookie(request: FastifyRequest): TConsentCookie | null {
  return decodeConsentCookie(request.cookies[CONSENT_COOKIES.consent])
}

export function readTcString(request: FastifyRequest): string | null {
  const raw = request.cookies[CONSENT_COOKIES.tcf]
  return raw && TC_SHAPE.test(raw) ? raw : null
}

export function readAcString(request: FastifyRequest): string | null {
  const raw = request.cookies[CONSENT_COOKIES.addtlConsent]
  return raw && raw.length < 2000 && AC_SHAPE.test(raw) ? raw : null
}

function cookieOptions(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicOrigin.startsWith('https://'),
    maxAge: PRIVACY_LIMITS.cookieMaxAgeSeconds,
  }
}

export function writeConsentCookie(app: FastifyInstance, reply: FastifyReply, value: TConsentCookie): void {
  reply.setCookie(CONSENT_COOKIES.consent, encodeConsentCookie(value), cookieOptions(app))
  // Every consent change passes here: one that takes advertising away removes the marketing id with it.
  const { model } = jurisdictionFor(reply.request.site.countryCode)
  const categories = effectiveCategories(
    model,
    value,
    Math.floor(Date.now() / 1000),
    gpcSignal(reply.request),
  )
  dropMarketingIdUnlessAllowed(reply.request, reply, categories)
}

/** The TC string and the AC string; null clears them (a withdrawal keeps a string of refusals instead). */
export function writeIabCookies(
  app: FastifyInstance,
  reply: FastifyReply,
  tcString: string | null,
  acString: string | null,
): void {
  if (tcString) reply.setCookie(CONSENT_COOKIES.tcf, tcString, cookieOptions(app))
  else reply.clearCookie(CONSENT_COOKIES.tcf, { path: '/' })
  if (acString) reply.setCookie(CONSENT_COOKIES.addtlConsent, acString, cookieOptions(app))
  else reply.clearCookie(CONSENT_COOKIES.addtlConsent, { path: '/' })
}

/** A browser's consent cookie, or a fresh one (a new subject, nothing chosen) for its first action. */
export function consentCookieOrNew(request: FastifyRequest): TConsentCookie {
  return (
    readConsentCookie(request) ?? {
      subjectId: crypto.randomUUID(),
      categories: null,
      categoriesAt: null,
      allowDataSharing: null,
      gpc: false,
      acks: {},
    }
  )
}

/** Everything a consent action needs to know of its request: who, where, from which address, GPC. */
export async function consentContextOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ context: TConsentContext; cookie: TConsentCookie; session: ActiveSession | null }> {
  const session = await app.services.authState.sessionFor(request.groupSecret)
  const cookie = consentCookieOrNew(request)
  return {
    session,
    cookie,
    context: {
      subjectId: cookie.subjectId,
      userId: session?.userId ?? null,
      site: request.site,
      ip: request.ip,
      gpc: gpcSignal(request),
    },
  }
}
