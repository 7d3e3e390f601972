import type { FastifyInstance } from 'fastify'
import { isOptIn } from '../../../shared/privacy/jurisdictions.ts'
import { CONSENT_COOKIES, PRIVACY_PAGES } from '../../../shared/privacy/privacy-contract.ts'
import { privacyEndpoints as api } from '../../../shared/privacy/privacy-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import {
  acknowledgeTwoParty,
  legacyGdpr,
  recordNotice,
} from '../../services/privacy/cookie-consent.service.ts'
import { privacyStateFor } from './privacy-page-state.ts'
import { consentContextOf, writeConsentCookie } from './privacy-request.ts'

/**
 * Spec section 7: two-party consent and the calls of former pages (decision 031): the notice log, the
 * cookies data provider, the GDPR consent form posts.
 */
export async function legacyPrivacyRoutes(app: FastifyInstance) {
  const records = () => app.services.consentRecords

  route(app, api.twoPartyConsent, async (request, reply) => {
    const input = request.body
    const { context, cookie } = await consentContextOf(app, request)
    const saved = await acknowledgeTwoParty(records(), context, cookie, input)
    writeConsentCookie(app, reply, saved.cookie)
    reply.header('cache-control', 'no-store')
    return { consentId: saved.consentId, textVersion: saved.textVersion }
  })

  route(app, api.logCookiesConsent, async (request, reply) => {
    const { data } = request.body
    // The first showing is on record; a repeat of it proves nothing more.
    if (!data.isRepeat) {
      const { context, cookie } = await consentContextOf(app, request)
      await recordNotice(records(), context, 'log')
      writeConsentCookie(app, reply, cookie)
    }
    reply.header('cache-control', 'no-store')
  })

  route(app, api.cookiesDataProvider, async (request, reply) => {
    const session = await app.services.authState.sessionFor(request.groupSecret)
    const state = await privacyStateFor(app, request, reply, session, new URL(request.url, 'http://local'))
    reply.header('cache-control', 'no-store')
    return {
      cookiesConsent: isOptIn(state.model) && !state.recorded,
      dataTransferConsent: state.dataTransferPending,
      policyUrl: PRIVACY_PAGES.notice,
      betterUx: state.acceptedCategories.includes('functional'),
      messageVisible: state.noticeVisible,
      twoPartyConsent: state.twoPartyPending,
    }
  })

  for (const kind of ['create', 'remove'] as const) {
    const endpoint = kind === 'create' ? api.gdprCreateConsent : api.gdprRemoveConsent
    route(app, endpoint, async (request, reply) => {
      const form = request.body
      const { context, cookie } = await consentContextOf(app, request)
      const saved = await legacyGdpr(records(), context, cookie, kind, Math.floor(Date.now() / 1000))
      writeConsentCookie(app, reply, saved.cookie ?? cookie)
      if (kind === 'remove') reply.clearCookie(CONSENT_COOKIES.legacy, { path: '/' })
      else if (form.setConsentBooleanCookie === 'true')
        reply.setCookie(CONSENT_COOKIES.legacy, 'true', {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.publicOrigin.startsWith('https://'),
        })
      reply.header('cache-control', 'no-store')
      return { consentId: saved.consentId }
    })
  }
}
