import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { LEGAL_VERSIONS } from '../../../shared/legal/legal-versions.ts'
import { SOCIAL_PATHS, socialApiPaths } from '../../../shared/social/social-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { type SocialPeers, startSocialPeers } from '../../dev-peers/social-peers.ts'
import { authState, newBrowser, postForm, uniqueEmail } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { applePopup, googlePopup, naverPopup, TEST_ORIGIN } from '../../testing/social/social-test-kit.ts'
import { useSeededApp } from '../../testing/use-test-app.ts'

let peers: SocialPeers
beforeAll(async () => {
  peers = await startSocialPeers(TEST_ORIGIN)
})
afterAll(async () => peers?.close())

describe.each(testDatabaseKinds())('social sign-in against the stand-in providers (%s)', (kind) => {
  const t = useSeededApp(kind, () => ({ env: { PUBLIC_ORIGIN: TEST_ORIGIN, ...peers.env() } }))

  const users = async (email: string) =>
    t.database.db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).execute()

  it('a visitor signs up with Google after confirming, signs out, and signs in again', async () => {
    const email = uniqueEmail('gina')
    const browser = await newBrowser(t.app)
    const popup = await googlePopup(t.app, peers, browser, { email, name: 'Gina Park' })
    expect(popup.provider).toBe('google')
    expect(popup.idToken).toMatch(/^ey/)

    // Without confirmation nothing is created: the answer asks to confirm registering.
    const ask = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, {
      idToken: popup.idToken as string,
      confirm: '0',
    })
    expect(ask.statusCode).toBe(200)
    expect(ask.json()).toMatchObject({
      status: 0,
      confirmStatus: 'REGISTER',
      verifyStatus: 2,
      socialEmail: email,
      socialName: 'Gina Park',
    })
    expect(await users(email)).toHaveLength(0)
    expect((await authState(t.app, browser)).loggedInSession).toBe(false)

    // Registering records terms consent, like the password registration.
    const noConsent = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, {
      idToken: popup.idToken as string,
      confirm: '1',
    })
    expect(noConsent.statusCode).toBe(400)
    expect(noConsent.json()).toMatchObject({
      errorCode: 'TERMS_CONSENT_REQUIRED',
      errorField: 'consent',
      verifyStatus: -1,
    })

    const done = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, {
      idToken: popup.idToken as string,
      confirm: '1',
      consent: true,
      optin: false,
      sticky: false,
    })
    expect(done.json()).toMatchObject({
      status: 0,
      confirmStatus: 'REGISTER',
      verifyStatus: 0,
      linkMessage: 'w',
    })
    expect(done.json().userInfo.accountEmail).toBe(email)
    const [row] = await users(email)
    expect(row?.terms_accepted_at).not.toBeNull()
    expect(row).toMatchObject({
      terms_version: LEGAL_VERSIONS.terms.version,
      privacy_version: LEGAL_VERSIONS.privacy.version,
    })
    expect(row?.password_hash).toBeNull()
    expect(row?.email_confirmed_at).not.toBeNull()
    expect(row?.first_name).toBe('Gina')
    expect((await authState(t.app, browser)).loggedInSession).toBe(true)

    await postForm(t.app, browser, AUTH_PATHS.logout, {})
    expect((await authState(t.app, browser)).loggedInSession).toBe(false)

    const again = await googlePopup(t.app, peers, browser, { email })
    const back = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, {
      idToken: again.idToken as string,
      confirm: '0',
    })
    expect(back.json()).toMatchObject({
      status: 0,
      confirmStatus: 'LOGIN',
      verifyStatus: 0,
      linkMessage: 'w',
    })
    expect((await authState(t.app, browser)).accountName).toBe('Gina Park')
    expect(await users(email)).toHaveLength(1)
  })

  it('a visitor signs in with Naver: the popup hands over an access token that the server verifies', async () => {
    const email = uniqueEmail('nari')
    const browser = await newBrowser(t.app)
    const popup = await naverPopup(t.app, peers, browser, { email, name: 'Nari Kim' })
    expect(popup.accessToken).toBeTruthy()
    const ask = await postForm(t.app, browser, SOCIAL_PATHS.naverLogin, {
      accessToken: popup.accessToken as string,
    })
    expect(ask.json()).toMatchObject({ confirmStatus: 'REGISTER', verifyStatus: 2 })
    const done = await postForm(t.app, browser, SOCIAL_PATHS.naverLogin, {
      accessToken: popup.accessToken as string,
      confirm: '1',
      consent: true,
    })
    expect(done.json()).toMatchObject({ status: 0, verifyStatus: 0, confirmStatus: 'REGISTER' })
    const [row] = await users(email)
    // Naver does not say it checked the address: the account starts unconfirmed.
    expect(row?.email_confirmed_at).toBeNull()
    expect((await authState(t.app, browser)).unconfirmedAccount).toBe(true)
  })

  it('a visitor signs in with Apple: the posted-back answer reaches the login call with its state', async () => {
    const email = uniqueEmail('ada')
    const browser = await newBrowser(t.app)
    const popup = await applePopup(t.app, peers, browser, { email })
    expect(popup).toMatchObject({ provider: 'apple', firstName: 'Ada', lastName: 'Apple' })
    const done = await postForm(t.app, browser, SOCIAL_PATHS.appleLogin, {
      idToken: popup.idToken as string,
      code: popup.code as string,
      state: popup.state as string,
      firstName: popup.firstName as string,
      lastName: popup.lastName as string,
      confirm: '1',
      consent: true,
    })
    expect(done.json()).toMatchObject({ status: 0, verifyStatus: 0, confirmStatus: 'REGISTER' })
    expect((await users(email))[0]?.last_name).toBe('Apple')
  })

  it('an e-mail that already has an account needs its password to link, then Google signs straight in', async () => {
    const browser = await newBrowser(t.app)
    const popup = await googlePopup(t.app, peers, browser, { email: 'traveler@fernway.test' })
    const ask = await postForm(t.app, browser, SOCIAL_PATHS.googleLogin, {
      idToken: popup.idToken as string,
      confirm: '1',
      consent: true,
    })
    expect(ask.json()).toMatchObject({ status: 0, verifyStatus: 1, linkMessage: 'l', confirmStatus: 'LOGIN' })
    expect((await authState(t.app, browser)).loggedInSession).toBe(false)

    const wrong = await postForm(t.app, browser, SOCIAL_PATHS.googleLoginAndLinkExisting, {
      idToken: popup.idToken as string,
      username: 'traveler@fernway.test',
      passwd: 'not the password at all',
    })
    expect(wrong.statusCode).toBe(401)
    const linked = await postForm(t.app, browser, SOCIAL_PATHS.googleLoginAndLinkExisting, {
      idToken: popup.idToken as string,
      username: 'traveler@fernway.test',
      passwd: DEMO_PASSWORD,
    })
    expect(linked.json()).toMatchObject({ status: 0, verifyStatus: 0, linkMessage: 'w' })

    const other = await newBrowser(t.app)
    const next = await googlePopup(t.app, peers, other, { email: 'traveler@fernway.test' })
    const signedIn = await postForm(t.app, other, SOCIAL_PATHS.googleLogin, {
      idToken: next.idToken as string,
    })
    expect(signedIn.json()).toMatchObject({ verifyStatus: 0, confirmStatus: 'LOGIN' })
    expect((await authState(t.app, other)).userInfoState.accountEmail).toBe('traveler@fernway.test')
  })

  it('a signed-in member links and unlinks Naver; the only way into an account cannot be unlinked', async () => {
    const browser = await newBrowser(t.app)
    await postForm(t.app, browser, AUTH_PATHS.login, {
      username: 'ava@northwind.test',
      passwd: DEMO_PASSWORD,
    })
    const naver = peers.naver.issueToken(peers.ours.naver.clientId, { email: uniqueEmail('ava-naver') })
    const link = await postForm(t.app, browser, socialApiPaths('naver').link, { accessToken: naver })
    expect(link.json()).toMatchObject({ status: 0, verifyStatus: 0 })
    const list = await t.app.inject({ url: SOCIAL_PATHS.identities, headers: { cookie: browser.cookie } })
    expect(list.json()).toMatchObject({ hasPassword: true, identities: [{ provider: 'naver' }] })
    expect(list.json().configured).toEqual(['google', 'apple', 'naver'])
    const unlink = await postForm(t.app, browser, socialApiPaths('naver').unlink, {})
    expect(unlink.json()).toMatchObject({ status: 0 })

    // A Google-only account keeps its one way in.
    const solo = await newBrowser(t.app)
    const popup = await googlePopup(t.app, peers, solo, { email: uniqueEmail('solo') })
    await postForm(t.app, solo, SOCIAL_PATHS.googleLogin, {
      idToken: popup.idToken as string,
      confirm: '1',
      consent: true,
    })
    const last = await postForm(t.app, solo, SOCIAL_PATHS.googleUnlink, {})
    expect(last.statusCode).toBe(409)
    expect(last.json()).toMatchObject({
      errorCode: 'LAST_SIGN_IN_METHOD',
      verifyStatus: -1,
      linkMessage: 'n',
    })
  })

  it('linking needs a signed-in member, and an identity linked elsewhere is not linkable', async () => {
    const anonymous = await newBrowser(t.app)
    const token = peers.naver.issueToken(peers.ours.naver.clientId, { email: uniqueEmail('nobody') })
    const refused = await postForm(t.app, anonymous, socialApiPaths('naver').link, { accessToken: token })
    expect(refused.statusCode).toBe(401)
    expect(refused.json().errors[0].code).toBe('INVALID_SESSION')

    const first = await newBrowser(t.app)
    await postForm(t.app, first, AUTH_PATHS.login, {
      username: 'traveler@fernway.test',
      passwd: DEMO_PASSWORD,
    })
    const shared = peers.naver.issueToken(peers.ours.naver.clientId, { email: uniqueEmail('shared') })
    expect(
      (await postForm(t.app, first, socialApiPaths('naver').link, { accessToken: shared })).statusCode,
    ).toBe(200)
    const second = await newBrowser(t.app)
    await postForm(t.app, second, AUTH_PATHS.login, { username: 'ava@northwind.test', passwd: DEMO_PASSWORD })
    const taken = await postForm(t.app, second, socialApiPaths('naver').link, { accessToken: shared })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ errorCode: 'IDENTITY_IN_USE', linkMessage: 'n' })
  })

  it("Google's spec messages: link or register without being signed in to Google", async () => {
    const browser = await newBrowser(t.app)
    await postForm(t.app, browser, AUTH_PATHS.login, {
      username: 'traveler@fernway.test',
      passwd: DEMO_PASSWORD,
    })
    const link = await postForm(t.app, browser, SOCIAL_PATHS.googleLink, {})
    expect(link.json().message).toBe('You should be logged in to Google to link it to Fernway')
    const visitor = await newBrowser(t.app)
    const register = await postForm(t.app, visitor, SOCIAL_PATHS.googleLogin, { confirm: '1' })
    expect(register.json().message).toBe('You should be logged in to Google to register Fernway account')
  })

  it('a squatted, never-confirmed registration does not keep the mailbox owner out', async () => {
    const email = uniqueEmail('squatted')
    const squatter = await newBrowser(t.app)
    await postForm(t.app, squatter, AUTH_PATHS.register, {
      username: email,
      passwd: 'a squatter passphrase 123',
      consent: true,
    })
    expect((await users(email))[0]?.pending_registration).toBe(true)
    const owner = await newBrowser(t.app)
    const popup = await googlePopup(t.app, peers, owner, { email })
    const done = await postForm(t.app, owner, SOCIAL_PATHS.googleLogin, {
      idToken: popup.idToken as string,
      confirm: '1',
      consent: true,
    })
    expect(done.json()).toMatchObject({ verifyStatus: 0, confirmStatus: 'REGISTER' })
    const [row] = await users(email)
    expect(row?.pending_registration).toBe(false)
    expect(row?.password_hash).toBeNull()
  })
})
