import type { FastifyInstance } from 'fastify'
import { isOptIn } from '../../../shared/privacy/jurisdictions.ts'
import { CONSENT_COOKIES, PRIVACY_API, PRIVACY_PAGES } from '../../../shared/privacy/privacy-contract.ts'
import {
  type TAcknowledgeResponse,
  type TCookiesDataProviderResponse,
  ZAcknowledgeRequestSchema,
  ZGdprConsentFormSchema,
  ZLogCookiesConsentRequestSchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import {
  acknowledgeTwoParty,
  legacyGdpr,
  recordNotice,
} from '../../services/privacy/cookie-consent.service.ts'
import { privacyStateFor } from './privacy-page-state.ts'
import { consentContextOf, writeConsentCookie } from './privacy-request.ts'

const PER_MINUTE = { max: 30, timeWindow: 60_000 }

/**
 * Spec section 7: two-party consent and the calls of former pages (decision 031): the notice log, the
 * cookies data provider, the GDPR consent form posts.
 */
export async function legacyPrivacyRoutes(app: FastifyInstance) {
  const records = () => app.services.consentRecords

  app.post(PRIVACY_API.twoPartyConsent, { config: { rateLimit: PER_MINUTE } }, async (request, reply) => {
    const input = ZAcknowledgeRequestSchema.parse(request.body ?? undefined)
    const { context, cookie } = await consentContextOf(app, request)
    const saved = await acknowledgeTwoParty(records(), context, cookie, input)
    writeConsentCookie(app, reply, saved.cookie)
    reply.header('cache-control', 'no-store')
    const body: TAcknowledgeResponse = { consentId: saved.consentId, textVersion: saved.textVersion }
    return body
  })

  app.post(PRIVACY_API.logCookiesConsent, { config: { rateLimit: PER_MINUTE } }, async (request, reply) => {
    const { data } = ZLogCookiesConsentRequestSchema.parse(request.body)
    // The first showing is on record; a repeat of it proves nothing more.
    if (!data.isRepeat) {
      const { context, cookie } = await consentContextOf(app, request)
      await recordNotice(records(), context, 'log')
      writeConsentCookie(app, reply, cookie)
    }
    reply.header('cache-control', 'no-store')
    return reply.code(204).send()
  })

  app.get(PRIVACY_API.cookiesDataProvider, async (request, reply) => {
    const session = await app.services.authState.sessionFor(request.groupSecret)
    const state = await privacyStateFor(app, request, reply, session, new URL(request.url, 'http://local'))
    reply.header('cache-control', 'no-store')
    const body: TCookiesDataProviderResponse = {
      cookiesConsent: isOptIn(state.model) && !state.recorded,
      dataTransferConsent: state.dataTransferPending,
      policyUrl: PRIVACY_PAGES.notice,
      betterUx: state.acceptedCategories.includes('functional'),
      messageVisible: state.noticeVisible,
      twoPartyConsent: state.twoPartyPending,
    }
    return body
  })

  for (const kind of ['create', 'remove'] as const) {
    const path = kind === 'create' ? PRIVACY_API.gdprCreateConsent : PRIVACY_API.gdprRemoveConsent
    app.post(path, { config: { rateLimit: PER_MINUTE } }, async (request, reply) => {
      const form = ZGdprConsentFormSchema.parse(request.body ?? {})
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
