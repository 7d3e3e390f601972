import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PICKER_API, PickerErrorCode } from '../../../shared/pickers/picker-contract.ts'
import { ZCurrencyPickerStateResponseSchema } from '../../../shared/pickers/picker-schemas.ts'
import { CURRENCY_COOKIE } from '../../plugins/brand-locale.ts'
import { createTestUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { pageState, setCookieNamed, withCookie } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('currency picker calls (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })

  const state = async (cookie: string, query = '') => {
    const res = await t.app.inject({ url: `${PICKER_API.currencyPickerState}${query}`, headers: { cookie } })
    expect(res.statusCode).toBe(200)
    return ZCurrencyPickerStateResponseSchema.parse(res.json())
  }
  const set = (who: { cookie: string; token: string }, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: PICKER_API.currencySet,
      headers: { cookie: who.cookie, 'x-csrf': who.token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  const pageCurrency = async (cookie: string) =>
    pageState(await t.app.inject({ url: '/help', headers: { cookie } })).currency

  it('gives the top and all currencies in the page’s language, the current one being the site’s', async () => {
    const me = await browserIdentity(t.app)
    const data = await state(me.cookie)
    expect(data.current).toMatchObject({
      currencyCode: 'USD',
      displayName: 'US Dollar',
      htmlSymbolAlone: '$',
    })
    expect(data.topCurrencies.map((c) => c.currencyCode)).toEqual(['USD', 'EUR', 'GBP', 'KRW', 'JPY', 'CNY'])
    expect(data.allCurrencies.length).toBeGreaterThan(data.topCurrencies.length)
    const korean = await state(me.cookie, '?site=kr')
    expect(korean.current).toMatchObject({
      currencyCode: 'KRW',
      displayName: '대한민국 원',
      htmlSymbolAlone: '₩',
    })
  })

  it('store=false sets the currency for this browser session only: a cookie without an expiry', async () => {
    const me = await browserIdentity(t.app)
    const res = await set(me, { currencyCode: 'EUR', store: false })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ currencyCode: 'EUR', stored: false })
    const cookie = setCookieNamed(res, CURRENCY_COOKIE)
    expect(cookie).toMatch(/^fw_currency=EUR;/)
    expect(cookie).not.toMatch(/max-age|expires/i)
    expect(cookie).toMatch(/HttpOnly/)
    const next = withCookie(me.cookie, cookie)
    expect((await state(next)).current.currencyCode).toBe('EUR')
    expect(await pageCurrency(next)).toBe('EUR')
    // Another browser (session) is untouched.
    expect(await pageCurrency((await browserIdentity(t.app)).cookie)).toBe('USD')
  })

  it('store=true without a signed-in session is refused with 401, and nothing is set', async () => {
    const me = await browserIdentity(t.app)
    const res = await set(me, { currencyCode: 'EUR', store: true })
    expect(res.statusCode).toBe(401)
    expect(res.json().errors[0].code).toBe('INVALID_SESSION')
    expect(setCookieNamed(res, CURRENCY_COOKIE)).toBeUndefined()
  })

  it('store=true keeps it on the account: every later page of that user follows, in any browser', async () => {
    const user = await createTestUser(t)
    const first = await signInBrowser(t, user)
    const res = await set(first, { currencyCode: 'JPY', store: true })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ currencyCode: 'JPY', stored: true })
    // A stored choice clears an earlier session-only one, which would hide it.
    expect(setCookieNamed(res, CURRENCY_COOKIE)).toMatch(/^fw_currency=;/)
    const row = await t.database.db
      .selectFrom('users')
      .select('currency')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.currency).toBe('JPY')
    const second = await signInBrowser(t, user)
    expect(await pageCurrency(second.cookie)).toBe('JPY')
    expect((await state(second.cookie)).current.currencyCode).toBe('JPY')
    // Signed out, the browser is back to the site's currency.
    expect(await pageCurrency((await browserIdentity(t.app)).cookie)).toBe('USD')
  })

  it('a session-only choice leads over the account’s currency for that browser session', async () => {
    const user = await createTestUser(t)
    const me = await signInBrowser(t, user)
    expect((await set(me, { currencyCode: 'GBP', store: true })).statusCode).toBe(200)
    const res = await set(me, { currencyCode: 'KRW', store: false })
    const cookie = withCookie(me.cookie, setCookieNamed(res, CURRENCY_COOKIE))
    expect(await pageCurrency(cookie)).toBe('KRW')
    expect(await pageCurrency(me.cookie)).toBe('GBP')
  })

  it('refuses a currency the site does not offer with 400 UNKNOWN_CURRENCY', async () => {
    const me = await browserIdentity(t.app)
    for (const currencyCode of ['XXX', 'ZZZ', 'BTC']) {
      const res = await set(me, { currencyCode, store: false })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].code).toBe(PickerErrorCode.UNKNOWN_CURRENCY)
    }
  })

  it('refuses a missing or foreign form token with 403', async () => {
    const me = await browserIdentity(t.app)
    const other = await browserIdentity(t.app)
    expect(
      (await set({ cookie: me.cookie, token: '' }, { currencyCode: 'EUR', store: false })).statusCode,
    ).toBe(403)
    expect(
      (await set({ cookie: me.cookie, token: other.token }, { currencyCode: 'EUR', store: false }))
        .statusCode,
    ).toBe(403)
  })

  it('answers any malformed body with a 4xx error body, never a 500, and sets nothing', async () => {
    const me = await browserIdentity(t.app)
    const body = fc.oneof(
      fc.anything(),
      fc.record({ currencyCode: fc.string({ maxLength: 6 }), store: fc.anything() }),
      fc.record({ currencyCode: fc.anything(), store: fc.boolean() }),
      fc.record({ currencyCode: fc.constant('EUR'), store: fc.boolean(), extra: fc.jsonValue() }),
    )
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        // What the server receives: JSON drops undefined members.
        const sent = JSON.parse(JSON.stringify(payload) ?? 'null')
        const valid =
          typeof sent === 'object' &&
          sent !== null &&
          Object.keys(sent).sort().join() === 'currencyCode,store' &&
          typeof sent.store === 'boolean' &&
          typeof sent.currencyCode === 'string' &&
          /^[A-Z]{3}$/.test(sent.currencyCode)
        fc.pre(!valid)
        const res = await set(me, payload)
        expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500)
        expect(res.json().errors[0].code).toEqual(expect.any(String))
        expect(setCookieNamed(res, CURRENCY_COOKIE)).toBeUndefined()
      }),
      { numRuns: 200 },
    )
  })
})
