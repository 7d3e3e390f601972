import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { createTestUser, TEST_PASSWORD } from '../testing/account/account-test-support.ts'
import { newBrowser, postForm } from '../testing/auth/auth-test-kit.ts'
import { proveSecondFactor } from '../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../testing/db/test-databases.ts'
import {
  type LiveBrowser,
  liveBrowser,
  signedInSupporter,
  startBody,
  supportStaffService,
} from '../testing/impersonation/impersonation-test-kit.ts'
import { concreteUrl } from '../testing/route-urls.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'
import {
  IMPERSONATION_ALLOWED,
  IMPERSONATION_LASTING_REFUSED,
  IMPERSONATION_REFUSED,
  impersonationRefusal,
  refusesImpersonation,
} from './impersonation-guard.ts'

/*
 * Walks the server's own route table: every state-changing route of the credential and account
 * families refuses an impersonated session, including routes added later that nobody listed.
 */
describe.each(testDatabaseKinds())('impersonated sessions on credential routes (%s)', (kind) => {
  let t: TestApp
  let acting: LiveBrowser
  beforeAll(async () => {
    t = await startTestApp(kind)
    // Added the way a later feature would add them (second factor enrolment, account deletion);
    // passkey registration and Google linking are real routes now and are walked as they are.
    t.app.post('/i/api/account/twoFactor/v1/enroll', async () => ({ enrolled: true }))
    t.app.delete('/i/api/account/v1', async () => ({ deleted: true }))
    acting = await signedInSupporter(t)
    const customer = await createTestUser(t)
    const started = await acting.call(startBody({ email: customer.email }))
    expect(started.statusCode, started.body).toBe(200)
  })
  afterAll(async () => t?.close())

  const refused = () =>
    t.app.routeTable.filter((r) => refusesImpersonation(r.method, r.url, r.csrf, r.business))

  it('finds the credential routes it must check, and the ones added later', () => {
    const names = refused().map((r) => `${r.method} ${r.url}`)
    for (const name of [
      `POST ${AUTH_PATHS.reauth}`,
      `POST ${AUTH_PATHS.changePassword}`,
      'POST /i/api/account/email/v1',
      'POST /i/api/account/email/v1/confirm',
      'DELETE /i/api/account/sessions/v1/:id',
      'POST /i/api/account/sessions/v1/endOthers',
      `GET ${AUTH_PATHS.add}`,
      `GET ${AUTH_PATHS.switch}`,
      `POST ${AUTH_PATHS.login}`,
      'POST /auth/webauthn/v1/register',
      'POST /i/api/account/twoFactor/v1/enroll',
      'DELETE /i/api/account/v1',
      'POST /k/run/googleauth/link',
    ]) {
      expect(names).toContain(name)
    }
    // Reading is not refused; nor is anything outside the families.
    expect(refusesImpersonation('GET', '/i/api/account/profile/v1', undefined)).toBe(false)
    expect(refusesImpersonation('GET', '/i/api/business/me/v1/tasks', undefined)).toBe(false)
    // Acting for another traveller is refused to support (decision 056).
    expect(refusesImpersonation('POST', '/i/api/business/me/v1/traveler/select', undefined)).toBe(true)
  })

  it('[ASVS #39 8.2.1] refuses an impersonated session on every state-changing credential route, before anything else', async () => {
    for (const route of refused()) {
      const res = await acting.call({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        payload: {},
      })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403)
      if (route.method === 'HEAD') continue
      const why = impersonationRefusal(route.method, route.url, route.csrf, route.business)
      expect(res.json().errors[0]).toEqual({
        code: 'PERMISSION_DENIED',
        description: why === 'lasting' ? IMPERSONATION_LASTING_REFUSED : IMPERSONATION_REFUSED,
      })
    }
    const state = await acting.authState()
    expect(state.loggedInSession).toBe(true)
    expect(state.impersonation).not.toBeNull()
  })

  it('[ASVS #39 8.2.1] a browser remembered as signed out is refused as soon as it impersonates', async () => {
    const supporter = await createTestUser(t, { firstName: 'Sue' })
    await supportStaffService(t).grant(supporter.email, 'test operator', 'test grant')
    const customer = await createTestUser(t)
    const browser = await newBrowser(t.app)
    // Signed out, a refused route is looked up once and the group remembered as anonymous.
    const wrong = { username: supporter.email, passwd: 'not the password, not at all' }
    expect((await postForm(t.app, browser, AUTH_PATHS.login, wrong)).statusCode).toBe(401)
    const good = { username: supporter.email, passwd: TEST_PASSWORD }
    expect((await postForm(t.app, browser, AUTH_PATHS.login, good)).statusCode).toBe(200)
    const own = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', supporter.id)
      .where('active', '=', true)
      .executeTakeFirstOrThrow()
    await proveSecondFactor(t, own.id)
    const start = startBody({ email: customer.email })
    const started = await t.app.inject({
      ...start,
      remoteAddress: browser.ip,
      headers: { cookie: browser.cookie, 'x-csrf': browser.token },
    })
    expect(started.statusCode, started.body).toBe(200)
    const set = [started.headers['set-cookie']].flat().find((c) => c?.startsWith('fw_sg='))
    if (set) browser.cookie = set.split(';')[0] as string
    const token = (started.json() as { formToken?: unknown }).formToken
    if (typeof token === 'string') browser.token = token
    const res = await postForm(t.app, browser, AUTH_PATHS.login, good)
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0]).toEqual({ code: 'PERMISSION_DENIED', description: IMPERSONATION_REFUSED })
  })

  it('lets the listed routes through (each exists), and only them', async () => {
    const table = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`))
    for (const [name, why] of Object.entries(IMPERSONATION_ALLOWED)) {
      expect(table.has(name), name).toBe(true)
      expect(why.length).toBeGreaterThan(10)
    }
    const res = await acting.call({ method: 'PUT', url: '/i/api/account/profile/v1', payload: {} })
    expect(res.statusCode).toBe(400)
  })

  it('leaves the same routes to the customer and to support staff who impersonate nobody', async () => {
    const supporter = await signedInSupporter(t)
    const customer = await createTestUser(t)
    for (const browser of [supporter, await liveBrowser(t, customer)]) {
      const res = await browser.call({ method: 'POST', url: AUTH_PATHS.changePassword, payload: {} })
      expect(res.json().errors[0].description).not.toBe(IMPERSONATION_REFUSED)
    }
  })
})
