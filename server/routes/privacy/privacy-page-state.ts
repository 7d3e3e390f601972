import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { META_COOKIES, SUPPRESS_BANNER_PARAM } from '../../../shared/privacy/privacy-contract.ts'
import type { TPrivacyState } from '../../../shared/privacy/privacy-state.ts'
import { presentPrivacyState } from '../../presenters/privacy-state.presenter.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { honourGpcOnPageLoad } from './gpc-page-load.ts'
import {
  consentCookieOrNew,
  gpcSignal,
  readAcString,
  readConsentCookie,
  readTcString,
  writeConsentCookie,
} from './privacy-request.ts'

/**
 * A signed-in visitor on a device that holds no choice yet gets the account's (one read, then the cookie
 * carries it): choices follow the account across devices (decision 028).
 */
async function cookieFromAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession | null,
): Promise<TConsentCookie | null> {
  const cookie = readConsentCookie(request)
  if (!session || (cookie?.categories && cookie.allowDataSharing !== null)) return cookie
  const saved = await app.services.consentRecords.preferencesOf(session.userId)
  if (!saved) return cookie
  const base = cookie ?? consentCookieOrNew(request)
  const merged: TConsentCookie = {
    ...base,
    categories: base.categories ?? (saved.categories as TConsentCookie['categories']),
    categoriesAt:
      base.categoriesAt ?? (saved.categories_at ? Math.floor(saved.categories_at.getTime() / 1000) : null),
    allowDataSharing: base.allowDataSharing ?? saved.allow_data_sharing,
    gpc: base.gpc || saved.gpc,
  }
  writeConsentCookie(app, reply, merged)
  return merged
}

/** The page's global state `privacy`, from the request's cookies (and, for a new device, the account). */
export async function privacyStateFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession | null,
  url: URL,
): Promise<TPrivacyState> {
  const cookie = await honourGpcOnPageLoad(
    app,
    request,
    reply,
    session,
    await cookieFromAccount(app, request, reply, session),
  )
  const meta: Record<string, string> = {}
  for (const name of META_COOKIES) {
    const value = request.cookies[name]
    if (value) meta[name] = value
  }
  const tcString = readTcString(request)
  return presentPrivacyState({
    countryCode: request.site.countryCode,
    cookie,
    tcString,
    acString: readAcString(request),
    gpcHeader: gpcSignal(request),
    bannerSuppressed: url.searchParams.get(SUPPRESS_BANNER_PARAM) === 'true',
    meta,
    iabReconsentDue: tcString ? app.services.iab.reconsentDue(tcString) : false,
    consent: app.config.consent,
    nowSeconds: Math.floor(Date.now() / 1000),
  })
}
