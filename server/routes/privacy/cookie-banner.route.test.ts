import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { CONSENT_VERSIONS, PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import {
  ZConsentRecordResponseSchema,
  ZConsentStateResponseSchema,
  ZCookiesForCategoryResponseSchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import { createTestUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { pageState } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  consentCookieOf,
  cookieNamesSet,
  recordCount,
  recordsOf,
  refusesEvery,
  saveConsent,
  send,
  withResponse,
} from '../../testing/privacy/privacy-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('cookie banner calls (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })

  const consentOf = async (who: { cookie: string; token: string }) => {
    const res = await send(t, who, 'GET', PRIVACY_API.consent, undefined, { site: 'kr' })
    expect(res.statusCode).toBe(200)
    return ZConsentStateResponseSchema.parse(res.json())
  }

  it('L-02 accepting all records accept_all with the banner text version, the site and a consent id, and sets the consent cookie', async () => {
    const me = await browserIdentity(t.app)
    const consentId = crypto.randomUUID()
    const res = await saveConsent(t, me, {
      acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
      consentId,
    })
    expect(res.statusCode).toBe(200)
    const body = ZConsentRecordResponseSchema.parse(res.json())
    expect(body).toEqual({
      acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
      hasFullUserConsent: true,
      consentId,
    })
    const cookie = consentCookieOf(res)
    expect(new Set(cookie?.categories)).toEqual(
      new Set(['strictlyNecessary', 'functional', 'advertising', 'analytical']),
    )
    expect(cookie?.categoriesAt).toBeGreaterThan(Date.now() / 1000 - 60)
    const [record] = await recordsOf(t, cookie?.subjectId ?? '')
    expect(record).toMatchObject({
      id: consentId,
      kind: 'categories',
      action: 'accept_all',
      text_version: CONSENT_VERSIONS.bannerText,
      regulation: 'pipa',
      site: 'kr',
      locale: 'ko-KR',
      ui_version: CONSENT_VERSIONS.ui,
      gpc: false,
    })
    expect(record?.ip_truncated).toMatch(/^127\.0\.0\.0$|^::$|\./)
  })

  it('declining keeps strictly necessary only (a reject record); strictly necessary is kept even when not sent', async () => {
    const me = await browserIdentity(t.app)
    const res = await saveConsent(t, me, { acceptedCategories: [] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ acceptedCategories: ['strictlyNecessary'], hasFullUserConsent: false })
    const cookie = consentCookieOf(res)
    expect(cookie?.categories).toEqual(['strictlyNecessary'])
    const [record] = await recordsOf(t, cookie?.subjectId ?? '')
    expect(record).toMatchObject({ action: 'reject', categories: ['strictlyNecessary'] })
  })

  it('a selection of some categories is partial, and the page that follows shows nothing and allows just those', async () => {
    const me = await browserIdentity(t.app)
    const res = await saveConsent(t, me, { acceptedCategories: ['strictlyNecessary', 'functional'] })
    const cookie = consentCookieOf(res)
    expect((await recordsOf(t, cookie?.subjectId ?? ''))[0]?.action).toBe('partial')
    const next = withResponse(me, res)
    const page = pageState(await t.app.inject({ url: '/help?site=kr', headers: { cookie: next.cookie } }))
    expect(page.privacy).toMatchObject({
      recorded: true,
      acceptedCategories: ['strictlyNecessary', 'functional'],
    })
    expect(await consentOf(next)).toEqual({
      acceptedCategories: ['strictlyNecessary', 'functional'],
      hasFullUserConsent: false,
    })
  })

  it('a retry with the same consent id is recorded once', async () => {
    const me = await browserIdentity(t.app)
    const consentId = crypto.randomUUID()
    const first = await saveConsent(t, me, { acceptedCategories: ['functional'], consentId })
    const again = await saveConsent(t, withResponse(me, first), {
      acceptedCategories: ['functional'],
      consentId,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().consentId).toBe(consentId)
    expect(await recordsOf(t, consentCookieOf(first)?.subjectId ?? '')).toHaveLength(1)
  })

  it('refuses an unknown category with 400 UNKNOWN_CATEGORY, records nothing and sets no cookie', async () => {
    const me = await browserIdentity(t.app)
    const before = await recordCount(t)
    const res = await saveConsent(t, me, { acceptedCategories: ['functional', 'marketing'] })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].code).toBe('UNKNOWN_CATEGORY')
    expect(cookieNamesSet(res)).toEqual([])
    expect(await recordCount(t)).toBe(before)
  })

  it('refuses a save without the form token (CSRF) with 403, recording nothing', async () => {
    const me = await browserIdentity(t.app)
    const before = await recordCount(t)
    const res = await saveConsent(t, me, { acceptedCategories: [] }, { csrf: false })
    expect(res.statusCode).toBe(403)
    expect(cookieNamesSet(res)).toEqual([])
    expect(await recordCount(t)).toBe(before)
  })

  it('GET consent: nothing chosen on kr allows strictly necessary only; a signed-in visitor on a new device gets the account’s choice', async () => {
    const fresh = await browserIdentity(t.app)
    expect(await consentOf(fresh)).toEqual({
      acceptedCategories: ['strictlyNecessary'],
      hasFullUserConsent: false,
    })
    const user = await createTestUser(t)
    const first = await signInBrowser(t, user)
    const saved = await saveConsent(t, first, {
      acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
    })
    expect(saved.statusCode).toBe(200)
    const prefs = await t.app.services.consentRecords.preferencesOf(user.id)
    expect(prefs?.categories).toEqual(['strictlyNecessary', 'functional', 'advertising', 'analytical'])
    const second = await signInBrowser(t, user)
    expect(await consentOf(second)).toEqual({
      acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
      hasFullUserConsent: true,
    })
    // This device's own choice leads over the account's.
    const own = encodeConsentCookie({
      subjectId: crypto.randomUUID(),
      categories: ['strictlyNecessary'],
      categoriesAt: Math.floor(Date.now() / 1000),
      allowDataSharing: null,
      gpc: false,
      acks: {},
    })
    expect(await consentOf({ ...second, cookie: `${second.cookie}; consent=${own}` })).toEqual({
      acceptedCategories: ['strictlyNecessary'],
      hasFullUserConsent: false,
    })
  })

  it('a GPC signal keeps advertising off whatever is accepted, and the record says gpc', async () => {
    const me = await browserIdentity(t.app)
    const res = await saveConsent(
      t,
      me,
      { acceptedCategories: ['functional', 'advertising', 'analytical'] },
      { site: 'kr', headers: { 'sec-gpc': '1' } },
    )
    expect(res.json().acceptedCategories).toEqual(['strictlyNecessary', 'functional', 'analytical'])
    const [record] = await recordsOf(t, consentCookieOf(res)?.subjectId ?? '')
    expect(record?.gpc).toBe(true)
  })

  it('a legacy DATA_CONSENT cookie of an old visitor is never consent: the banner is due and nothing optional allowed', async () => {
    const me = await browserIdentity(t.app)
    const cookie = `${me.cookie}; DATA_CONSENT=true`
    const page = pageState(await t.app.inject({ url: '/help?site=kr', headers: { cookie } }))
    expect(page.privacy).toMatchObject({ recorded: false, acceptedCategories: ['strictlyNecessary'] })
    expect(await consentOf({ ...me, cookie })).toEqual({
      acceptedCategories: ['strictlyNecessary'],
      hasFullUserConsent: false,
    })
  })

  it('R-03 a choice older than 13 months is asked again: the banner is due and nothing optional allowed', async () => {
    const me = await browserIdentity(t.app)
    const cookieAt = (daysAgo: number) =>
      `${me.cookie}; consent=${encodeConsentCookie({
        subjectId: crypto.randomUUID(),
        categories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
        categoriesAt: Math.floor(Date.now() / 1000) - daysAgo * 86_400,
        allowDataSharing: null,
        gpc: false,
        acks: {},
      })}`
    const privacyAt = async (daysAgo: number) =>
      pageState(await t.app.inject({ url: '/help?site=kr', headers: { cookie: cookieAt(daysAgo) } })).privacy
    expect(await privacyAt(390)).toMatchObject({ recorded: true })
    expect(await privacyAt(396)).toMatchObject({ recorded: false, acceptedCategories: ['strictlyNecessary'] })
  })

  it('forCategory lists the cookies of a category with their domain; IAB vendors’ cookies can be left out', async () => {
    const res = await t.app.inject({ url: `${PRIVACY_API.cookiesForCategory}?category=strictlyNecessary` })
    expect(res.statusCode).toBe(200)
    const { cookies } = ZCookiesForCategoryResponseSchema.parse(res.json())
    expect(cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining(['fw_sg', 'consent', 'kyk_tcf', 'HIDE_DATA_TRANSFER_DISCLAIMER']),
    )
    expect(cookies.every((c) => c.domain === 'localhost')).toBe(true)
    const advertising = await t.app.inject({
      url: `${PRIVACY_API.cookiesForCategory}?category=advertising&excludeIabVendorCookies=true`,
    })
    // Our own marketing id (decision 048) is no IAB vendor's: it stays listed.
    expect(advertising.json()).toEqual({ cookies: [{ name: 'kmkid', domain: 'localhost' }] })
    for (const query of ['category=marketing', '', 'category=functional&excludeIabVendorCookies=yes']) {
      const bad = await t.app.inject({ url: `${PRIVACY_API.cookiesForCategory}?${query}` })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors[0].code).toEqual(expect.any(String))
    }
  })

  it('answers generated queries of forCategory, consent and the data provider without a 5xx, recording nothing', async () => {
    const me = await browserIdentity(t.app)
    const before = await recordCount(t)
    const query = fc.dictionary(
      fc.constantFrom('category', 'excludeIabVendorCookies', 'site', 'x'),
      fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom('functional', 'true', 'false', 'kr')),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(PRIVACY_API.cookiesForCategory, PRIVACY_API.consent, PRIVACY_API.cookiesDataProvider),
        query,
        async (path, params) => {
          const res = await t.app.inject({
            url: `${path}?${new URLSearchParams(params).toString()}`,
            headers: { cookie: me.cookie },
          })
          expect(res.statusCode, `${path} ${JSON.stringify(params)}`).toBeLessThan(500)
          if (res.statusCode >= 400) expect(res.json().errors[0].code).toEqual(expect.any(String))
          const validCategory =
            ['strictlyNecessary', 'functional', 'advertising', 'analytical'].includes(
              params.category ?? '',
            ) && [undefined, 'true', 'false'].includes(params.excludeIabVendorCookies)
          if (path === PRIVACY_API.cookiesForCategory) expect(res.statusCode).toBe(validCategory ? 200 : 400)
          expect(cookieNamesSet(res).filter((n) => n !== 'fw_site')).toEqual([])
        },
      ),
      { numRuns: 100 },
    )
    expect(await recordCount(t)).toBe(before)
  })

  it('answers any malformed save with a 4xx error body, never a 500, records nothing and sets no cookie', async () => {
    const me = await browserIdentity(t.app)
    const body = fc.oneof(
      fc.anything(),
      fc.record({ acceptedCategories: fc.anything() }),
      fc.record({ acceptedCategories: fc.array(fc.string({ maxLength: 20 }), { minLength: 1 }) }),
      fc.record({ acceptedCategories: fc.constant(['functional']), consentId: fc.string() }),
    )
    const before = await recordCount(t)
    await refusesEvery(
      body,
      async (payload) => {
        const sent = JSON.parse(JSON.stringify(payload) ?? 'null')
        const list = sent?.acceptedCategories
        const valid =
          typeof sent === 'object' &&
          sent !== null &&
          !Array.isArray(sent) &&
          Array.isArray(list) &&
          list.length <= 8 &&
          list.every((c: unknown) =>
            ['strictlyNecessary', 'functional', 'advertising', 'analytical'].includes(c as string),
          ) &&
          (sent.consentId === undefined ||
            /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sent.consentId))
        fc.pre(!valid)
        return saveConsent(t, me, payload)
      },
      (payload) => JSON.stringify(payload),
    )
    expect(await recordCount(t)).toBe(before)
  })
})
