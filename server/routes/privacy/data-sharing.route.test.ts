import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { decodeConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { CONSENT_COOKIES, PRIVACY_API, PrivacyErrorCode } from '../../../shared/privacy/privacy-contract.ts'
import { ZDataSharingResponseSchema } from '../../../shared/privacy/privacy-schemas.ts'
import { createTestUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { pageState, setCookieNamed, withCookie } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

interface Browser {
  cookie: string
  token: string
}

describe.each(testDatabaseKinds())('the California opt-out and GPC (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })

  /** Sends a call as the browser would, keeping the consent cookie the answer sets. */
  async function call(
    who: Browser,
    method: 'GET' | 'PUT',
    body?: unknown,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ): Promise<LightMyRequestResponse> {
    const res = await t.app.inject({
      method,
      remoteAddress,
      url: PRIVACY_API.dataSharingOptOut,
      headers: {
        cookie: who.cookie,
        'x-csrf': who.token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    keepConsentCookie(who, res)
    return res
  }
  function keepConsentCookie(who: Browser, res: LightMyRequestResponse) {
    const set = setCookieNamed(res, CONSENT_COOKIES.consent)
    if (!set) return
    who.cookie = withCookie(
      who.cookie
        .split('; ')
        .filter((c) => !c.startsWith(`${CONSENT_COOKIES.consent}=`))
        .join('; '),
      set,
    )
  }
  const consentOf = (who: Browser) =>
    decodeConsentCookie(
      who.cookie
        .split('; ')
        .find((c) => c.startsWith(`${CONSENT_COOKIES.consent}=`))
        ?.slice(CONSENT_COOKIES.consent.length + 1),
    )
  const page = async (who: Browser, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/help', headers: { cookie: who.cookie, ...headers } })
    expect(res.statusCode).toBe(200)
    keepConsentCookie(who, res)
    const { privacy } = pageState(res)
    if (!privacy) throw new Error('the page carries no privacy state')
    return privacy
  }
  const recordsOf = (who: { subjectId?: string; userId?: string }) =>
    t.database.db
      .selectFrom('consent_records')
      .selectAll()
      .where('kind', '=', 'data_sharing')
      .where((eb) =>
        who.userId ? eb('user_id', '=', who.userId) : eb('subject_id', '=', who.subjectId ?? ''),
      )
      .orderBy('recorded_at')
      .execute()
  const accountOf = (userId: string) =>
    t.database.db
      .selectFrom('privacy_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst()
  const GPC = { 'sec-gpc': '1' }

  it('an anonymous visitor shares by default, opts out (advertising goes) and back in, each change recorded', async () => {
    const me = await browserIdentity(t.app)
    const first = await call(me, 'GET')
    expect(first.statusCode).toBe(200)
    expect(ZDataSharingResponseSchema.parse(first.json())).toMatchObject({
      allowDataSharing: true,
      gpc: false,
    })
    expect(first.json().acceptedCategories).toContain('advertising')

    const out = await call(me, 'PUT', { allowDataSharing: false })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({
      allowDataSharing: false,
      gpc: false,
      acceptedCategories: ['strictlyNecessary', 'functional', 'analytical'],
    })
    expect(setCookieNamed(out, CONSENT_COOKIES.consent)).toMatch(/HttpOnly/)
    const subjectId = consentOf(me)?.subjectId as string
    expect(consentOf(me)).toMatchObject({ allowDataSharing: false, gpc: false })
    expect((await call(me, 'GET')).json()).toMatchObject({ allowDataSharing: false, gpc: false })
    const state = await page(me)
    expect(state).toMatchObject({ allowDataSharing: false, gpc: false })
    expect(state.acceptedCategories).not.toContain('advertising')

    const back = await call(me, 'PUT', { allowDataSharing: true })
    expect(back.json()).toMatchObject({ allowDataSharing: true, gpc: false })
    expect(back.json().acceptedCategories).toContain('advertising')
    expect((await page(me)).acceptedCategories).toContain('advertising')

    const records = await recordsOf({ subjectId })
    expect(records.map((r) => [r.action, r.allow_data_sharing, r.gpc, r.text_version, r.user_id])).toEqual([
      ['opt_out', false, false, 'ccpa-2026-11', null],
      ['opt_in', true, false, 'ccpa-2026-11', null],
    ])
  })

  it('L-02 the value stored is the inverse of the opt-out: opt_out carries allowDataSharing false, with the audit fields', async () => {
    const me = await browserIdentity(t.app)
    await call(me, 'PUT', { allowDataSharing: false, consentId: crypto.randomUUID() })
    const [record] = await recordsOf({ subjectId: consentOf(me)?.subjectId as string })
    expect(record).toMatchObject({
      kind: 'data_sharing',
      action: 'opt_out',
      allow_data_sharing: false,
      gpc: false,
      regulation: 'ccpa',
      site: 'us',
      locale: 'en-US',
      ui_version: '1',
    })
    expect(record?.policy_version).toEqual(expect.any(String))
    expect(record?.text_version).toBe('ccpa-2026-11')
    expect(record?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(record?.recorded_at).toBeInstanceOf(Date)
    // Loopback IPv4 with its last octet zeroed: never the full address.
    expect(record?.ip_truncated).toBe('127.0.0.0')
  })

  it('a retried PUT with the same consent id is recorded once', async () => {
    const me = await browserIdentity(t.app)
    const consentId = crypto.randomUUID()
    await call(me, 'PUT', { allowDataSharing: false, consentId })
    await call(me, 'PUT', { allowDataSharing: false, consentId })
    expect(await recordsOf({ subjectId: consentOf(me)?.subjectId as string })).toHaveLength(1)
    // The same id from another browser is refused, not merged.
    const other = await browserIdentity(t.app)
    const res = await call(other, 'PUT', { allowDataSharing: false, consentId })
    expect(res.statusCode).toBe(409)
  })

  it('refuses GET and PUT without the form token (CSRF), and records nothing', async () => {
    const me = await browserIdentity(t.app)
    const noToken = { cookie: me.cookie, token: '' }
    for (const res of [await call(noToken, 'GET'), await call(noToken, 'PUT', { allowDataSharing: false })]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].code).toBe('INVALID_FORM_TOKEN')
      expect(setCookieNamed(res, CONSENT_COOKIES.consent)).toBeUndefined()
    }
    const foreign = { cookie: me.cookie, token: (await browserIdentity(t.app)).token }
    expect((await call(foreign, 'GET', undefined, GPC)).statusCode).toBe(403)
    expect((await call(foreign, 'PUT', { allowDataSharing: false })).statusCode).toBe(403)
    expect(consentOf(me)).toBeNull()
  })

  it('L-02 GPC: a page requested with Sec-GPC: 1 opts out without any action, recorded once as gpc_auto with the GPC flag', async () => {
    const me = await browserIdentity(t.app)
    const state = await page(me, GPC)
    expect(state).toMatchObject({ allowDataSharing: false, gpc: true })
    expect(state.acceptedCategories).not.toContain('advertising')
    const subjectId = consentOf(me)?.subjectId as string
    expect(consentOf(me)).toMatchObject({ allowDataSharing: false, gpc: true })
    // Later pages and reads with the signal find it done.
    await page(me, GPC)
    await page(me, GPC)
    expect((await call(me, 'GET', undefined, GPC)).json()).toMatchObject({
      allowDataSharing: false,
      gpc: true,
    })
    const records = await recordsOf({ subjectId })
    expect(records.map((r) => [r.action, r.allow_data_sharing, r.gpc, r.text_version])).toEqual([
      ['gpc_auto', false, true, 'ccpa-2026-11'],
    ])
    // The page without the header still shows the signal's opt-out (the note stays).
    expect(await page(me)).toMatchObject({ allowDataSharing: false, gpc: true })
  })

  it('GPC: the API call with Sec-GPC: 1 is honoured on its own, once, even with no page load first', async () => {
    const me = await browserIdentity(t.app)
    const res = await call(me, 'GET', undefined, GPC)
    expect(res.json()).toMatchObject({ allowDataSharing: false, gpc: true })
    await call(me, 'GET', undefined, GPC)
    expect(await recordsOf({ subjectId: consentOf(me)?.subjectId as string })).toHaveLength(1)
  })

  it('GPC: an opt-in while the browser sends the signal is refused with 409 and nothing is recorded', async () => {
    const me = await browserIdentity(t.app)
    await page(me, GPC)
    const subjectId = consentOf(me)?.subjectId as string
    const res = await call(me, 'PUT', { allowDataSharing: true }, GPC)
    expect(res.statusCode).toBe(409)
    expect(res.json().errors[0].code).toBe(PrivacyErrorCode.GPC_SIGNAL_ACTIVE)
    expect(await recordsOf({ subjectId })).toHaveLength(1)
    expect(consentOf(me)).toMatchObject({ allowDataSharing: false, gpc: true })
  })

  it('GPC: navigator.globalPrivacyControl reaches the server as the PUT marker, recorded once as gpc_auto', async () => {
    const me = await browserIdentity(t.app)
    const res = await call(me, 'PUT', { allowDataSharing: false, gpc: true })
    expect(res.json()).toMatchObject({ allowDataSharing: false, gpc: true })
    expect((await call(me, 'PUT', { allowDataSharing: false, gpc: true })).statusCode).toBe(200)
    const records = await recordsOf({ subjectId: consentOf(me)?.subjectId as string })
    expect(records.map((r) => [r.action, r.gpc])).toEqual([['gpc_auto', true]])
    expect(await page(me)).toMatchObject({ allowDataSharing: false, gpc: true })
    // Without the header the visitor may choose again: an explicit opt-in clears the signal's mark.
    expect((await call(me, 'PUT', { allowDataSharing: true })).json()).toMatchObject({
      allowDataSharing: true,
      gpc: false,
    })
    expect(await page(me)).toMatchObject({ allowDataSharing: true, gpc: false })
  })

  it('a signed-in choice is kept on the account and follows it to a second browser', async () => {
    const user = await createTestUser(t)
    const first = await signInBrowser(t, user)
    const one = { cookie: first.cookie, token: first.token }
    expect((await call(one, 'PUT', { allowDataSharing: false })).statusCode).toBe(200)
    expect(await accountOf(user.id)).toMatchObject({ allow_data_sharing: false, gpc: false })
    const second = await signInBrowser(t, user)
    const two = { cookie: second.cookie, token: second.token }
    expect((await call(two, 'GET')).json()).toMatchObject({ allowDataSharing: false, gpc: false })
    expect(consentOf(two)).toMatchObject({ allowDataSharing: false })
    const fresh = await signInBrowser(t, user)
    expect(await page({ cookie: fresh.cookie, token: fresh.token })).toMatchObject({
      allowDataSharing: false,
    })
    const records = await recordsOf({ userId: user.id })
    expect(records.map((r) => [r.action, r.user_id])).toEqual([['opt_out', user.id]])
    // Signed out, another browser is its own: it still shares.
    expect((await call(await browserIdentity(t.app), 'GET')).json()).toMatchObject({ allowDataSharing: true })
  })

  it('GPC for a signed-in visitor is written to the account (the consumer, if known, §7025)', async () => {
    const user = await createTestUser(t)
    const first = await signInBrowser(t, user)
    const one = { cookie: first.cookie, token: first.token }
    expect(await page(one, GPC)).toMatchObject({ allowDataSharing: false, gpc: true })
    await page(one, GPC)
    expect(await accountOf(user.id)).toMatchObject({ allow_data_sharing: false, gpc: true })
    expect((await recordsOf({ userId: user.id })).map((r) => [r.action, r.gpc])).toEqual([['gpc_auto', true]])
    // A second browser without the signal shows the signal's opt-out with its note.
    const second = await signInBrowser(t, user)
    const two = { cookie: second.cookie, token: second.token }
    expect((await call(two, 'GET')).json()).toMatchObject({ allowDataSharing: false, gpc: true })
  })

  it('an anonymous GPC opt-out reaches the account once the visitor signs in on that browser', async () => {
    const me = await browserIdentity(t.app)
    await page(me, GPC)
    const user = await createTestUser(t)
    const signed = await signInBrowser(t, user)
    const pair = me.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIES.consent}=`))
    const who = { cookie: withCookie(signed.cookie, pair), token: signed.token }
    await page(who, GPC)
    await page(who, GPC)
    expect(await accountOf(user.id)).toMatchObject({ allow_data_sharing: false, gpc: true })
    expect(await recordsOf({ userId: user.id })).toHaveLength(1)
  })

  it('serves /.well-known/gpc.json as application/json', async () => {
    const res = await t.app.inject({ url: PRIVACY_API.gpcWellKnown })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({ gpc: true, lastUpdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
  })

  it('answers any malformed body with a 4xx, never a 500, and records and sets nothing', async () => {
    const allRecords = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('consent_records')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await allRecords()
    const me = await browserIdentity(t.app)
    let run = 0
    const body = fc.oneof(
      fc.anything(),
      fc.record({ allowDataSharing: fc.anything() }),
      fc.record({ allowDataSharing: fc.constant(true), gpc: fc.constant(true) }),
      fc.record({ allowDataSharing: fc.boolean(), gpc: fc.anything() }),
      fc.record({ allowDataSharing: fc.boolean(), consentId: fc.string() }),
      fc.record({ allowDataSharing: fc.boolean(), extra: fc.jsonValue() }),
    )
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        run += 1
        const sent = JSON.parse(JSON.stringify(payload) ?? 'null')
        const valid =
          typeof sent === 'object' &&
          sent !== null &&
          !Array.isArray(sent) &&
          typeof sent.allowDataSharing === 'boolean' &&
          Object.keys(sent).every((k) => ['allowDataSharing', 'gpc', 'consentId'].includes(k)) &&
          (sent.gpc === undefined || (sent.gpc === true && sent.allowDataSharing === false)) &&
          (sent.consentId === undefined ||
            /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(sent.consentId))
        fc.pre(!valid)
        // Each run from its own address, so the rate limit does not answer in the validation's place.
        const res = await call({ ...me }, 'PUT', payload, {}, `10.9.${run >> 8}.${run & 255}`)
        expect(res.statusCode).not.toBe(429)
        expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500)
        expect(res.json().errors[0].code).toEqual(expect.any(String))
        expect(setCookieNamed(res, CONSENT_COOKIES.consent)).toBeUndefined()
      }),
      { numRuns: 200 },
    )
    const raw = await t.app.inject({
      method: 'PUT',
      url: PRIVACY_API.dataSharingOptOut,
      headers: { cookie: me.cookie, 'x-csrf': me.token, 'content-type': 'application/json' },
      payload: '{"allowDataSharing": fal',
      remoteAddress: '10.9.255.1',
    })
    expect(raw.statusCode).toBe(400)
    expect(await allRecords()).toBe(before)
  })
})
