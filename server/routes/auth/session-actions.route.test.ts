import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { createUserRepository } from '../../repositories/user.repository.ts'
import { signInWithPassword } from '../../testing/account/two-factor-test-kit.ts'
import {
  authState,
  getWithToken,
  newBrowser,
  postForm,
  type TestBrowser,
} from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useSeededApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('sessions: sign-in, sign-out, several accounts (%s)', (kind) => {
  const t = useSeededApp(kind)

  const signedIn = (email: string, browser?: TestBrowser) =>
    signInWithPassword(t.app, email, DEMO_PASSWORD, browser)

  it('[ASVS #20 7.2.4] gives a new cookie at sign-in; the one from before signs nobody in', async () => {
    const browser = await newBrowser(t.app)
    const before = browser.cookie
    await signedIn('traveler@fernway.test', browser)
    expect(browser.cookie).not.toBe(before)
    expect((await authState(t.app, { cookie: before })).loggedInSession).toBe(false)
    expect((await authState(t.app, browser)).loggedInSession).toBe(true)
  })

  it('[ASVS #21 7.4.1] sign-out ends the session on the server: the old cookie replayed is anonymous', async () => {
    const browser = await signedIn('traveler@fernway.test')
    const stolen = browser.cookie
    const res = await postForm(t.app, browser, AUTH_PATHS.logout, {})
    expect(res.json()).toMatchObject({ status: 0 })
    expect(browser.cookie).not.toBe(stolen)
    expect((await authState(t.app, { cookie: stolen })).loggedInSession).toBe(false)
  })

  it('[ASVS #21 7.4.1] signing out a browser holding two accounts ends both: its cookie replayed holds neither', async () => {
    const browser = await signedIn('traveler@fernway.test')
    expect((await getWithToken(t.app, browser, AUTH_PATHS.add)).json()).toMatchObject({ status: 0 })
    await signedIn('ava@northwind.test', browser)
    expect((await authState(t.app, browser)).accountSwitcherItems).toHaveLength(2)
    const stolen = browser.cookie
    expect((await postForm(t.app, browser, AUTH_PATHS.logout, {})).statusCode).toBe(200)
    const replayed = await authState(t.app, { cookie: stolen })
    expect(replayed.loggedInSession).toBe(false)
    expect(replayed.accountSwitcherItems ?? []).toEqual([])
  })

  it('[ASVS #22 7.4.2] disabling an account ends its sessions at once', async () => {
    const browser = await signedIn('guest@northwind.test')
    const user = await createUserRepository(t.database.db).findByEmail('guest@northwind.test')
    await t.app.services.sessions.disableUser(user?.id ?? '')
    expect((await authState(t.app, browser)).loggedInSession).toBe(false)
    const res = await postForm(t.app, browser, AUTH_PATHS.resendConfirmation, {})
    expect(res.statusCode).toBe(401)
    expect(res.json().errors[0].code).toBe('INVALID_SESSION')
  })

  it('adds a second account, lists both, switches, and signs both out together', async () => {
    const browser = await signedIn('traveler@fernway.test')
    expect((await getWithToken(t.app, browser, AUTH_PATHS.add)).json()).toMatchObject({ status: 0 })
    await signedIn('dana@northwind.test', browser)
    const state = await authState(t.app, browser)
    expect(state.accountName).toBe('Dana Whitfield')
    const items = state.accountSwitcherItems.map(
      (i: { userEmail: string; businessMode: boolean }) => `${i.userEmail} ${i.businessMode}`,
    )
    // Dana's e-mail holds a personal and a business account: two entries, one session.
    expect(items).toEqual([
      'traveler@fernway.test false',
      'dana@northwind.test false',
      'dana@northwind.test true',
    ])
    expect(state.accountSwitcherItems[1].tokenId).toBe(state.accountSwitcherItems[2].tokenId)
    const tomas = state.accountSwitcherItems[0].tokenId
    const sw = await getWithToken(t.app, browser, `${AUTH_PATHS.switch}?tokenId=${tomas}&business=false`)
    expect(sw.json()).toMatchObject({ status: 0 })
    expect((await authState(t.app, browser)).accountName).toBe('Tomas Reyes')

    const out = await postForm(t.app, browser, AUTH_PATHS.logout, {})
    expect(out.statusCode).toBe(200)
    expect((await authState(t.app, browser)).loggedInSession).toBe(false)
  })

  it('switches between the personal and business account of one e-mail', async () => {
    const browser = await signedIn('dana@northwind.test')
    const state = await authState(t.app, browser)
    expect(state.businessState.businessMode).toBe(false)
    const tokenId = state.accountSwitcherItems[0].tokenId
    await getWithToken(t.app, browser, `${AUTH_PATHS.switch}?tokenId=${tokenId}&business=true`)
    const business = await authState(t.app, browser)
    expect(business.businessState.businessMode).toBe(true)
    expect(business.permissions.length).toBeGreaterThan(0)
  })

  it('[ASVS #29 14.2.1] refuses to switch to a session of another browser (a tokenId in a URL is worth nothing elsewhere), or to a mode the account lacks', async () => {
    const mine = await signedIn('traveler@fernway.test')
    const theirs = await signedIn('ava@northwind.test')
    const theirToken = (await authState(t.app, theirs)).accountSwitcherItems[0].tokenId
    const res = await getWithToken(t.app, mine, `${AUTH_PATHS.switch}?tokenId=${theirToken}&business=true`)
    expect(res.statusCode).toBe(404)
    expect(res.json().errorCode).toBe('SESSION_NOT_FOUND')
    const myToken = (await authState(t.app, mine)).accountSwitcherItems[0].tokenId
    const noProfile = await getWithToken(t.app, mine, `${AUTH_PATHS.switch}?tokenId=${myToken}&business=true`)
    expect(noProfile.statusCode).toBe(404)
  })

  it('[ASVS #29 3.5.3] add and switch are GETs that demand the form token', async () => {
    const browser = await signedIn('traveler@fernway.test')
    for (const url of [AUTH_PATHS.add, `${AUTH_PATHS.switch}?tokenId=abcdefghijkl&business=false`]) {
      const res = await t.app.inject({ url, headers: { cookie: browser.cookie } })
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].code).toBe('INVALID_FORM_TOKEN')
    }
  })

  it('without "add another account" a second sign-in replaces the first', async () => {
    const browser = await signedIn('traveler@fernway.test')
    await signedIn('ava@northwind.test', browser)
    const state = await authState(t.app, browser)
    expect(state.accountSwitcherItems.map((i: { userEmail: string }) => i.userEmail)).toEqual([
      'ava@northwind.test',
    ])
  })
})
