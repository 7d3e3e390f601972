import { describe, expect, it } from 'vitest'
import { ZAuthResponseSchema } from '../../../shared/auth/auth-schemas.ts'
import { verifyPassword } from '../../services/password-hasher.ts'
import {
  ageAuthentication,
  createTestUser,
  form,
  markImpersonated,
  type SignedInBrowser,
  signedInUser,
  signInBrowser,
  TEST_PASSWORD,
} from '../../testing/account/account-test-support.ts'
import { authState } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const REAUTH = '/k/run/auth/reauth'
const CHANGE = '/k/run/auth/password/change'
const NEW_PASSWORD = 'a much longer brand new passphrase'

describe.each(testDatabaseKinds())('re-authentication and password change (%s)', (kind) => {
  const t = useTestApp(kind)

  const signedIn = async (b: SignedInBrowser) => (await authState(t.app, b)).loggedInSession
  const storedHash = async (userId: string) =>
    await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'password_changed_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  const change = (b: SignedInBrowser, fields: Record<string, string>) =>
    b.call({ method: 'POST', url: CHANGE, ...form(fields) })
  const reauth = (b: SignedInBrowser, passwd: string) =>
    b.call({ method: 'POST', url: REAUTH, ...form({ passwd }) })

  it('re-authenticates with the password and refuses a wrong one with 403', async () => {
    const me = await signedInUser(t)
    await ageAuthentication(t, me, 60)
    const wrong = await reauth(me, 'not my password at all')
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({
      status: 1,
      errorCode: 'WRONG_CURRENT_PASSWORD',
      errorField: 'passwd',
    })
    expect(wrong.json().errors[0].code).toBe('WRONG_CURRENT_PASSWORD')
    const ok = await reauth(me, TEST_PASSWORD)
    expect(ok.statusCode).toBe(200)
    const body = ZAuthResponseSchema.parse(ok.json())
    expect(body).toMatchObject({ status: 0, errorCode: null, formToken: me.token })
    expect(body.userInfo?.accountEmail).toBe(me.email)
    const at = await t.database.db
      .selectFrom('sessions')
      .select('authenticated_at')
      .where('id', '=', me.sessionId)
      .executeTakeFirstOrThrow()
    expect(Date.now() - at.authenticated_at.getTime()).toBeLessThan(60_000)
  })

  it('[ASVS #5 6.2.2] changes the password with the current one, keeping this session', async () => {
    const me = await signedInUser(t)
    const res = await change(me, {
      currentPasswd: TEST_PASSWORD,
      passwd: NEW_PASSWORD,
      endOtherSessions: 'false',
    })
    expect(res.statusCode).toBe(200)
    expect(ZAuthResponseSchema.parse(res.json()).status).toBe(0)
    const row = await storedHash(me.userId)
    expect(await verifyPassword(row.password_hash ?? '', NEW_PASSWORD)).toBe(true)
    expect(row.password_changed_at).not.toBeNull()
    expect(await signedIn(me)).toBe(true)
  })

  it('[ASVS #5 6.2.3] refuses a change without, or with a wrong, current password with 403', async () => {
    const me = await signedInUser(t)
    const before = (await storedHash(me.userId)).password_hash
    const attempts: Record<string, string>[] = [
      { passwd: NEW_PASSWORD },
      { currentPasswd: '', passwd: NEW_PASSWORD },
      { currentPasswd: 'wrong wrong wrong wrong', passwd: NEW_PASSWORD },
    ]
    for (const fields of attempts) {
      const res = await change(me, fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(403)
      expect(res.json()).toMatchObject({ errorCode: 'WRONG_CURRENT_PASSWORD', errorField: 'currentPasswd' })
    }
    expect((await storedHash(me.userId)).password_hash).toBe(before)
  })

  it('refuses a new password the policy rejects, naming the field', async () => {
    const me = await signedInUser(t)
    const res = await change(me, { currentPasswd: TEST_PASSWORD, passwd: 'short' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: 1, errorCode: 'PASSWORD_TOO_SHORT', errorField: 'passwd' })
  })

  it('refuses a new password that is the current one, and keeps it', async () => {
    const me = await signedInUser(t)
    const res = await change(me, { currentPasswd: TEST_PASSWORD, passwd: TEST_PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: 1, errorCode: 'PASSWORD_UNCHANGED', errorField: 'passwd' })
  })

  it('[ASVS #25 7.5.1] asks for the password again when the last proof is older than 10 minutes', async () => {
    const me = await signedInUser(t)
    await ageAuthentication(t, me, 11)
    const res = await change(me, { currentPasswd: TEST_PASSWORD, passwd: NEW_PASSWORD })
    expect(res.statusCode).toBe(401)
    expect(res.json().errors[0].code).toBe('REAUTH_REQUIRED')
    expect(await signedIn(me)).toBe(true)
    await reauth(me, TEST_PASSWORD)
    expect((await change(me, { currentPasswd: TEST_PASSWORD, passwd: NEW_PASSWORD })).statusCode).toBe(200)
  })

  it('[ASVS #24 7.4.3] ends every other session of the user when asked, in all browsers', async () => {
    const user = await createTestUser(t)
    const me = await signInBrowser(t, user)
    const elsewhere = [await signInBrowser(t, user), await signInBrowser(t, user, { businessMode: true })]
    const stranger = await signedInUser(t)
    const res = await change(me, {
      currentPasswd: TEST_PASSWORD,
      passwd: NEW_PASSWORD,
      endOtherSessions: 'true',
    })
    expect(res.statusCode).toBe(200)
    for (const b of elsewhere) expect(await signedIn(b)).toBe(false)
    expect(await signedIn(me)).toBe(true)
    expect(await signedIn(stranger)).toBe(true)
  })

  it('keeps the other sessions when not asked to end them', async () => {
    const user = await createTestUser(t)
    const me = await signInBrowser(t, user)
    const other = await signInBrowser(t, user)
    await change(me, { currentPasswd: TEST_PASSWORD, passwd: NEW_PASSWORD })
    expect(await signedIn(other)).toBe(true)
  })

  it('refuses credential changes in a session where support impersonates the user', async () => {
    const me = await signedInUser(t)
    await markImpersonated(t, me)
    const res = await change(me, { currentPasswd: TEST_PASSWORD, passwd: NEW_PASSWORD })
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0].code).toBe('PERMISSION_DENIED')
    const re = await reauth(me, TEST_PASSWORD)
    expect(re.statusCode).toBe(403)
  })

  it('cannot prove a password on an account that has none', async () => {
    const me = await signedInUser(t, { password: null })
    const res = await reauth(me, TEST_PASSWORD)
    expect(res.statusCode).toBe(403)
  })

  it('answers malformed requests with 400 and anonymous ones with 401', async () => {
    const me = await signedInUser(t)
    const empty = await me.call({ method: 'POST', url: REAUTH, ...form({}) })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ status: 2, errorField: 'passwd' })
    const json = await me.call({
      method: 'POST',
      url: CHANGE,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().errorField).toBe('passwd')
    const browser = await browserIdentity(t.app)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: REAUTH,
      ...form({ passwd: 'x' }),
      headers: { ...form({}).headers, cookie: browser.cookie, 'x-csrf': browser.token },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().errors[0].code).toBe('INVALID_SESSION')
  })
})
