import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INBOX_SYNC_API, INBOX_SYNC_PAGE } from '../../../shared/inbox/inbox-sync-contract.ts'
import type { OidcPeer } from '../../dev-peers/oidc-peer.ts'
import { createTestUser, signedInUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { adminBrowser, createCompany, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  finish,
  grantAtPeer,
  INBOX_CLIENT,
  inboxEnv,
  startInboxPeer,
} from '../../testing/inbox/inbox-sync-test-kit.ts'
import { TEST_ORIGIN } from '../../testing/social/social-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'

describe.each(testDatabaseKinds())('inbox sync against a real OpenID provider (%s)', (kind) => {
  let peer: OidcPeer
  let t: TestApp
  beforeAll(async () => {
    peer = await startInboxPeer()
    t = await startTestApp(kind, { env: inboxEnv(peer) })
  })
  afterAll(async () => {
    await t?.close()
    await peer?.close()
  })

  const signedIn = async () => {
    const user = await createTestUser(t)
    return signInBrowser(t, user)
  }

  it('subscribes with PKCE, a bound state and a nonce; answers the status; unsubscribes', async () => {
    const browser = await signedIn()
    const before = await browser.call(json('GET', INBOX_SYNC_API.subscription))
    expect(before.json()).toEqual({
      available: true,
      subscribed: false,
      email: null,
      scopes: [],
      grantedAt: null,
    })

    const {
      authorizationUrl,
      back,
      code: grantCode,
      state,
    } = await grantAtPeer(peer, browser, 'ann@mail.test')
    const q = authorizationUrl.searchParams
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${peer.issuer}/auth`)
    expect(q.get('client_id')).toBe(INBOX_CLIENT.clientId)
    expect(q.get('redirect_uri')).toBe(`${TEST_ORIGIN}${INBOX_SYNC_PAGE}`)
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(q.get('nonce')).toBeTruthy()
    expect(q.get('scope')).toBe('openid email')
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}${INBOX_SYNC_PAGE}`)

    const done = await finish(browser, { code: grantCode, state })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({
      subscribed: true,
      email: 'ann@mail.test',
      scopes: ['email', 'openid'],
    })
    const now = (await browser.call(json('GET', INBOX_SYNC_API.subscription))).json()
    expect(now).toMatchObject({ subscribed: true, email: 'ann@mail.test', grantedAt: expect.any(String) })

    // No token is kept: the row holds who and what, nothing that opens the mailbox.
    const row = await t.database.db
      .selectFrom('inbox_sync_grants')
      .selectAll()
      .where('user_id', '=', browser.userId)
      .executeTakeFirstOrThrow()
    expect(Object.keys(row).sort()).toEqual([
      'email',
      'granted_at',
      'provider',
      'scopes',
      'subject',
      'user_id',
    ])

    // The code is single use at the provider.
    const replay = await finish(browser, { code: grantCode, state })
    expect([replay.statusCode, errorCode(replay)]).toEqual([400, 'INBOX_SYNC_CODE_INVALID'])

    const off = await browser.call(json('DELETE', INBOX_SYNC_API.subscription))
    expect(off.json()).toMatchObject({ subscribed: false, email: null })
    expect((await browser.call(json('GET', INBOX_SYNC_API.subscription))).json().subscribed).toBe(false)
  })

  it('[ASVS #15 10.2.1] refuses a state made for another user or browser, or tampered with', async () => {
    const attacker = await signedIn()
    const victim = await signedIn()
    const theirs = await grantAtPeer(peer, attacker, 'attacker@mail.test')
    // The attacker's own code and state, submitted in the victim's session (login CSRF on the grant).
    const forced = await finish(victim, theirs)
    expect([forced.statusCode, errorCode(forced)]).toEqual([400, 'INBOX_SYNC_STATE_INVALID'])
    // The same user in another browser (another session group) cannot finish it either.
    const otherBrowser = await signInBrowser(t, { id: attacker.userId, email: attacker.email })
    expect(errorCode(await finish(otherBrowser, theirs))).toBe('INBOX_SYNC_STATE_INVALID')
    const [r, exp, mac] = theirs.state.split('.')
    for (const state of [
      `${r}.${Number(exp) + 60}.${mac}`,
      `${r}x.${exp}.${mac}`,
      'nonsense',
      `${theirs.state}.x`,
    ])
      expect(errorCode(await finish(attacker, { code: theirs.code, state }))).toBe('INBOX_SYNC_STATE_INVALID')
    expect((await victim.call(json('GET', INBOX_SYNC_API.subscription))).json().subscribed).toBe(false)
    // Untouched, the grant still completes for its own browser.
    expect((await finish(attacker, theirs)).json().subscribed).toBe(true)
  })

  it('refuses a made-up code at the provider, anonymous callers and missing form tokens', async () => {
    const browser = await signedIn()
    const { state } = await grantAtPeer(peer, browser, 'bob@mail.test')
    const made = await finish(browser, { code: 'not-a-code', state })
    expect([made.statusCode, errorCode(made)]).toEqual([400, 'INBOX_SYNC_CODE_INVALID'])
    for (const [method, url] of [
      ['GET', INBOX_SYNC_API.subscription],
      ['POST', INBOX_SYNC_API.subscribe],
    ] as const) {
      const anonymous = await t.app.inject({ method, url })
      expect(anonymous.statusCode).not.toBe(200)
    }
    const noToken = await t.app.inject({
      method: 'POST',
      url: INBOX_SYNC_API.subscribe,
      headers: { cookie: browser.cookie, 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(noToken.statusCode).toBe(403)
  })

  it('in business mode needs the company to have INBOX_SYNC on', async () => {
    const off = await adminBrowser(t, await createCompany(t))
    const refused = await off.call(json('POST', INBOX_SYNC_API.subscribe, {}))
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'INBOX_SYNC_NOT_ENABLED'])
    const on = await adminBrowser(t, await createCompany(t, { features: ['INBOX_SYNC'] }))
    expect((await on.call(json('POST', INBOX_SYNC_API.subscribe, {}))).statusCode).toBe(200)
  })
})

describe('inbox sync when the provider grants less, or none is configured', () => {
  let peer: OidcPeer
  let t: TestApp
  let bare: TestApp
  beforeAll(async () => {
    peer = await startInboxPeer()
    // The stand-in knows no mailbox scope, so it grants only openid and email: as a user unticking it.
    t = await startTestApp('pglite', { env: inboxEnv(peer, 'openid email mailbox.read') })
    bare = await startTestApp('pglite')
  })
  afterAll(async () => {
    await t?.close()
    await bare?.close()
    await peer?.close()
  })

  it('refuses a grant without the mailbox scope and stores nothing', async () => {
    const browser = await signedInUser(t)
    const grant = await grantAtPeer(peer, browser, 'cy@mail.test')
    const res = await finish(browser, grant)
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'INBOX_SYNC_SCOPE_DENIED'])
    expect((await browser.call(json('GET', INBOX_SYNC_API.subscription))).json().subscribed).toBe(false)
  })

  it('answers 503 to a subscribe and says it is unavailable when no provider is configured', async () => {
    const browser = await signInBrowser(bare, await createTestUser(bare))
    expect((await browser.call(json('GET', INBOX_SYNC_API.subscription))).json().available).toBe(false)
    const res = await browser.call(json('POST', INBOX_SYNC_API.subscribe, {}))
    expect([res.statusCode, errorCode(res)]).toEqual([503, 'INBOX_SYNC_UNAVAILABLE'])
  })
})
