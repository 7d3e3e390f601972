import type { FastifyInstance } from 'fastify'
import { consentSummary } from '../../../shared/privacy/consent-state.ts'
import { CONSENT_CATEGORIES, PrivacyErrorCode } from '../../../shared/privacy/privacy-contract.ts'
import { privacyEndpoints as api } from '../../../shared/privacy/privacy-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentCookiesForCategory } from '../../presenters/cookie-catalogue.presenter.ts'
import { cookiesForCategory } from '../../services/privacy/cookie-catalogue.ts'
import { saveCategories } from '../../services/privacy/cookie-consent.service.ts'
import { privacyStateFor } from './privacy-page-state.ts'
import { consentContextOf, writeConsentCookie } from './privacy-request.ts'

/** A category name we do not know is refused by name (before validation), not by the schema's generic message. */
function refuseUnknownCategories(body: unknown): void {
  const list = (body as { acceptedCategories?: unknown } | null)?.acceptedCategories
  if (!Array.isArray(list)) return
  const unknown = list.filter(
    (c) => typeof c === 'string' && !(CONSENT_CATEGORIES as readonly string[]).includes(c),
  )
  if (unknown.length)
    throw new HttpError(400, PrivacyErrorCode.UNKNOWN_CATEGORY, 'acceptedCategories: unknown category.')
}

/** Spec section 7: the cookie banner's calls (decision 031). */
export async function cookieBannerRoutes(app: FastifyInstance) {
  const byName = {
    preValidation: async (request: { body: unknown }) => refuseUnknownCategories(request.body),
  }
  route(
    app,
    api.consentRecord,
    async (request, reply) => {
      const input = request.body
      const { context, cookie } = await consentContextOf(app, request)
      const saved = await saveCategories(
        app.services.consentRecords,
        context,
        cookie,
        input,
        Math.floor(Date.now() / 1000),
      )
      writeConsentCookie(app, reply, saved.cookie)
      reply.header('cache-control', 'no-store')
      return {
        acceptedCategories: saved.acceptedCategories,
        hasFullUserConsent: saved.hasFullUserConsent,
        consentId: saved.consentId,
      }
    },
    byName,
  )

  route(app, api.consent, async (request, reply) => {
    const session = await app.services.authState.sessionFor(request.groupSecret)
    const state = await privacyStateFor(app, request, reply, session, new URL(request.url, 'http://local'))
    reply.header('cache-control', 'no-store')
    return {
      acceptedCategories: state.acceptedCategories,
      hasFullUserConsent: state.recorded && consentSummary(state.acceptedCategories) === 'acceptAll',
    }
  })

  route(app, api.cookiesForCategory, async (request, reply) => {
    const query = request.query
    const cookies = cookiesForCategory(query.category, {
      excludeIabVendorCookies: query.excludeIabVendorCookies === 'true',
    })
    reply.header('cache-control', 'public, max-age=3600')
    return presentCookiesForCategory(cookies, request.hostname)
  })
}
