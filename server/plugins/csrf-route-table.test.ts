import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../testing/db/test-databases.ts'
import { concreteUrl } from '../testing/route-urls.ts'
import { browserIdentity, startTestApp, type TestApp } from '../testing/test-app.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/*
 * Walks the server's own route table, so a route added later is covered without anyone remembering:
 * every state-changing route refuses a missing token, a foreign token and a cross-site request.
 */
describe.each(testDatabaseKinds())('form token on every state-changing route (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    // Two routes added the way a later feature would add them: they must be covered with no extra work.
    t.app.post('/i/api/probe/v1/change/:id', async () => ({ changed: true }))
    t.app.get('/k/run/probe/switch', { config: { csrf: true } }, async () => ({ switched: true }))
  })
  afterAll(async () => t?.close())

  const changing = () =>
    t.app.routeTable.filter((r) => r.csrf === true || (!SAFE.has(r.method) && r.csrf !== false))

  it('finds the routes it must check', () => {
    const names = changing().map((r) => `${r.method} ${r.url}`)
    expect(names).toContain('POST /i/api/probe/v1/change/:id')
    expect(names).toContain('GET /k/run/probe/switch')
    // The exemptions: the route that hands the token out, and Apple's form_post return (which only
    // relays Apple's answer to the opener page, whose own call is checked).
    const exempt = t.app.routeTable.filter((r) => r.csrf === false).map((r) => `${r.method} ${r.url}`)
    expect(exempt.sort()).toEqual(['POST /k/run/appleauth/callback', 'POST /s/run/formtoken'])
  })

  it('[ASVS #28 3.5.1] refuses a missing or foreign token with 403', async () => {
    const mine = await browserIdentity(t.app)
    const other = await browserIdentity(t.app)
    for (const route of changing()) {
      const url = concreteUrl(route.url)
      const method = route.method as 'POST' | 'HEAD'
      const missing = await t.app.inject({ method, url, headers: { cookie: mine.cookie }, payload: {} })
      expect(missing.statusCode, `${method} ${url} without a token`).toBe(403)
      if (method !== 'HEAD') expect(missing.json().errors[0].code).toBe('INVALID_FORM_TOKEN')
      const foreign = await t.app.inject({
        method,
        url,
        headers: { cookie: mine.cookie, 'x-csrf': other.token },
        payload: {},
      })
      expect(foreign.statusCode, `${method} ${url} with another browser's token`).toBe(403)
      const noCookie = await t.app.inject({ method, url, headers: { 'x-csrf': mine.token }, payload: {} })
      expect(noCookie.statusCode, `${method} ${url} with a token but no cookie`).toBe(403)
    }
  })

  it('[ASVS #28 3.5.1] refuses cross-site requests even with the right token, on every non-GET route', async () => {
    const mine = await browserIdentity(t.app)
    const checked = t.app.routeTable.filter(
      (r) => !r.providerCallback && (r.csrf !== undefined || !SAFE.has(r.method)),
    )
    for (const route of checked) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { cookie: mine.cookie, 'x-csrf': mine.token, 'sec-fetch-site': 'cross-site' },
        payload: {},
      })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403)
      if (route.method !== 'HEAD') expect(res.json().errors[0].code).toBe('CROSS_SITE_REQUEST')
    }
  })

  it('accepts the browser its own token', async () => {
    const mine = await browserIdentity(t.app)
    for (const route of changing()) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { cookie: mine.cookie, 'x-csrf': mine.token, 'sec-fetch-site': 'same-origin' },
        payload: {},
      })
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403)
    }
  })

  it('hands the same browser the same token, and another browser a different one', async () => {
    const a = await browserIdentity(t.app)
    const again = await t.app.inject({
      method: 'POST',
      url: '/s/run/formtoken',
      headers: { cookie: a.cookie },
    })
    expect(again.body).toBe(a.token)
    const b = await browserIdentity(t.app)
    expect(b.token).not.toBe(a.token)
  })
})
