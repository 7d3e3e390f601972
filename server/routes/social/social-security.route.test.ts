import crypto from 'node:crypto'
import { generateKeyPair, SignJWT } from 'jose'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCIAL_PATHS } from '../../../shared/social/social-contract.ts'
import {
  authState,
  newBrowser,
  postForm,
  type TestBrowser,
  uniqueEmail,
} from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { authorizeAtNaverPeer, authorizeAtOidcPeer } from '../../testing/social/peer-browser.ts'
import {
  googlePopup,
  naverPopup,
  popupResult,
  returnToCallback,
  startPopup,
  TEST_ORIGIN,
} from '../../testing/social/social-test-kit.ts'
import { startTestSocialPeers, type TestSocialPeers } from '../../testing/social/test-social-peers.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

let peers: TestSocialPeers
beforeAll(async () => {
  peers = await startTestSocialPeers(TEST_ORIGIN)
})
afterAll(async () => peers?.close())

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe.each(testDatabaseKinds())('social sign-in refuses what it must (%s)', (kind) => {
  const t = useTestApp(kind, () => ({ env: { PUBLIC_ORIGIN: TEST_ORIGIN, ...peers.env() } }))

  const count = async (table: 'session_groups' | 'users' | 'social_identities') =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.database.db)).rows[0]
        ?.n,
    )

  /** A nonce this browser was really given, as the one-tap prompt gets it. */
  async function nonceFor(browser: TestBrowser): Promise<string> {
    const res = await postForm(t.app, browser, SOCIAL_PATHS.googleNonce, {})
    expect(res.statusCode).toBe(200)
    return res.json().nonce
  }

  async function googleLogin(browser: TestBrowser, idToken: string) {
    return postForm(t.app, browser, SOCIAL_PATHS.googleLogin, { idToken, confirm: '1', consent: true })
  }

  it('[ASVS #13 6.8.2] an ID token is refused with alg none, a wrong key, a wrong audience, expired, or a wrong nonce', async () => {
    const browser = await newBrowser(t.app)
    const nonce = await nonceFor(browser)
    const other = await newBrowser(t.app)
    const otherNonce = await nonceFor(other)
    const now = Math.floor(Date.now() / 1000)
    const good = {
      iss: peers.google.issuer,
      aud: peers.ours.google.clientId,
      sub: `forged-${crypto.randomBytes(4).toString('hex')}`,
      email: uniqueEmail('forged'),
      email_verified: true,
      nonce,
    }
    // The control: the same claims, properly signed, are accepted.
    expect((await googleLogin(browser, await peers.google.signIdToken(good))).json()).toMatchObject({
      verifyStatus: 0,
    })

    const { privateKey: strangerKey } = await generateKeyPair('RS256')
    const forged = {
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...good, iat: now, exp: now + 600 })}.`,
      wrongKey: await new SignJWT({ ...good, iat: now, exp: now + 600 })
        .setProtectedHeader({ alg: 'RS256' })
        .sign(strangerKey),
      hmacWithPublicSecret: await new SignJWT({ ...good, iat: now, exp: now + 600 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(peers.ours.google.clientSecret)),
      wrongAudience: await peers.google.signIdToken({ ...good, aud: peers.other.google.clientId }),
      wrongIssuer: await peers.google.signIdToken({ ...good, iss: 'https://accounts.example' }),
      expired: await peers.google.signIdToken({ ...good, iat: now - 7200, exp: now - 3600 }),
      noNonce: await peers.google.signIdToken({ ...good, nonce: undefined }),
      anotherBrowsersNonce: await peers.google.signIdToken({ ...good, nonce: otherNonce }),
      madeUpNonce: await peers.google.signIdToken({ ...good, nonce: 'abc.9999999999.def' }),
    }
    for (const [name, token] of Object.entries(forged)) {
      const victim = await newBrowser(t.app)
      await nonceFor(victim)
      const res = await googleLogin(victim, token)
      expect(res.statusCode, name).toBe(401)
      expect(res.json(), name).toMatchObject({
        errorCode: 'INVALID_SOCIAL_TOKEN',
        verifyStatus: -1,
        linkMessage: 'n',
      })
      expect((await authState(t.app, victim)).loggedInSession, name).toBe(false)
    }
  })

  it('[ASVS #14 10.3.1] an access token issued to another client id is refused (Google and Naver)', async () => {
    const email = uniqueEmail('swap')
    const browser = await newBrowser(t.app)
    const foreignGoogle = await peers.google.accessTokenFor(peers.other.google.clientId, { email })
    const google = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, { accessToken: foreignGoogle })
    expect(google.statusCode).toBe(401)
    expect(google.json().errorCode).toBe('INVALID_SOCIAL_TOKEN')
    const foreignNaver = peers.naver.issueToken(peers.other.naver.clientId, { email })
    const naver = await postForm(t.app, browser, SOCIAL_PATHS.naverLogin, { accessToken: foreignNaver })
    expect(naver.statusCode).toBe(401)
    expect(naver.json().errorCode).toBe('INVALID_SOCIAL_TOKEN')
    expect(await authState(t.app, browser)).toMatchObject({ loggedInSession: false })

    // Control: tokens issued to our own clients are accepted.
    const ours = await peers.google.accessTokenFor(peers.ours.google.clientId, { email })
    expect(
      (await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, { accessToken: ours })).json(),
    ).toMatchObject({
      confirmStatus: 'REGISTER',
      verifyStatus: 2,
    })
    const oursNaver = peers.naver.issueToken(peers.ours.naver.clientId, { email })
    expect(
      (await postForm(t.app, browser, SOCIAL_PATHS.naverLogin, { accessToken: oursNaver })).statusCode,
    ).toBe(200)
  })

  it("[ASVS #15 10.1.2] a callback carrying another browser's state is refused before any code is exchanged", async () => {
    const attacker = await newBrowser(t.app)
    const victim = await newBrowser(t.app)
    for (const provider of ['google', 'naver'] as const) {
      const url = await startPopup(t.app, attacker, provider)
      const back =
        provider === 'google'
          ? await authorizeAtOidcPeer(peers.google, url.href, { email: uniqueEmail('attacker') })
          : {
              kind: 'redirect' as const,
              url: await authorizeAtNaverPeer(peers.naver, url.href, { email: uniqueEmail('attacker') }),
            }
      if (back.kind !== 'redirect') throw new Error('unexpected')
      // The attacker makes the victim's browser open the callback with the attacker's code and state.
      const res = await returnToCallback(t.app, victim, back.url)
      expect(res.statusCode, provider).toBe(400)
      expect(popupResult(res), provider).toMatchObject({ error: 'INVALID_STATE' })
      expect(popupResult(res).idToken ?? popupResult(res).accessToken, provider).toBeUndefined()
      // The attacker's own browser, with its own state, still gets through (the control).
      expect(popupResult(await returnToCallback(t.app, attacker, back.url)).error, provider).toBeUndefined()
    }
    // Apple's state travels with the login call: another browser's is refused there.
    const state = new URL((await startPopup(t.app, attacker, 'apple')).href).searchParams.get(
      'state',
    ) as string
    const token = await peers.apple.signIdToken({
      aud: peers.ours.apple.clientId,
      sub: 'apple-x',
      nonce: 'x',
    })
    const apple = await postForm(t.app, victim, SOCIAL_PATHS.appleLogin, { idToken: token, state })
    expect(apple.json()).toMatchObject({ errorCode: 'INVALID_STATE', verifyStatus: -1 })
  })

  it("[ASVS #12 6.8.1] a Google token with a victim's e-mail but another subject cannot reach the victim's account", async () => {
    const victimEmail = uniqueEmail('victim')
    const victim = await newBrowser(t.app)
    const naver = await naverPopup(t.app, peers, victim, { email: victimEmail })
    await postForm(t.app, victim, SOCIAL_PATHS.naverLogin, {
      accessToken: naver.accessToken as string,
      confirm: '1',
      consent: true,
    })
    const victimSub = (
      await t.database.db
        .selectFrom('social_identities')
        .select('subject')
        .where('email', '=', victimEmail)
        .executeTakeFirstOrThrow()
    ).subject

    const attacker = await newBrowser(t.app)
    // Same e-mail at Google, and even the same subject string as the victim's Naver identity.
    for (const sub of [`attacker-${crypto.randomBytes(4).toString('hex')}`, victimSub]) {
      const popup = await googlePopup(t.app, peers, attacker, { email: victimEmail, sub })
      const res = await googleLogin(attacker, popup.idToken as string)
      expect(res.json()).toMatchObject({ status: 0, verifyStatus: 1, linkMessage: 'l' })
      expect(res.json().userInfo).toBeNull()
      expect((await authState(t.app, attacker)).loggedInSession).toBe(false)
    }
  })

  it('[ASVS #26 7.6.2] a page with one-tap available, its nonce and an unconfirmed answer create no session', async () => {
    const before = { groups: await count('session_groups'), users: await count('users') }
    const browser = await newBrowser(t.app)
    await t.app.inject({ url: '/', headers: { cookie: browser.cookie } })
    const nonce = await nonceFor(browser)
    const idToken = await peers.google.signIdToken({
      aud: peers.ours.google.clientId,
      sub: `tap-${crypto.randomBytes(4).toString('hex')}`,
      email: uniqueEmail('tap'),
      email_verified: true,
      nonce,
    })
    // One-tap's own post, before the visitor confirmed creating an account.
    const res = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, {
      idToken,
      confirm: '0',
      sticky: true,
      userInfo: true,
    })
    expect(res.json()).toMatchObject({ confirmStatus: 'REGISTER', verifyStatus: 2 })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect({ groups: await count('session_groups'), users: await count('users') }).toEqual(before)
    // The visitor confirms: now, and only now, an account and a session exist.
    const confirmed = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, {
      idToken,
      confirm: '1',
      consent: true,
    })
    expect(confirmed.json()).toMatchObject({ verifyStatus: 0 })
    expect(await count('session_groups')).toBe(before.groups + 1)
  })

  it('the login routes are rate-limited per address', async () => {
    const browser = await newBrowser(t.app)
    const statuses: number[] = []
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await postForm(t.app, browser, SOCIAL_PATHS.naverLogin, { accessToken: 'not-a-real-token' }))
          .statusCode,
      )
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
  })
})
