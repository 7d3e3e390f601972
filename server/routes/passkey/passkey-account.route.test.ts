import { describe, expect, it } from 'vitest'
import { PASSKEY_ACCOUNT_API, PASSKEY_PATHS } from '../../../shared/passkey/passkey-contract.ts'
import { ZPasskeyListResponseSchema } from '../../../shared/passkey/passkey-schemas.ts'
import {
  ageAuthentication,
  markImpersonated,
  type SignedInBrowser,
  signedInUser,
} from '../../testing/account/account-test-support.ts'
import { newBrowser } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  autofillChallenge,
  jsonOf,
  newCredentialParams,
  passkeyLogin,
  registerPasskey,
  SoftwareAuthenticator,
  send,
} from '../../testing/passkey/passkey-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('passkeys on the account page (%s)', (kind) => {
  const t = useTestApp(kind)

  const member = async () => signedInUser(t)
  const list = async (me: SignedInBrowser) =>
    ZPasskeyListResponseSchema.parse((await send(t, me, { method: 'GET', url: PASSKEY_ACCOUNT_API })).json())
      .passkeys
  const rename = (me: SignedInBrowser, id: string, name: string) =>
    send(t, me, { url: `${PASSKEY_ACCOUNT_API}/${id}`, ...jsonOf({ name }), method: 'PUT' })
  const remove = (me: SignedInBrowser, id: string) =>
    send(t, me, { method: 'DELETE', url: `${PASSKEY_ACCOUNT_API}/${id}` })
  const impersonate = async (me: SignedInBrowser) => {
    await markImpersonated(t, me)
    // Support starts impersonating through its own route, which evicts the cached session as this does.
    await t.app.services.sessionEvictions.publish({ userId: me.userId })
  }

  it('lists, renames and deletes the user’s own passkeys; a deleted one signs nobody in', async () => {
    const me = await member()
    const { authenticator, id } = await registerPasskey(t, me)
    await registerPasskey(t, me)
    const listed = await list(me)
    expect(listed).toHaveLength(2)
    expect(listed[0]).toMatchObject({ id, name: 'Passkey', lastUsedAt: null, backedUp: true })
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(['backedUp', 'createdAt', 'id', 'lastUsedAt', 'name'])
    const renamed = await rename(me, id, '  Work laptop  ')
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().name).toBe('Work laptop')
    expect((await remove(me, id)).json()).toEqual({ deleted: 1 })
    expect((await list(me)).map((p) => p.id)).not.toContain(id)
    const browser = await newBrowser(t.app)
    const login = await passkeyLogin(t, browser, authenticator.assert(await autofillChallenge(t, browser)))
    expect(login.json().errors[0].code).toBe('NO_SUCH_USER')
  })

  it('names a new passkey after the browser that made it', async () => {
    const me = await member()
    const params = (await newCredentialParams(t, me)).json()
    const answer = new SoftwareAuthenticator().register(params)
    const res = await send(t, me, {
      url: PASSKEY_PATHS.register,
      ...jsonOf({ username: me.email, ...answer }),
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      },
    })
    expect(res.json().name).toBe('Chrome · macOS')
  })

  it('[ASVS #36 8.2.2] never shows or changes another user’s passkeys: their ids answer 404', async () => {
    const owner = await member()
    const ids = [(await registerPasskey(t, owner)).id, (await registerPasskey(t, owner)).id]
    const intruder = await member()
    await registerPasskey(t, intruder)
    expect((await list(intruder)).map((p) => p.id)).not.toEqual(expect.arrayContaining([ids[0]]))
    for (const id of [...ids, '00000000-0000-4000-8000-000000000000']) {
      const put = await rename(intruder, id, 'mine now')
      expect(put.statusCode, id).toBe(404)
      const del = await remove(intruder, id)
      expect(del.statusCode, id).toBe(404)
    }
    for (const bad of ['not-a-uuid', '1', "' or 1=1 --"]) {
      expect((await remove(intruder, encodeURIComponent(bad))).statusCode).toBe(400)
    }
    const theirs = await list(owner)
    expect(theirs.map((p) => p.id).sort()).toEqual([...ids].sort())
    expect(theirs.every((p) => p.name === 'Passkey')).toBe(true)
  })

  it('[ASVS #25 7.5.1] adding, renaming and deleting a passkey need a recent password', async () => {
    const me = await member()
    const { id } = await registerPasskey(t, me)
    const params = (await newCredentialParams(t, me)).json()
    await ageAuthentication(t, me, 11)
    const answer = new SoftwareAuthenticator().register(params)
    const attempts = [
      await newCredentialParams(t, me),
      await send(t, me, { url: PASSKEY_PATHS.register, ...jsonOf({ username: me.email, ...answer }) }),
      await rename(me, id, 'later'),
      await remove(me, id),
    ]
    for (const res of attempts) {
      expect(res.statusCode).toBe(401)
      expect(res.json().errors[0].code).toBe('REAUTH_REQUIRED')
    }
    expect(await list(me)).toHaveLength(1)
  })

  it('[ASVS #25 7.5.1] an impersonated session never adds, renames or deletes passkeys', async () => {
    const me = await member()
    const { id } = await registerPasskey(t, me)
    const params = (await newCredentialParams(t, me)).json()
    await impersonate(me)
    const answer = new SoftwareAuthenticator().register(params)
    const attempts = [
      await newCredentialParams(t, me),
      await send(t, me, { url: PASSKEY_PATHS.register, ...jsonOf({ username: me.email, ...answer }) }),
      await rename(me, id, 'support was here'),
      await remove(me, id),
    ]
    for (const res of attempts) {
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].code).toBe('PERMISSION_DENIED')
    }
    expect((await list(me)).map((p) => p.name)).toEqual(['Passkey'])
  })

  it('registers only for the signed-in user, with their own challenge, from our origin, once', async () => {
    const me = await member()
    const other = await member()
    const post = (who: SignedInBrowser, body: object) =>
      send(t, who, { url: PASSKEY_PATHS.register, ...jsonOf(body) })
    // Someone else's e-mail in the form.
    const foreign = await send(t, me, {
      url: PASSKEY_PATHS.newCredentialParams,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: other.email }).toString(),
    })
    expect(foreign.statusCode).toBe(403)
    // A challenge issued to another user (in another browser) does not register here.
    const theirs = new SoftwareAuthenticator().register((await newCredentialParams(t, other)).json())
    const stolen = await post(me, { username: me.email, ...theirs })
    expect(stolen.json().errors[0].code).toBe('CHALLENGE_INVALID')
    // Wrong origin, wrong RP ID, no user verification.
    for (const options of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { withoutUserVerification: true },
      { type: 'webauthn.get' },
    ]) {
      const answer = new SoftwareAuthenticator().register((await newCredentialParams(t, me)).json(), options)
      const res = await post(me, { username: me.email, ...answer })
      expect(res.statusCode, JSON.stringify(options)).toBe(400)
      expect(res.json().errors[0].code).toBe('REGISTRATION_REFUSED')
    }
    // A replayed registration.
    const authenticator = new SoftwareAuthenticator()
    const answer = authenticator.register((await newCredentialParams(t, me)).json())
    expect((await post(me, { username: me.email, ...answer })).statusCode).toBe(200)
    expect((await post(me, { username: me.email, ...answer })).json().errors[0].code).toBe(
      'CHALLENGE_INVALID',
    )
    // The same authenticator registered again: refused as existing.
    const again = authenticator.register((await newCredentialParams(t, me)).json())
    const dup = await post(me, { username: me.email, ...again })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors[0].code).toBe('CREDENTIAL_EXISTS')
    expect(await list(me)).toHaveLength(1)
    expect(await list(other)).toHaveLength(0)
  })

  it('answers anonymous calls with 401 INVALID_SESSION', async () => {
    const browser = await newBrowser(t.app)
    for (const options of [
      { method: 'GET' as const, url: PASSKEY_ACCOUNT_API },
      { method: 'DELETE' as const, url: `${PASSKEY_ACCOUNT_API}/00000000-0000-4000-8000-000000000000` },
      { url: PASSKEY_PATHS.newCredentialParams, ...jsonOf({ username: 'a@example.test' }) },
    ]) {
      const res = await send(t, browser, options)
      expect(res.statusCode).toBe(401)
      expect(res.json().errors[0].code).toBe('INVALID_SESSION')
    }
  })
})
