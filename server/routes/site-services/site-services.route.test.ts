import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import {
  FEEDBACK_LIMITS,
  SITE_SERVICES_API,
  SiteServicesErrorCode,
} from '../../../shared/site-services/site-services-contract.ts'
import {
  ZFeedbackResponseSchema,
  ZPriceAlertListResponseSchema,
  ZPriceAlertSchema,
} from '../../../shared/site-services/site-services-schemas.ts'
import type { SignedInBrowser } from '../../testing/account/account-test-support.ts'
import { nextIp } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useSignedInUser, useTestApp } from '../../testing/use-test-app.ts'

const FLIGHT = '/flights/search/seoul-tokyo/2099-12-01'
const HOTEL = '/hotels/search/new-york/2099-12-01/2099-12-04'

/** Any answer is a 2xx or a 4xx JSON errors list: never a 500, never a stack. */
function expectClear(res: { statusCode: number; body: string; json(): unknown }) {
  if (res.statusCode >= 300) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
    expect(res.statusCode, res.body).toBeLessThan(500)
    expect(ZErrorBodySchema.safeParse(res.json()).success, res.body).toBe(true)
  }
  expect(res.body).not.toMatch(/\bat .+\.ts:\d+|node_modules/)
}

const junk = () =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    fc.constantFrom(
      'x'.repeat(5000),
      '\u0000',
      '\u202e',
      '//evil.test',
      'https://evil.test/',
      '__proto__',
      '/',
    ),
  )
const body = (keys: string[]) =>
  fc.oneof(fc.dictionary(fc.constantFrom(...keys, 'zzz'), junk(), { maxKeys: 4 }), junk())

describe.each(testDatabaseKinds())('site services calls (%s)', (kind) => {
  const t = useTestApp(kind)
  const alice = useSignedInUser(t)
  const bob = useSignedInUser(t)

  describe('feedback', () => {
    it('stores a signed-out visitor’s feedback as typed and answers only a receipt', async () => {
      const visitor = await browserIdentity(t.app)
      const message = '<img src=x onerror=alert(1)> "quotes" & the search was slow\nsecond line'
      const res = await t.app.inject({
        method: 'POST',
        url: SITE_SERVICES_API.feedback,
        remoteAddress: nextIp(),
        headers: { cookie: visitor.cookie, 'x-csrf': visitor.token },
        payload: { message, rating: 4, pagePath: '/hotels/search/paris/2099-01-01/2099-01-03' },
      })
      expect(res.statusCode, res.body).toBe(201)
      const receipt = ZFeedbackResponseSchema.parse(res.json())
      // Never echoed: the answer cannot carry the text anywhere it might be shown.
      expect(res.body).not.toContain('onerror')
      const row = await t.database.db
        .selectFrom('site_feedback')
        .selectAll()
        .where('id', '=', receipt.feedbackId)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ user_id: null, message, rating: 4, brand: 'fernway' })
    })

    it('ties a signed-in user’s feedback to the account', async () => {
      const res = await alice.call({
        method: 'POST',
        url: SITE_SERVICES_API.feedback,
        remoteAddress: nextIp(),
        payload: { message: '  Great  ', pagePath: '/' },
      })
      expect(res.statusCode, res.body).toBe(201)
      const { feedbackId } = ZFeedbackResponseSchema.parse(res.json())
      const row = await t.database.db
        .selectFrom('site_feedback')
        .selectAll()
        .where('id', '=', feedbackId)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ user_id: alice.userId, message: 'Great', rating: null, page_path: '/' })
    })

    it('refuses a post without the form token', async () => {
      const visitor = await browserIdentity(t.app)
      const res = await t.app.inject({
        method: 'POST',
        url: SITE_SERVICES_API.feedback,
        remoteAddress: nextIp(),
        headers: { cookie: visitor.cookie },
        payload: { message: 'hi', pagePath: '/' },
      })
      expect(res.statusCode).toBe(403)
      expectClear(res)
    })

    it('refuses URLs as the page, empty and over-long messages with 400', async () => {
      for (const payload of [
        { message: 'x', pagePath: '//evil.test/x' },
        { message: 'x', pagePath: 'https://evil.test/' },
        { message: '   ', pagePath: '/' },
        { message: 'x'.repeat(FEEDBACK_LIMITS.messageMax + 1), pagePath: '/' },
        { message: 'x', pagePath: '/', rating: 6 },
        { message: 'x', pagePath: '/', userId: alice.userId },
      ]) {
        const res = await alice.call({
          method: 'POST',
          url: SITE_SERVICES_API.feedback,
          remoteAddress: nextIp(),
          payload,
        })
        expect(res.statusCode, JSON.stringify(payload)).toBe(400)
        expectClear(res)
      }
    })

    it('limits each address to a few messages', async () => {
      const ip = nextIp()
      const codes: number[] = []
      for (let i = 0; i <= FEEDBACK_LIMITS.rate.max; i += 1) {
        const res = await alice.call({
          method: 'POST',
          url: SITE_SERVICES_API.feedback,
          remoteAddress: ip,
          payload: { message: `m${i}`, pagePath: '/' },
        })
        codes.push(res.statusCode)
      }
      expect(codes.slice(0, FEEDBACK_LIMITS.rate.max).every((c) => c === 201)).toBe(true)
      expect(codes.at(-1)).toBe(429)
    })

    it('answers generated bodies with 2xx or a clear 4xx', async () => {
      await fc.assert(
        fc.asyncProperty(body(['message', 'rating', 'pagePath']), async (payload) => {
          const res = await alice.call({
            method: 'POST',
            url: SITE_SERVICES_API.feedback,
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          })
          expectClear(res)
        }),
        { numRuns: 80 },
      )
    })
  })

  describe('price alerts', () => {
    const create = (who: SignedInBrowser, searchPath: unknown) =>
      who.call({ method: 'POST', url: SITE_SERVICES_API.priceAlerts, payload: { searchPath } })
    const list = async (who: SignedInBrowser) =>
      ZPriceAlertListResponseSchema.parse((await who.call({ url: SITE_SERVICES_API.priceAlerts })).json())

    it('creates alerts from results pages, lists them newest first, and keeps one per page', async () => {
      const flight = await create(alice, FLIGHT)
      expect(flight.statusCode, flight.body).toBe(201)
      expect(ZPriceAlertSchema.parse(flight.json())).toMatchObject({
        vertical: 'flight',
        searchPath: FLIGHT,
        places: ['seoul', 'tokyo'],
        startDate: '2099-12-01',
        endDate: null,
      })
      expect(flight.headers['cache-control']).toBe('no-store')
      const hotel = ZPriceAlertSchema.parse((await create(alice, HOTEL)).json())
      expect(hotel).toMatchObject({ vertical: 'hotel', places: ['new-york'], endDate: '2099-12-04' })
      const again = ZPriceAlertSchema.parse((await create(alice, FLIGHT)).json())
      expect(again.priceAlertId).toBe(flight.json().priceAlertId)
      const mine = await list(alice)
      expect(mine.priceAlerts.map((a) => a.searchPath)).toEqual([HOTEL, FLIGHT])
      expect(mine.emailEnabled).toBe(true)
      expect((await list(bob)).priceAlerts).toEqual([])
    })

    it('refuses what is not a results page of the catalogue', async () => {
      for (const path of [
        '/flights/search/seoul-atlantis/2099-12-01',
        '/trips',
        'https://evil.test/',
        '/hotels/search/paris/x/y',
      ]) {
        const res = await create(alice, path)
        expect(res.statusCode, path).toBe(400)
        expect(res.json().errors[0].code).toBe(SiteServicesErrorCode.PRICE_ALERT_SEARCH_INVALID)
      }
    })

    it('deletes only the owner’s alert: another user’s id answers 404 and the alert stays', async () => {
      const made = ZPriceAlertSchema.parse((await create(bob, HOTEL)).json())
      const byAlice = await alice.call({
        method: 'DELETE',
        url: SITE_SERVICES_API.priceAlert(made.priceAlertId),
      })
      expect(byAlice.statusCode).toBe(404)
      expectClear(byAlice)
      expect((await list(bob)).priceAlerts.map((a) => a.priceAlertId)).toContain(made.priceAlertId)
      const byBob = await bob.call({ method: 'DELETE', url: SITE_SERVICES_API.priceAlert(made.priceAlertId) })
      expect(byBob.statusCode).toBe(204)
      expect((await list(bob)).priceAlerts).toEqual([])
      const gone = await bob.call({ method: 'DELETE', url: SITE_SERVICES_API.priceAlert(made.priceAlertId) })
      expect(gone.statusCode).toBe(404)
    })

    it('keeps the account menu’s e-mail choice', async () => {
      const off = await bob.call({
        method: 'PUT',
        url: SITE_SERVICES_API.priceAlertSettings,
        payload: { emailEnabled: false },
      })
      expect(off.json()).toEqual({ emailEnabled: false })
      expect((await list(bob)).emailEnabled).toBe(false)
      expect((await list(alice)).emailEnabled).toBe(true)
    })

    it('asks a signed-out visitor to sign in, and refuses changes without the form token', async () => {
      const visitor = await browserIdentity(t.app)
      const res = await t.app.inject({
        url: SITE_SERVICES_API.priceAlerts,
        headers: { cookie: visitor.cookie },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json().errors[0].code).toBe('INVALID_SESSION')
      const noToken = await t.app.inject({
        method: 'POST',
        url: SITE_SERVICES_API.priceAlerts,
        headers: { cookie: alice.cookie },
        payload: { searchPath: FLIGHT },
      })
      expect(noToken.statusCode).toBe(403)
    })

    it('answers generated bodies and ids with 2xx or a clear 4xx', async () => {
      const target = fc.constantFrom(
        ['POST', SITE_SERVICES_API.priceAlerts],
        ['PUT', SITE_SERVICES_API.priceAlertSettings],
      ) as fc.Arbitrary<['POST' | 'PUT', string]>
      await fc.assert(
        fc.asyncProperty(target, body(['searchPath', 'emailEnabled']), async ([method, url], payload) => {
          const res = await bob.call({
            method,
            url,
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          })
          expectClear(res)
        }),
        { numRuns: 60 },
      )
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string({ minLength: 1, maxLength: 80 }), fc.uuid()), async (id) => {
          const res = await bob.call({
            method: 'DELETE',
            url: SITE_SERVICES_API.priceAlert(id),
            remoteAddress: nextIp(),
          })
          expectClear(res)
        }),
        { numRuns: 40 },
      )
    })
  })

  it('serves the ad-blocker bait as a small image anyone may load', async () => {
    const res = await t.app.inject({ url: SITE_SERVICES_API.adBait })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/gif')
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a')
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})
