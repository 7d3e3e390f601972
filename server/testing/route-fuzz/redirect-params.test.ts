import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSO_API, SSO_CALLBACK_PATH } from '../../../shared/sso/sso-contract.ts'
import { landsOnAttacker, redirectTricks } from '../../../shared/testing/redirect-tricks.ts'
import { signInBrowser } from '../account/account-test-support.ts'
import { newBrowser, nextIp } from '../auth/auth-test-kit.ts'
import { ALL_SAMPLES } from '../business-matrix/all-samples.ts'
import { matrixCompany, matrixContexts, nextMatrixIp } from '../business-matrix/matrix-harness.ts'
import { routeKey } from '../business-matrix/route-expectations.ts'
import { createMemberOf } from '../company/company-test-kit.ts'
import { concreteUrl } from '../route-urls.ts'
import { adminBrowser, configureSso, createCompany, useAppWithIdp } from '../sso/sso-test-kit.ts'
import { startTestApp, type TestApp } from '../test-app.ts'
import { encode } from './fuzz-requests.ts'
import { fuzzSettings } from './fuzz-runs.ts'
import { fuzzedRoutes } from './route-fuzzer.ts'
import { seedOf } from './route-seeds.ts'

/** Every name a redirect target goes by in this code base or the ones it copies (spec, ASVS row 30). */
const REDIRECT_PARAMS = [
  'redir',
  'redirect',
  'redirectUrl',
  'redirect_uri',
  'returnTo',
  'return_to',
  'next',
  'continue',
  'url',
  'target',
  'loginRedirectUrl',
  'businessRedirectUrl',
] as const
/** Keys of an answer that a browser navigates to. */
const NAVIGATED_KEY = /redir|redirect|returnTo|return_to|^next$|continue|location/i
const settings = fuzzSettings()
/** Targets per route: a quarter of the fuzzer's count (at least 4), as each carries one trick in every place. */
const RUNS = Math.max(4, Math.ceil(settings.runs / 4))

/** Where this answer sends the browser: its Location, and the navigated keys of its JSON. */
function destinations(res: LightMyRequestResponse): string[] {
  const found = res.headers.location ? [String(res.headers.location)] : []
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return found
  const pending: unknown[] = [res.json()]
  while (pending.length) {
    const item = pending.pop()
    if (item === null || typeof item !== 'object') continue
    for (const [key, value] of Object.entries(item)) {
      if (typeof value === 'string' && NAVIGATED_KEY.test(key)) found.push(value)
      else pending.push(value)
    }
  }
  return found
}

describe('redirect parameters on every route', () => {
  let t: TestApp
  let contexts: ReturnType<typeof matrixContexts>
  beforeAll(async () => {
    t = await startTestApp('pglite', { web: true })
    contexts = matrixContexts(t)
  })
  afterAll(async () => {
    await contexts?.close()
    await t?.close()
  })

  it(
    '[ASVS #30 3.7.2] no route sends the browser to a generated foreign, scheme-relative, backslash or encoded target',
    async () => {
      const company = await matrixCompany(t)
      const admin = await createMemberOf(t, company, 'admin')
      const routes = fuzzedRoutes(t.app.routeTable, settings.only).filter(
        (r) => !r.url.startsWith('/assets/'),
      )
      const open: string[] = []
      for (const route of routes) {
        const seed = await seedOf(route, ALL_SAMPLES, contexts.of(company))
        const browser = await signInBrowser(t, admin, { businessMode: true })
        const path = seed?.path ?? concreteUrl(route.url, { wildcard: 'signout' })
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...REDIRECT_PARAMS), redirectTricks(), async (name, trick) => {
            const query = new URLSearchParams(seed?.query ?? {})
            const url = `${path}?${query.toString()}${query.size ? '&' : ''}${encode(name)}=${encode(trick)}`
            const body = { ...(seed?.body as object | undefined), [name]: trick }
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              remoteAddress: nextMatrixIp(),
              headers: {
                cookie: browser.cookie,
                'x-csrf': browser.token,
                'content-type': 'application/json',
              },
              ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: JSON.stringify(body) }),
            })
            expect(res.statusCode, `${routeKey(route)} ${url}`).toBeLessThan(500)
            for (const to of destinations(res))
              if (landsOnAttacker(to, t.config.publicOrigin))
                open.push(`${routeKey(route)} ${name}=${trick} -> ${to}`)
          }),
          { numRuns: RUNS, ...(settings.seed === undefined ? {} : { seed: settings.seed }) },
        )
      }
      expect(open).toEqual([])
    },
    120_000 + RUNS * 400 * 20,
  )
})

describe('the company sign-in way back', () => {
  const env = useAppWithIdp('pglite')
  let domain: string
  beforeAll(async () => {
    const company = await createCompany(env.t)
    domain = company.domain
    await configureSso(env, await adminBrowser(env.t, company), company, { activate: true })
  })

  it('[ASVS #30 3.7.2] comes back to a generated foreign, dot-segment or encoded redir on our own site only', async () => {
    const browser = await newBrowser(env.t.app)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          redirectTricks(),
          fc.constantFrom('/..//evil.example', '/%2e%2e//evil.example', '/.//evil.example'),
        ),
        async (redir) => {
          const start = await env.t.app.inject({
            method: 'GET',
            url: `${SSO_API.entryPointUrl}?${new URLSearchParams({ email: `a@${domain}`, redir })}`,
            remoteAddress: nextIp(),
            headers: { cookie: browser.cookie, 'x-csrf': browser.token },
          })
          // Refused outright (text no store can keep): nothing to come back to.
          if (start.statusCode === 400) return
          expect(start.statusCode, start.body).toBe(200)
          const state = new URL(start.json().entryPointUrl).searchParams.get('state')
          // The provider refuses (the person cancelled): the callback sends the browser back to redir.
          const back = await env.t.app.inject({
            method: 'GET',
            url: `${SSO_CALLBACK_PATH}?${new URLSearchParams({ state: String(state), error: 'access_denied' })}`,
            remoteAddress: nextIp(),
            headers: { cookie: browser.cookie, 'sec-fetch-site': 'cross-site' },
          })
          expect(back.statusCode).toBe(303)
          expect(
            landsOnAttacker(String(back.headers.location), env.t.config.publicOrigin),
            String(back.headers.location),
          ).toBe(false)
        },
      ),
      { numRuns: 40 },
    )
  })
})
