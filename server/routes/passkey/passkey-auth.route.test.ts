import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { ZAuthResponseSchema } from '../../../shared/auth/auth-schemas.ts'
import { PASSKEY_PATHS } from '../../../shared/passkey/passkey-contract.ts'
import { ZPasskeyParamsResponseSchema } from '../../../shared/passkey/passkey-schemas.ts'
import { createTestUser, signedInUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { authState, getWithToken, newBrowser } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  autofillChallenge,
  loginParams,
  newCredentialParams,
  passkeyLogin,
  registerPasskey,
  SoftwareAuthenticator,
} from '../../testing/passkey/passkey-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('passkey sign-in (%s)', (kind) => {
  const t = useTestApp(kind)

  async function memberWithPasskey() {
    const user = await createTestUser(t)
    const me = await signInBrowser(t, user)
    const { authenticator } = await registerPasskey(t, me)
    return { user, authenticator }
  }

  it('registers a passkey and signs in with it by autofill, rotating the session like a password sign-in', async () => {
    const { user, authenticator } = await memberWithPasskey()
    const browser = await newBrowser(t.app)
    const before = browser.cookie
    const params = await t.app.inject({
      url: PASSKEY_PATHS.autofillParams,
      headers: { cookie: browser.cookie, 'x-csrf': browser.token },
    })
    const body = ZPasskeyParamsResponseSchema.parse(params.json())
    expect(body).toMatchObject({ rp: { id: 'localhost', name: 'Fernway' }, allowCredentials: [], user: null })
    const res = await passkeyLogin(t, browser, authenticator.assert(body.challenge))
    expect(res.statusCode).toBe(200)
    const auth = ZAuthResponseSchema.parse(res.json())
    expect(auth).toMatchObject({ status: 0, errorCode: null })
    expect(auth.userInfo?.accountEmail).toBe(user.email)
    expect(browser.cookie).not.toBe(before)
    const state = await authState(t.app, browser)
    expect(state.loggedInSession).toBe(true)
    expect((await authState(t.app, { cookie: before })).loggedInSession).toBe(false)
  })

  it('signs in by username: loginParams lists the account’s passkeys', async () => {
    const { user, authenticator } = await memberWithPasskey()
    const browser = await newBrowser(t.app)
    const res = await loginParams(t, browser, user.email.toUpperCase())
    const params = ZPasskeyParamsResponseSchema.parse(res.json())
    expect(params.allowCredentials).toEqual([{ type: 'public-key', id: authenticator.credentialId }])
    const login = await passkeyLogin(t, browser, authenticator.assert(params.challenge, { userHandle: null }))
    expect(login.statusCode).toBe(200)
    expect((await authState(t.app, browser)).loggedInSession).toBe(true)
  })

  it('answers the spec’s six params fields and nothing else; registration lists the passkeys to exclude', async () => {
    const user = await createTestUser(t, { firstName: 'Ada' })
    const me = await signInBrowser(t, user)
    const { authenticator } = await registerPasskey(t, me)
    const params = ZPasskeyParamsResponseSchema.parse((await newCredentialParams(t, me)).json())
    expect(Object.keys(params).sort()).toEqual(
      ['allowCredentials', 'challenge', 'excludeCredentials', 'pubKeyCredParams', 'rp', 'user'].sort(),
    )
    expect(params.user).toMatchObject({ name: user.email, displayName: 'Ada User' })
    expect(params.user?.id).toBe(authenticator.userHandle)
    // The user handle is random, never the account's id or e-mail.
    expect(params.user?.id).not.toContain(user.id)
    expect(params.excludeCredentials).toEqual([{ type: 'public-key', id: authenticator.credentialId }])
    expect(params.pubKeyCredParams.map((p) => p.alg)).toContain(-7)
    expect(params.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('joins the browser’s accounts after “add another account”, as password sign-in does', async () => {
    const { user, authenticator } = await memberWithPasskey()
    const other = await createTestUser(t)
    const browser = { ...(await signInBrowser(t, other)), ip: undefined }
    await getWithToken(t.app, { ...browser, ip: '10.9.9.9' }, AUTH_PATHS.add)
    const challenge = await autofillChallenge(t, { ...browser, ip: '10.9.9.9' })
    const res = await passkeyLogin(t, browser as never, authenticator.assert(challenge))
    expect(res.statusCode).toBe(200)
    const state = await authState(t.app, browser)
    expect(state.accountName).toBe('Test User')
    expect(state.accountSwitcherItems.map((i: { userEmail: string }) => i.userEmail).sort()).toEqual(
      [user.email, other.email].sort(),
    )
  })

  it('[ASVS #17 6.3.8] refuses a disabled account only after the passkey is proven', async () => {
    const { user, authenticator } = await memberWithPasskey()
    await t.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', user.id)
      .execute()
    const browser = await newBrowser(t.app)
    const res = await passkeyLogin(t, browser, authenticator.assert(await autofillChallenge(t, browser)))
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0].code).toBe('ACCOUNT_DISABLED')
    expect((await authState(t.app, browser)).loggedInSession).toBe(false)
  })

  it('[ASVS #42 2.4.1] rate-limits the params and sign-in calls per address', async () => {
    const browser = await newBrowser(t.app)
    const codes: number[] = []
    for (let i = 0; i < 31; i++)
      codes.push((await loginParams(t, browser, 'someone@example.test')).statusCode)
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true)
    expect(codes[30]).toBe(429)
  })
})

describe('passkeys switched off', () => {
  const t = useTestApp('pglite', { env: { PASSKEYS_ENABLED: 'false' } })

  it('answers PASSKEYS_NOT_SETUP to every ceremony', async () => {
    const browser = await newBrowser(t.app)
    const auto = await t.app.inject({
      url: PASSKEY_PATHS.autofillParams,
      headers: { cookie: browser.cookie, 'x-csrf': browser.token },
    })
    expect(auto.statusCode).toBe(404)
    expect(auto.json().errors[0].code).toBe('PASSKEYS_NOT_SETUP')
    expect((await loginParams(t, browser, 'a@example.test')).json().errors[0].code).toBe('PASSKEYS_NOT_SETUP')
    const me = await signedInUser(t)
    expect((await newCredentialParams(t, me)).json().errors[0].code).toBe('PASSKEYS_NOT_SETUP')
    const authenticator = new SoftwareAuthenticator()
    const login = await passkeyLogin(t, browser, authenticator.assert('x'.repeat(43)))
    expect(login.json().errors[0].code).toBe('PASSKEYS_NOT_SETUP')
  })
})
