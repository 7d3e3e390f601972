import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { META_COOKIES, SUPPRESS_BANNER_PARAM } from '../../../shared/privacy/privacy-contract.ts'
import type { TPrivacyState } from '../../../shared/privacy/privacy-state.ts'
import { presentPrivacyState } from '../../presenters/privacy-state.presenter.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { honourGpcOnPageLoad } from './gpc-page-load.ts'
import {
  accountTag,
  consentCookieOrNew,
  gpcSignal,
  readAcString,
  readConsentCookie,
  readTcString,
  writeConsentCookie,
} from './privacy-request.ts'

/**
 * A signed-in visitor's saved choices come to a device that lacks them (decision 028): read once per
 * account and browser, after which the cookie's account tag says it carries them and pages read nothing.
 * What the device chose itself stands; the account fills what it has not chosen.
 */
async function cookieFromAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession | null,
): Promise<TConsentCookie | null> {
  const cookie = readConsentCookie(request)
  if (!session) return cookie
  const tag = accountTag(session.userId)
  if (cookie?.account === tag) return cookie
  const saved = await app.services.consentRecords.preferencesOf(session.userId)
  const base = cookie ?? consentCookieOrNew(request)
  const acks = { ...base.acks }
  if (!acks.twoParty && saved?.two_party_version) acks.twoParty = saved.two_party_version
  if (!acks.dataTransfer && saved?.data_transfer_version) acks.dataTransfer = saved.data_transfer_version
  const merged: TConsentCookie = {
    ...base,
    categories: base.categories ?? ((saved?.categories ?? null) as TConsentCookie['categories']),
    categoriesAt:
      base.categoriesAt ?? (saved?.categories_at ? Math.floor(saved.categories_at.getTime() / 1000) : null),
    allowDataSharing: base.allowDataSharing ?? saved?.allow_data_sharing ?? null,
    gpc: base.gpc || (saved?.gpc ?? false),
    acks,
    account: tag,
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
  return privacyStateOfRequest(app, request, cookie, url.searchParams.get(SUPPRESS_BANNER_PARAM) === 'true')
}

/** The privacy state a request's cookies and headers give with this consent cookie (pages and API answers). */
export function privacyStateOfRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  cookie: TConsentCookie | null,
  bannerSuppressed = false,
): TPrivacyState {
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
    bannerSuppressed,
    meta,
    iabReconsentDue: tcString ? app.services.iab.reconsentDue(tcString) : false,
    consent: app.config.consent,
    nowSeconds: Math.floor(Date.now() / 1000),
  })
}
