import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSIONS, PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import {
  ZAcknowledgeResponseSchema,
  ZCookiesDataProviderResponseSchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import { createTestUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { pageState, setCookieNamed } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  consentCookieOf,
  recordCount,
  recordsOf,
  refusesEvery,
  saveConsent,
  send,
  withResponse,
} from '../../testing/privacy/privacy-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('two-party consent and the legacy privacy calls (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })

  const provider = async (who: { cookie: string; token: string }, site: string) => {
    const res = await send(t, who, 'GET', PRIVACY_API.cookiesDataProvider, undefined, { site })
    expect(res.statusCode).toBe(200)
    return ZCookiesDataProviderResponseSchema.parse(res.json())
  }

  it('L-02 two-party consent records the text version, time and locale, and the dialog is no longer due', async () => {
    const user = await createTestUser(t)
    const me = await signInBrowser(t, user)
    const consentId = crypto.randomUUID()
    const res = await send(
      t,
      me,
      'POST',
      PRIVACY_API.twoPartyConsent,
      { textVersion: CONSENT_VERSIONS.twoPartyText, consentId },
      { site: 'kr' },
    )
    expect(res.statusCode).toBe(200)
    expect(ZAcknowledgeResponseSchema.parse(res.json())).toEqual({
      consentId,
      textVersion: CONSENT_VERSIONS.twoPartyText,
    })
    const cookie = consentCookieOf(res)
    expect(cookie?.acks.twoParty).toBe(CONSENT_VERSIONS.twoPartyText)
    const [record] = await recordsOf(t, cookie?.subjectId ?? '')
    expect(record).toMatchObject({
      id: consentId,
      kind: 'two_party',
      action: 'acknowledge',
      text_version: CONSENT_VERSIONS.twoPartyText,
      locale: 'ko-KR',
      user_id: user.id,
    })
    expect(record?.recorded_at.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect((await t.app.services.consentRecords.preferencesOf(user.id))?.two_party_version).toBe(
      CONSENT_VERSIONS.twoPartyText,
    )
    const page = pageState(
      await t.app.inject({ url: '/help?site=kr', headers: { cookie: withResponse(me, res).cookie } }),
    )
    expect(page.privacy?.twoPartyPending).toBe(false)
  })

  it('two-party consent without a body acknowledges the current text', async () => {
    const me = await browserIdentity(t.app)
    const res = await send(t, me, 'POST', PRIVACY_API.twoPartyConsent, undefined, { site: 'kr' })
    expect(res.statusCode).toBe(200)
    expect(res.json().textVersion).toBe(CONSENT_VERSIONS.twoPartyText)
  })

  it('CookiesDataProvider answers from the jurisdiction and the cookies', async () => {
    const me = await browserIdentity(t.app)
    expect(await provider(me, 'kr')).toEqual({
      cookiesConsent: true,
      dataTransferConsent: true,
      policyUrl: '/privacy',
      betterUx: false,
      messageVisible: false,
      twoPartyConsent: true,
    })
    expect(await provider(me, 'au')).toMatchObject({
      cookiesConsent: false,
      messageVisible: true,
      betterUx: true,
    })
    const saved = await saveConsent(t, me, { acceptedCategories: ['functional'] })
    expect(await provider(withResponse(me, saved), 'kr')).toMatchObject({
      cookiesConsent: false,
      betterUx: true,
    })
  })

  it('LogCookiesConsentAction records the first showing of the notice only, not a repeat', async () => {
    const me = await browserIdentity(t.app)
    const first = await send(
      t,
      me,
      'POST',
      PRIVACY_API.logCookiesConsent,
      { data: { isRepeat: false } },
      { site: 'au' },
    )
    expect(first.statusCode).toBe(204)
    const subject = consentCookieOf(first)?.subjectId ?? ''
    expect(await recordsOf(t, subject)).toMatchObject([{ kind: 'cookies_notice', action: 'log' }])
    const next = withResponse(me, first)
    const repeat = await send(
      t,
      next,
      'POST',
      PRIVACY_API.logCookiesConsent,
      { data: { isRepeat: true } },
      { site: 'au' },
    )
    expect(repeat.statusCode).toBe(204)
    expect(await recordsOf(t, subject)).toHaveLength(1)
  })

  it('gdpr/createConsent is logged and may set DATA_CONSENT, but never counts as consent', async () => {
    const me = await browserIdentity(t.app)
    const res = await send(
      t,
      me,
      'POST',
      PRIVACY_API.gdprCreateConsent,
      { setConsentBooleanCookie: 'true', purposeIds: '1,2,3' },
      { form: true, site: 'kr' },
    )
    expect(res.statusCode).toBe(200)
    expect(setCookieNamed(res, 'DATA_CONSENT')).toMatch(/^DATA_CONSENT=true;/)
    const subject = consentCookieOf(res)?.subjectId ?? ''
    expect(await recordsOf(t, subject)).toMatchObject([{ kind: 'categories', action: 'log', categories: [] }])
    const page = pageState(
      await t.app.inject({ url: '/help?site=kr', headers: { cookie: withResponse(me, res).cookie } }),
    )
    expect(page.privacy).toMatchObject({ recorded: false, acceptedCategories: ['strictlyNecessary'] })
    const without = await send(
      t,
      me,
      'POST',
      PRIVACY_API.gdprCreateConsent,
      { purposeIds: '1' },
      { form: true },
    )
    expect(setCookieNamed(without, 'DATA_CONSENT')).toBeUndefined()
  })

  it('gdpr/removeConsent records a withdrawal, clears DATA_CONSENT and leaves strictly necessary only', async () => {
    const me = await browserIdentity(t.app)
    const accepted = await saveConsent(t, me, {
      acceptedCategories: ['functional', 'advertising', 'analytical'],
    })
    const next = withResponse(me, accepted)
    const res = await send(t, next, 'POST', PRIVACY_API.gdprRemoveConsent, {}, { form: true, site: 'kr' })
    expect(res.statusCode).toBe(200)
    expect(setCookieNamed(res, 'DATA_CONSENT')).toMatch(/^DATA_CONSENT=;/)
    expect(consentCookieOf(res)?.categories).toEqual(['strictlyNecessary'])
    const records = await recordsOf(t, consentCookieOf(res)?.subjectId ?? '')
    expect(records.map((r) => r.action)).toEqual(['accept_all', 'withdraw'])
  })

  it('answers generated bad input on every call with a 4xx error body, recording nothing and setting no cookie', async () => {
    const me = await browserIdentity(t.app)
    const before = await recordCount(t)
    const calls = fc.oneof(
      fc.record({
        url: fc.constant(PRIVACY_API.twoPartyConsent),
        form: fc.constant(false),
        body: fc.oneof(
          fc.record({
            textVersion: fc.oneof(
              fc.integer(),
              fc.string({ maxLength: 60 }).filter((s) => !/^[A-Za-z0-9._-]{1,40}$/.test(s)),
            ),
          }),
          fc.record({ consentId: fc.string({ minLength: 1, maxLength: 40 }) }),
          fc.array(fc.anything(), { minLength: 1 }),
        ),
      }),
      fc.record({
        url: fc.constant(PRIVACY_API.logCookiesConsent),
        form: fc.constant(false),
        body: fc.oneof(
          fc.anything(),
          fc.record({ data: fc.record({ isRepeat: fc.oneof(fc.string(), fc.integer()) }) }),
        ),
      }),
      fc.record({
        url: fc.constantFrom(PRIVACY_API.gdprCreateConsent, PRIVACY_API.gdprRemoveConsent),
        form: fc.constant(true),
        body: fc.oneof(
          fc.record({
            setConsentBooleanCookie: fc
              .string({ minLength: 1, maxLength: 8 })
              .filter((s) => s !== 'true' && s !== 'false'),
          }),
          fc.record({
            purposeIds: fc
              .string({ minLength: 1, maxLength: 30 })
              .filter((s) => !/^(\d{1,2}(,\d{1,2})*)?$/.test(s)),
          }),
        ),
      }),
    )
    await refusesEvery(
      calls,
      async ({ url, form, body }) => {
        if (url === PRIVACY_API.logCookiesConsent) {
          const sent = JSON.parse(JSON.stringify(body) ?? 'null')
          fc.pre(typeof sent?.data?.isRepeat !== 'boolean')
        }
        return send(t, me, 'POST', url, body, { form, site: 'kr' })
      },
      ({ url, body }) => `${url} ${JSON.stringify(body)}`,
    )
    for (const url of [
      PRIVACY_API.twoPartyConsent,
      PRIVACY_API.logCookiesConsent,
      PRIVACY_API.gdprCreateConsent,
    ]) {
      const res = await send(t, me, 'POST', url, { data: { isRepeat: false } }, { csrf: false })
      expect(res.statusCode).toBe(403)
    }
    expect(await recordCount(t)).toBe(before)
  })
})
