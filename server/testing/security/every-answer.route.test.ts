import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { PICKER_API } from '../../../shared/pickers/picker-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { signInWithPassword } from '../account/two-factor-test-kit.ts'
import { newBrowser, nextIp, postForm, type TestBrowser } from '../auth/auth-test-kit.ts'
import { concreteUrl, SOME_ID } from '../route-urls.ts'
import type { TestApp } from '../test-app.ts'
import { startProductionApp } from './production-app.ts'
import { contentTypeProblem, cookieProblems, corsProblem, securityHeaderProblems } from './response-checks.ts'

const EVIL = 'https://evil.example'
interface Answer {
  who: string
  method: string
  url: string
  res: LightMyRequestResponse
}

/**
 * Every route of the production server, called by an anonymous browser and by a signed-in one, each
 * request from another origin: the answers are then checked for what every answer must carry
 * (checklist rows 31, 32, 34; decision 063). Routes come from the app's own route table, so a route
 * added later is crawled too.
 */
describe('every answer of the production server', () => {
  let t: TestApp
  const answers: Answer[] = []

  async function crawl(who: string, browser: TestBrowser, options: { assets: boolean }) {
    // Reads first, so that the signed-in browser is still signed in for them (a POST may sign it out).
    const routes = t.app.routeTable
      // HEAD twins run their GET's handler and hooks: the GET answers stand for them.
      .filter((r) => r.method !== 'HEAD' && (options.assets || !r.url.startsWith('/assets/')))
      .sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'))
    for (const route of routes) {
      const method = route.method as 'GET'
      // Ids where ids go, a page path for a catch-all.
      const url = concreteUrl(route.url, { id: SOME_ID, wildcard: 'trips' })
      const res = await t.app.inject({
        method,
        url,
        remoteAddress: nextIp(),
        headers: {
          cookie: browser.cookie,
          'x-csrf': browser.token,
          origin: EVIL,
          ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: '{}' }),
      })
      answers.push({ who, method, url, res })
    }
  }

  beforeAll(async () => {
    t = await startProductionApp({ demoAccounts: true })
    await crawl('anonymous', await newBrowser(t.app), { assets: true })
    const member = await signInWithPassword(t.app, 'dana@northwind.test', DEMO_PASSWORD)
    // The build's files answer alike for anyone: once is enough.
    await crawl('signed in', member, { assets: false })
    // A preflight from another origin is not answered with permissions either.
    for (const url of [AUTH_PATHS.login, '/i/api/business/company/v1/general']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: EVIL, 'access-control-request-method': 'POST' },
      })
      answers.push({ who: 'preflight', method: 'OPTIONS', url, res })
    }
  }, 240_000)
  afterAll(async () => t?.close())

  const listed = (check: (a: Answer) => string | null) =>
    answers.flatMap((a) => {
      const problem = check(a)
      return problem ? [`${a.who} ${a.method} ${a.url} ${a.res.statusCode}: ${problem}`] : []
    })

  it('[ASVS #34 4.1.1] every answer with a body names its type, and every textual one charset=utf-8', () => {
    expect(answers.length).toBeGreaterThan(t.app.routeTable.filter((r) => r.method !== 'HEAD').length)
    expect(listed((a) => contentTypeProblem(a.res, a.method))).toEqual([])
    const types = new Set(answers.map((a) => String(a.res.headers['content-type']).split(';')[0]))
    // The crawl reached every kind of answer the site gives.
    for (const type of [
      'text/html',
      'application/json',
      'text/plain',
      'image/svg+xml',
      'application/javascript',
      'text/css',
    ])
      expect(types, type).toContain(type)
  })

  it('[ASVS #32 3.4.2] no answer lets another origin read it, with or without credentials', () => {
    expect(listed((a) => corsProblem(a.res))).toEqual([])
  })

  it('[ASVS #31 3.4.1][ASVS #47 3.4.3] every answer has HSTS, nosniff, a referrer policy and frame denial; pages a nonce-only CSP and no style attribute', () => {
    expect(listed((a) => securityHeaderProblems(a.res, a.method, a.url).join('; ') || null)).toEqual([])
    const statuses = (type: string) =>
      new Set(
        answers
          .filter((a) => String(a.res.headers['content-type']).startsWith(type))
          .map((a) => a.res.statusCode),
      )
    // HTML and JSON answers of every outcome were among them: pages and missing pages, data and errors.
    expect([...statuses('text/html')]).toEqual(expect.arrayContaining([200, 404]))
    expect([...statuses('application/json')]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]))
  })

  it('[ASVS #31 3.4.3] gives each page answer a new nonce', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: '/', remoteAddress: nextIp() })
      nonces.add(/'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '')
    }
    expect(nonces.size).toBe(5)
  })

  it('[ASVS #27 3.3.1] the session cookie is __Host-, Secure, HttpOnly, Path=/, SameSite=Lax, without Domain, at every step; every cookie is Secure', async () => {
    const steps: LightMyRequestResponse[] = answers.map((a) => a.res)
    const formtoken = await t.app.inject({ method: 'POST', url: '/s/run/formtoken', remoteAddress: nextIp() })
    steps.push(formtoken)
    const browser = await newBrowser(t.app)
    steps.push(
      await postForm(t.app, browser, AUTH_PATHS.login, {
        username: 'ava@northwind.test',
        passwd: DEMO_PASSWORD,
      }),
    )
    const headers = { cookie: browser.cookie, 'x-csrf': browser.token }
    steps.push(await t.app.inject({ url: '/?site=kr', headers, remoteAddress: nextIp() }))
    steps.push(
      await t.app.inject({
        method: 'POST',
        url: PICKER_API.currencySet,
        headers,
        payload: { currencyCode: 'EUR', store: false },
        remoteAddress: nextIp(),
      }),
    )
    steps.push(await postForm(t.app, browser, AUTH_PATHS.logout, {}))
    const cookies = steps.flatMap((res) => [res.headers['set-cookie'] ?? []].flat())
    const sessionCookies = cookies.filter((c) => /^(__Host-)?fw_sg=/.test(c))
    // The cookie of a new browser, of the sign-in (a new secret) and of the sign-out (another one).
    expect(new Set(sessionCookies).size).toBeGreaterThanOrEqual(3)
    expect(cookies.some((c) => c.startsWith('fw_site='))).toBe(true)
    expect(cookies.flatMap(cookieProblems)).toEqual([])
  })
})
