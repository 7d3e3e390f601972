import type { JWTPayload } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { authState, newBrowser, type TestBrowser } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import type { IdTokenTamper } from '../../testing/sso/oidc-idp.ts'
import {
  adminBrowser,
  arriveAt,
  configureSso,
  entryPoint,
  idpAccountFor,
  useAppWithIdp,
} from '../../testing/sso/sso-test-kit.ts'
import { useCompany } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('the SSO callback refuses what it did not start (%s)', (kind) => {
  const env = useAppWithIdp(kind)
  const company = useCompany(env.t)

  beforeAll(async () => {
    await configureSso(env, await adminBrowser(env.t, company), company, { activate: true })
  })

  /** A person starts SSO in a browser and signs in at the provider; the way back is not followed yet. */
  async function started(): Promise<{ browser: TestBrowser; back: URL; email: string }> {
    const person = idpAccountFor(company, 'p')
    env.idp.addAccount(person)
    const browser = await newBrowser(env.t.app)
    const start = await entryPoint(env, browser, person.login)
    const back = await env.idp.signIn(start.json().entryPointUrl, person.login)
    return { browser, back, email: person.login }
  }

  async function expectRefused(browser: TestBrowser, back: URL, code: string) {
    const res = await arriveAt(env, browser, back)
    expect(res.statusCode).toBe(303)
    const location = new URL(res.headers.location as string, 'http://x')
    expect(location.searchParams.get('ssoError')).toBe(code)
    expect(location.searchParams.get('signin')).toBe('externalAuth')
    expect((await authState(env.t.app, browser)).loggedInSession).toBe(false)
  }

  const exists = async (email: string) =>
    (await env.t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst()) !== undefined

  const tampered: [string, IdTokenTamper][] = [
    ['signed with a key the provider never published', { signWith: 'attacker' }],
    ['unsigned (alg none)', { signWith: 'none' }],
    [
      'issued to another client (foreign audience)',
      { signWith: 'provider', claims: (c) => ({ ...c, aud: 'another-app' }) },
    ],
    [
      'expired',
      { signWith: 'provider', claims: (c) => ({ ...c, exp: Math.floor(Date.now() / 1000) - 3600 }) },
    ],
    ['with another nonce', { signWith: 'provider', claims: (c) => ({ ...c, nonce: 'not-ours' }) }],
    [
      'from another issuer',
      { signWith: 'provider', claims: (c: JWTPayload) => ({ ...c, iss: 'https://evil.example' }) },
    ],
  ]
  for (const [what, tamper] of tampered) {
    it(`[ASVS #13 6.8.2] an ID token ${what} signs nobody in and creates nobody`, async () => {
      const { browser, back, email } = await started()
      env.idp.tamperNextIdToken(tamper)
      await expectRefused(browser, back, 'SSO_REJECTED')
      expect(await exists(email)).toBe(false)
    })
  }

  it('[ASVS #15 10.1.2] a callback replayed in the same browser is refused the second time', async () => {
    const { browser, back } = await started()
    // The sign-in gives the browser a new cookie; the replay comes with the one the attempt was bound to.
    const before = { ...browser }
    const first = await arriveAt(env, browser, back)
    expect(first.headers.location).toBe('/trips')
    await expectRefused(before, back, 'SSO_STATE_INVALID')
  })

  it("[ASVS #15 10.1.2] another browser's callback is refused there, and still works in the browser that started it", async () => {
    const { browser, back } = await started()
    const attacker = await newBrowser(env.t.app)
    await expectRefused(attacker, back, 'SSO_STATE_INVALID')
    const own = await arriveAt(env, browser, back)
    expect(own.headers.location).toBe('/trips')
    expect((await authState(env.t.app, browser)).loggedInSession).toBe(true)
  })

  it('[ASVS #15 10.1.2] a callback without any session-group cookie is refused', async () => {
    const { back } = await started()
    await expectRefused({ cookie: '', token: '', ip: '10.250.0.1' }, back, 'SSO_STATE_INVALID')
  })

  it('[ASVS #15 10.1.2] a stale state (the attempt expired) is refused', async () => {
    const { browser, back } = await started()
    await env.t.database.db
      .updateTable('sso_attempts')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute()
    await expectRefused(browser, back, 'SSO_STATE_INVALID')
  })

  it('a made-up code or a changed state is refused', async () => {
    const { browser, back } = await started()
    const forgedCode = new URL(back)
    forgedCode.searchParams.set('code', 'made-up-code')
    await expectRefused(browser, forgedCode, 'SSO_REJECTED')
    const other = await started()
    const forgedState = new URL(other.back)
    forgedState.searchParams.set('state', 'x'.repeat(43))
    await expectRefused(other.browser, forgedState, 'SSO_STATE_INVALID')
  })

  it("the provider's refusal (access_denied) comes back as a refusal", async () => {
    const browser = await newBrowser(env.t.app)
    const start = await entryPoint(env, browser, `x@${company.domain}`)
    const url = new URL(start.json().entryPointUrl)
    const back = new URL('http://localhost:3000/k/run/sso/callback')
    back.searchParams.set('error', 'access_denied')
    back.searchParams.set('state', url.searchParams.get('state') as string)
    back.searchParams.set('iss', env.idp.issuer)
    await expectRefused(browser, back, 'SSO_REJECTED')
  })

  it('the authorization request uses PKCE (S256), a state and a nonce, all different each time', async () => {
    const browser = await newBrowser(env.t.app)
    const urls = await Promise.all(
      [1, 2].map(
        async () => new URL((await entryPoint(env, browser, `y@${company.domain}`)).json().entryPointUrl),
      ),
    )
    for (const url of urls) {
      expect(url.searchParams.get('code_challenge_method')).toBe('S256')
      expect(url.searchParams.get('response_type')).toBe('code')
      expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(43)
      expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(43)
    }
    const [a, b] = urls as [URL, URL]
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(a.searchParams.get(param)).not.toBe(b.searchParams.get(param))
  })
})
