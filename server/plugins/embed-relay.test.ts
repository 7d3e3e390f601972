import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addIsoDays, isoDay } from '../../shared/calendar-days.ts'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import {
  EMBED_ORIGIN_HEADER,
  EMBED_SERVER_LIMITS,
  EmbedErrorCode,
} from '../../shared/embed/embed-contract.ts'
import { testDatabaseKinds } from '../testing/db/test-databases.ts'
import { type EmbedTestApp, HOST, OTHER_HOST, startEmbedApp } from '../testing/embed/embed-test-kit.ts'
import { browserIdentity } from '../testing/test-app.ts'

// A month ahead: the catalogue refuses a day that has passed (fixed dates here broke on their day).
const checkin = addIsoDays(isoDay(new Date()), 30)
const SEARCH = `/i/api/catalogue/v1/hotel/search?destination=tokyo&checkin=${checkin}&checkout=${addIsoDays(checkin, 2)}`

// ASVS 3.5.5 (checklist row 33): the server checks, limits and logs every relayed call.
describe.each(testDatabaseKinds())(
  '[ASVS #33 3.5.5] relayed calls of the embedded mode on the server (%s)',
  (kind) => {
    let t: EmbedTestApp
    let browser: { cookie: string; token: string }
    beforeAll(async () => {
      t = await startEmbedApp(kind)
      browser = await browserIdentity(t.app)
    })
    afterAll(async () => t?.close())

    /** As the frame would send it: the browser's cookie and form token, and the host's origin. */
    const relayed = (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      origin = HOST,
      remoteAddress = '10.2.0.1',
    ) =>
      t.app.inject({
        method,
        url,
        remoteAddress,
        headers: { cookie: browser.cookie, 'x-csrf': browser.token, [EMBED_ORIGIN_HEADER]: origin },
      })
    const relayLog = () => t.logs().filter((l) => l.msg === 'embedded relay call')

    it('answers an allowed call and logs it with the host origin', async () => {
      const res = await relayed('GET', SEARCH)
      expect(res.statusCode).toBe(200)
      expect(res.json().offers.length).toBeGreaterThan(0)
      const state = await relayed('GET', AUTH_STATE_PATH)
      expect(state.statusCode).toBe(200)
      expect(relayLog()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            embedOrigin: HOST,
            method: 'GET',
            path: '/i/api/catalogue/v1/hotel/search',
            statusCode: 200,
          }),
          expect.objectContaining({ embedOrigin: HOST, path: AUTH_STATE_PATH, statusCode: 200 }),
        ]),
      )
    })

    it('refuses a call naming a host that is not configured, and logs the attempt', async () => {
      const res = await relayed('GET', SEARCH, OTHER_HOST)
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].code).toBe(EmbedErrorCode.ORIGIN_REFUSED)
      expect(
        t.logs().some((l) => l.msg === 'embedded call from an unknown host' && l.embedOrigin === OTHER_HOST),
      ).toBe(true)
    })

    it('refuses calls outside the allow-list even from a configured host (company SSO DELETE, store POST)', async () => {
      for (const [method, url] of [
        ['DELETE', '/i/api/business/company/v1/sso/1'],
        ['GET', '/i/api/business/company/v1/sso'],
        ['POST', '/trips/api/store'],
        ['GET', '/i/api/catalogue/v1/hotel/search/../../../business/me/v1/account/info'],
        ['GET', '/profile/account'],
      ] as const) {
        const res = await relayed(method, url)
        expect(res.statusCode, `${method} ${url}`).toBe(403)
        expect(res.json().errors[0].code).toBe(EmbedErrorCode.PATH_REFUSED)
      }
      expect(t.logs().filter((l) => l.msg === 'embedded relay call refused').length).toBeGreaterThanOrEqual(5)
    })

    it('limits relayed calls per address and host, apart from ordinary calls', async () => {
      const statuses: number[] = []
      for (let i = 0; i <= EMBED_SERVER_LIMITS.relay.max; i += 1)
        statuses.push((await relayed('GET', AUTH_STATE_PATH, HOST, '10.3.0.1')).statusCode)
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true)
      const limited = await relayed('GET', AUTH_STATE_PATH, HOST, '10.3.0.1')
      expect(limited.statusCode).toBe(429)
      expect(limited.json().errors[0].code).toBe(EmbedErrorCode.RATE_LIMITED)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      // The same address without the relay's mark is an ordinary visitor.
      const plain = await t.app.inject({ method: 'GET', url: AUTH_STATE_PATH, remoteAddress: '10.3.0.1' })
      expect(plain.statusCode).toBe(200)
    })
  },
)
