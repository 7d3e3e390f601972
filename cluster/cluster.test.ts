import crypto from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_API } from '../shared/account/account-contract.ts'
import { AUTH_PATHS } from '../shared/auth/auth-contract.ts'
import { AUTH_STATE_PATH } from '../shared/constants.ts'
import { PRIVACY_API } from '../shared/privacy/privacy-contract.ts'
import type { ClusterBrowser } from './cluster-browser.ts'
import { startTestCluster, type TestCluster } from './test-cluster.ts'

/*
 * Two instances of the app as separate processes behind Debian's nginx, sharing the machine's
 * PostgreSQL (a schema of their own) and Redis (decision 060). Every request goes through nginx; the
 * test header picks the instance where it matters. Waits are generous and nothing here is timed.
 */
const DEMO_PASSWORD = 'Fernway-demo-2026'
const A = 1
const B = 2

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'two instances behind nginx',
  () => {
    let t: TestCluster
    beforeAll(async () => {
      t = await startTestCluster({ instances: 2 })
    }, 120_000)
    afterAll(async () => t?.close(), 60_000)

    async function signedIn(email: string, on: number): Promise<ClusterBrowser> {
      const browser = t.browser()
      await browser.formToken({ instance: on })
      const res = await browser.send('POST', AUTH_PATHS.login, {
        instance: on,
        form: { username: email, passwd: DEMO_PASSWORD },
      })
      expect(res.status, res.body).toBe(200)
      expect(res.instance).toBe(on)
      return browser
    }
    const loggedIn = async (browser: ClusterBrowser, on: number) => {
      const res = await browser.send('GET', AUTH_STATE_PATH, { instance: on })
      expect(res.instance).toBe(on)
      return res.json<{ loggedInSession: boolean }>().loggedInSession
    }

    it('spreads requests over both instances, and the header reaches the one asked for', async () => {
      const browser = t.browser()
      const seen = new Set<number | null>()
      for (let i = 0; i < 6; i++) seen.add((await browser.send('GET', '/readyz')).instance)
      expect([...seen].sort()).toEqual([A, B])
      expect((await browser.send('GET', '/readyz', { instance: B })).instance).toBe(B)
    })

    it('keeps a busy client’s keep-alive connection open past nginx’s default of 1,000 requests', async () => {
      // nginx's default closes it at the 1,000th; a client that already sent the next one gets a reset.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const sockets = new Set<unknown>()
      const closing: number[] = []
      const url = new URL(t.cluster.url)
      for (let i = 0; i < 1100; i++) {
        await new Promise<void>((resolve, reject) => {
          const req = http.get({ host: url.hostname, port: url.port, path: '/readyz', agent }, (res) => {
            sockets.add(req.socket)
            if (res.headers.connection === 'close') closing.push(i)
            res.resume().on('end', resolve).on('error', reject)
          })
          req.on('error', reject)
        })
      }
      agent.destroy()
      expect(closing).toEqual([])
      expect(sockets.size).toBe(1)
    })

    it('a session made on one instance works on the other', async () => {
      const browser = await signedIn('traveler@fernway.test', A)
      expect(await loggedIn(browser, B)).toBe(true)
      const sessions = await browser.send('GET', ACCOUNT_API.sessions, { instance: B })
      expect(sessions.status).toBe(200)
    })

    it('a sign-out on one instance ends the session on the other, which had it in memory', async () => {
      const browser = await signedIn('ava@northwind.test', A)
      // B reads the session now and keeps it in memory (decision 015).
      expect(await loggedIn(browser, B)).toBe(true)
      const cookie = browser.cookieHeader
      expect((await browser.send('POST', AUTH_PATHS.logout, { instance: A, form: {} })).status).toBe(200)
      // The old cookie replayed on B: the eviction crossed over Redis well within the memory's 10 seconds.
      const replay = t.browser()
      for (const part of cookie.split('; ')) {
        const [name = '', value = ''] = part.split('=')
        replay.cookies.set(name, value)
      }
      await expect.poll(() => loggedIn(replay, B), { timeout: 3000, interval: 50 }).toBe(false)
    })

    it('ending another browser’s session on one instance ends it on the other', async () => {
      const phone = await signedIn('ben@northwind.test', B)
      const laptop = await signedIn('ben@northwind.test', A)
      expect(await loggedIn(phone, B)).toBe(true)
      const ended = await laptop.send('POST', ACCOUNT_API.endOtherSessions, { instance: A, json: {} })
      expect(ended.status, ended.body).toBe(200)
      await expect.poll(() => loggedIn(phone, B), { timeout: 3000, interval: 50 }).toBe(false)
      expect(await loggedIn(laptop, B)).toBe(true)
    })

    it('a form token made by one instance is accepted by the other', async () => {
      const browser = t.browser()
      await browser.formToken({ instance: A })
      const saved = await browser.send('POST', PRIVACY_API.consentRecord, {
        instance: B,
        json: { acceptedCategories: ['strictlyNecessary', 'functional'] },
      })
      expect(saved.status, saved.body).toBe(200)
      const forged = await browser.send('POST', PRIVACY_API.consentRecord, {
        instance: B,
        json: { acceptedCategories: ['strictlyNecessary'] },
        headers: { 'x-csrf': 'A'.repeat(43) },
        noToken: true,
      })
      expect(forged.status).toBe(403)
    })

    it('consent written through one instance is read through the other, and a retry is kept once', async () => {
      const laptop = await signedIn('dana@northwind.test', A)
      const consentId = crypto.randomUUID()
      const body = { acceptedCategories: ['strictlyNecessary', 'analytical'], consentId }
      expect((await laptop.send('POST', PRIVACY_API.consentRecord, { instance: A, json: body })).status).toBe(
        200,
      )
      // The browser did not hear the answer and sends it again; this time B takes it.
      const retry = await laptop.send('POST', PRIVACY_API.consentRecord, { instance: B, json: body })
      expect(retry.json<{ consentId: string }>().consentId).toBe(consentId)
      expect(await t.query('select id from consent_records where id = $1', [consentId])).toHaveLength(1)
      // A second device of the same account, on the other instance, with no consent cookie of its own.
      const phone = await signedIn('dana@northwind.test', B)
      const read = await phone.send('GET', PRIVACY_API.consent, { instance: B })
      expect(read.status).toBe(200)
      expect(read.json<{ acceptedCategories: string[] }>().acceptedCategories).toEqual(
        expect.arrayContaining(['strictlyNecessary', 'analytical']),
      )
      expect(read.json<{ acceptedCategories: string[] }>().acceptedCategories).not.toContain('advertising')
    })

    it('counts a client’s sign-in attempts on both instances together, by its real address', async () => {
      const client = t.browser()
      await client.formToken()
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) {
        const res = await client.send('POST', AUTH_PATHS.login, {
          instance: i % 2 ? B : A,
          form: { username: `nobody${i}@nowhere.test`, passwd: 'not the password at all' },
          // Forged addresses: nginx replaces the header, so they change nothing.
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        })
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 30).filter((s) => s === 429)).toEqual([])
      expect(statuses[30]).toBe(429)
      // Another client (another address) is not held back by the first one's count.
      const other = t.browser()
      await other.formToken()
      const theirs = await other.send('POST', AUTH_PATHS.login, {
        form: { username: 'nobody@nowhere.test', passwd: 'not the password at all' },
      })
      expect(theirs.status).toBe(401)
    })

    it('holds an account back after failures made on both instances', async () => {
      // Five free failures in all, then a back-off (decision 011); each instance alone saw at most three.
      // Tries that find the account held back are answered 429 and not counted, so a shared count shows
      // its first 429 by the sixth try, or a little later on a slow machine; separate counts not before
      // the eleventh.
      let firstHeldBack = 0
      for (let i = 1; i <= 10 && !firstHeldBack; i++) {
        const browser = t.browser()
        await browser.formToken()
        const res = await browser.send('POST', AUTH_PATHS.login, {
          instance: i % 2 ? A : B,
          form: { username: 'manager@northwind.test', passwd: 'a wrong password, again' },
        })
        expect([401, 429]).toContain(res.status)
        if (res.status === 429) {
          expect(res.json<{ errorCode: string }>().errorCode).toBe('TOO_MANY_ATTEMPTS')
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
          firstHeldBack = i
        }
      }
      expect(firstHeldBack).toBeGreaterThanOrEqual(6)
      expect(firstHeldBack).toBeLessThanOrEqual(9)
    })
  },
)
