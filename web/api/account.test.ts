import { describe, expect, it } from 'vitest'
import {
  ageAuthentication,
  createTestUser,
  type SignedInBrowser,
  signInBrowser,
  TEST_PASSWORD,
} from '../../server/testing/account/account-test-support.ts'
import { signedInFakeBrowser } from '../testing/api/fake-browser.ts'
import { listeningServer } from '../testing/api/listening-server.ts'
import { accountApi } from './account.ts'
import { ApiError } from './errors.ts'
import { travelersApi } from './travelers.ts'

/** The web's account and traveller modules against the real server, as a signed-in browser tab. */
describe('account and traveller API modules', () => {
  const server = listeningServer()

  function tabOf(browser: SignedInBrowser) {
    const b = signedInFakeBrowser(server.baseUrl, browser)
    return { account: accountApi(b.client), travelers: travelersApi(b.client), jar: b.jar }
  }

  it('reads and saves the profile', async () => {
    const me = await signInBrowser(server.t, await createTestUser(server.t))
    const { account } = tabOf(me)
    expect((await account.profile()).email).toBe(me.email)
    const saved = await account.updateProfile({ firstName: 'Jo', lastName: 'Kim', optIn: true })
    expect(saved).toMatchObject({ firstName: 'Jo', lastName: 'Kim', optIn: true })
  })

  it('creates, lists, saves and deletes travellers with the v2 version parameter', async () => {
    const me = await signInBrowser(server.t, await createTestUser(server.t))
    const { travelers, jar } = tabOf(me)
    expect(await travelers.preferred()).toBeNull()
    const made = await travelers.create({ firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1985-04-02' })
    expect(made.preferred).toBe(true)
    expect((await travelers.preferred())?.travelerId).toBe(made.travelerId)
    const saved = await travelers.save(made.travelerId, { ...made, middleName: 'Maria' })
    expect(saved.middleName).toBe('Maria')
    expect((await travelers.list()).map((x) => x.travelerId)).toEqual([made.travelerId])
    expect(await travelers.remove(made.travelerId)).toBeNull()
    expect(await travelers.list()).toEqual([])
    const urls = jar.requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)
    expect(urls).toContain('POST /i/api/account/traveler/v1/?knownTravelerNumberApiVersion=v2')
    expect(urls).toContain(
      `PUT /i/api/account/traveler/v1/${made.travelerId}?knownTravelerNumberApiVersion=v2`,
    )
    expect(urls).toContain(`DELETE /i/api/account/traveler/v1/${made.travelerId}`)
  })

  it('surfaces REAUTH_REQUIRED, then succeeds after re-authenticating', async () => {
    const me = await signInBrowser(server.t, await createTestUser(server.t))
    await ageAuthentication(server.t, me, 30)
    const { account } = tabOf(me)
    const refused = await account.requestEmailChange('next@example.test').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).code).toBe('REAUTH_REQUIRED')
    expect((await account.reauthenticate(TEST_PASSWORD)).status).toBe(0)
    expect(await account.requestEmailChange('next@example.test')).toEqual({
      pendingEmail: 'next@example.test',
    })
  })

  it('changes the password by form post and names the refused field', async () => {
    const user = await createTestUser(server.t)
    const me = await signInBrowser(server.t, user)
    const other = await signInBrowser(server.t, user)
    const { account } = tabOf(me)
    const weak = await account
      .changePassword({ currentPasswd: TEST_PASSWORD, passwd: 'short', endOtherSessions: true })
      .catch((e: unknown) => e)
    expect((weak as ApiError).code).toBe('PASSWORD_TOO_SHORT')
    expect((weak as ApiError).body).toMatchObject({ errorField: 'passwd' })
    const passwd = 'a sufficiently long new passphrase'
    const done = await account.changePassword({
      currentPasswd: TEST_PASSWORD,
      passwd,
      endOtherSessions: true,
    })
    expect(done.status).toBe(0)
    expect((await account.sessions()).sessions.map((s) => s.id)).toEqual([me.sessionId])
    expect(other.sessionId).not.toBe(me.sessionId)
  })

  it('lists sessions and ends one or all of the others', async () => {
    const user = await createTestUser(server.t)
    const me = await signInBrowser(server.t, user)
    const [a, b] = [await signInBrowser(server.t, user), await signInBrowser(server.t, user)]
    const { account } = tabOf(me)
    expect((await account.sessions()).sessions).toHaveLength(3)
    expect(await account.endSession(a.sessionId)).toEqual({ ended: 1 })
    expect(await account.endOtherSessions()).toEqual({ ended: 1 })
    const left = (await account.sessions()).sessions
    expect(left.map((s) => [s.id, s.current])).toEqual([[me.sessionId, true]])
    expect(b.sessionId).not.toBe(me.sessionId)
  })
})
