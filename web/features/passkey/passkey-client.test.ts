import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestUser, signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { SoftwareAuthenticator } from '../../../server/testing/passkey/software-authenticator.ts'
import { startTestApp, type TestApp } from '../../../server/testing/test-app.ts'
import { PASSKEY_PATHS } from '../../../shared/passkey/passkey-contract.ts'
import type { TPasskeyParamsResponse } from '../../../shared/passkey/passkey-schemas.ts'
import { createApiClient } from '../../api/client.ts'
import { blockedStorage, fakeBrowser, fakeLocation, MemoryStorage } from '../../testing/api/fake-browser.ts'
import {
  createPasskeyClient,
  type PasskeyClientDeps,
  USER_INFO_MISSING,
  type WebAuthnBrowser,
} from './passkey-client.ts'
import { PasskeyRequestError } from './passkey-errors.ts'
import { isIosAutofillBroken, SUPPORT_CACHE_KEYS } from './passkey-rules.ts'

/*
 * The passkey client's rules (spec sections 4, 5, 8). The browser's WebAuthn is the server tests'
 * software authenticator standing in for a device; the server is the real one, except where a rule is
 * about answers our server never gives (no user, an empty list, a 500), which a table answers.
 */
interface TestDevice extends WebAuthnBrowser {
  authenticator: SoftwareAuthenticator
  calls: { platform: number; autofill: number; ceremonies: string[] }
  /** The next ceremony is closed by the user. */
  cancelNext(): void
}

const notAllowed = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' })

function testDevice(
  origin: string,
  support: { platform?: boolean; autofill?: boolean } = {},
  authenticator = new SoftwareAuthenticator('localhost', origin),
): TestDevice {
  let cancel = false
  const takeCancel = () => {
    const was = cancel
    cancel = false
    return was
  }
  const calls = { platform: 0, autofill: 0, ceremonies: [] as string[] }
  return {
    authenticator,
    calls,
    cancelNext: () => {
      cancel = true
    },
    async startRegistration({ optionsJSON }) {
      calls.ceremonies.push('create')
      if (takeCancel()) throw notAllowed()
      const answer = authenticator.register(optionsJSON as unknown as TPasskeyParamsResponse)
      return {
        id: answer.credentialId,
        rawId: answer.credentialId,
        type: 'public-key',
        response: { attestationObject: answer.attestationObject, clientDataJSON: answer.clientDataJSON },
        clientExtensionResults: {},
      }
    },
    async startAuthentication({ optionsJSON, useBrowserAutofill }) {
      calls.ceremonies.push(useBrowserAutofill ? 'autofill' : 'get')
      if (takeCancel()) throw notAllowed()
      const allowed = optionsJSON.allowCredentials ?? []
      // Like a real device: nothing to offer when none of the listed credentials is here.
      if (allowed.length > 0 && !allowed.some((c) => c.id === authenticator.credentialId)) throw notAllowed()
      const answer = authenticator.assert(optionsJSON.challenge, allowed.length ? { userHandle: null } : {})
      return {
        id: answer.credentialId,
        rawId: answer.credentialId,
        type: 'public-key',
        response: {
          authenticatorData: answer.authenticatorData,
          clientDataJSON: answer.clientDataJSON,
          signature: answer.signature,
          ...(answer.userHandle ? { userHandle: answer.userHandle } : {}),
        },
        clientExtensionResults: {},
      }
    },
    async platformAuthenticatorIsAvailable() {
      calls.platform++
      return support.platform ?? true
    },
    async browserSupportsWebAuthnAutofill() {
      calls.autofill++
      return support.autofill ?? true
    },
    cancelCeremony() {},
  }
}

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36'
const iphone = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 Version/16.0 Mobile/15E148 Safari/604.1`

describe('passkey client against the real server', () => {
  let t: TestApp
  let origin: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    // localhost, as the site's own host: the server checks answers against this origin.
    origin = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('127.0.0.1', 'localhost')
  })
  afterAll(async () => t?.close())

  function tab(
    options: Partial<Omit<PasskeyClientDeps, 'api' | 'webauthn'>> & {
      device?: TestDevice
      cookie?: string
      token?: string
    } = {},
  ) {
    const b = fakeBrowser(origin, options.token ? { getPageToken: () => options.token ?? null } : {})
    if (options.cookie) b.jar.cookies.set('fw_sg', options.cookie.slice('fw_sg='.length))
    const device = options.device ?? testDevice(origin)
    const client = createPasskeyClient({
      api: b.client,
      webauthn: device,
      storage: options.storage ?? new MemoryStorage(),
      userAgent: options.userAgent ?? CHROME_MAC,
      enabled: options.enabled ?? true,
      loggedIn: options.loggedIn ?? (() => false),
    })
    const paths = () =>
      b.jar.requests.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/auth/'))
    return { client, device, paths }
  }

  async function memberWithPasskey() {
    const me = await signInBrowser(t, await createTestUser(t))
    const signedIn = tab({ cookie: me.cookie, token: me.token })
    const passkey = await signedIn.client.register(me.email)
    return { me, passkey, device: signedIn.device }
  }

  it('registers a passkey, then signs in with it by autofill, by the button and by e-mail', async () => {
    const { me, passkey, device } = await memberWithPasskey()
    expect(passkey).toMatchObject({ name: 'Passkey', backedUp: true })
    for (const attempt of [
      (c: ReturnType<typeof tab>['client']) => c.autofill(),
      (c: ReturnType<typeof tab>['client']) => c.signIn(),
      (c: ReturnType<typeof tab>['client']) => c.signIn(me.email),
    ]) {
      const visitor = tab({ device: testDevice(origin, {}, device.authenticator) })
      const outcome = await attempt(visitor.client)
      expect(outcome).toMatchObject({ used: true, result: { status: 0 } })
      expect(outcome.used && outcome.result.userInfo?.accountEmail).toBe(me.email)
    }
  })

  it('is not used when logged in, when the feature is off, or without a platform authenticator', async () => {
    for (const options of [
      { loggedIn: () => true },
      { enabled: false },
      { device: testDevice('http://localhost', { platform: false }) },
    ]) {
      const visitor = tab(options)
      expect(await visitor.client.isUsed()).toBe(false)
      expect(await visitor.client.autofill()).toEqual({ used: false, reason: 'notUsed' })
      expect(await visitor.client.signIn()).toEqual({ used: false, reason: 'notUsed' })
      expect(visitor.paths()).toEqual([])
      expect(visitor.device.calls.ceremonies).toEqual([])
    }
  })

  it('does not use autofill on iOS 16.0 to 16.3, but still offers the button', async () => {
    expect(['16_0', '16_1_2', '16_3', '16_3_1'].map((v) => isIosAutofillBroken(iphone(v)))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['15_7', '16_4', '17_0', '26_1'].map((v) => isIosAutofillBroken(iphone(v)))).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(isIosAutofillBroken(CHROME_MAC)).toBe(false)
    const visitor = tab({ userAgent: iphone('16_2') })
    expect(await visitor.client.isUsed()).toBe(true)
    expect(await visitor.client.isAutofillUsed()).toBe(false)
    expect(await visitor.client.autofill()).toEqual({ used: false, reason: 'notUsed' })
    expect(await tab({ device: testDevice(origin, { autofill: false }) }).client.isAutofillUsed()).toBe(false)
  })

  it('asks the browser about support once a session, keeping the answers in session storage', async () => {
    const storage = new MemoryStorage()
    const first = tab({ storage })
    await first.client.isAutofillUsed()
    await first.client.isUsed()
    expect(first.device.calls).toMatchObject({ platform: 1, autofill: 1 })
    expect(storage.items.get(SUPPORT_CACHE_KEYS.platformAuthenticator)).toBe('true')
    expect(storage.items.get(SUPPORT_CACHE_KEYS.conditionalMediation)).toBe('true')
    const again = tab({ storage, device: testDevice(origin, { platform: false }) })
    expect(await again.client.isUsed()).toBe(true)
    expect(again.device.calls).toMatchObject({ platform: 0, autofill: 0 })
    expect(await tab({ storage: blockedStorage }).client.isUsed()).toBe(true)
  })

  it('NO_SUCH_USER at sign-in: passkeys are not used and the normal login carries on', async () => {
    const stranger = tab({ device: testDevice(origin, {}, new SoftwareAuthenticator('localhost', origin)) })
    expect(await stranger.client.signIn()).toEqual({ used: false, reason: 'NO_SUCH_USER' })
    expect(await stranger.client.autofill()).toEqual({ used: false, reason: 'NO_SUCH_USER' })
  })

  it('the user closing the prompt is "not used", not an error', async () => {
    const visitor = tab()
    visitor.device.cancelNext()
    expect(await visitor.client.signIn()).toEqual({ used: false, reason: 'cancelled' })
  })

  it('by e-mail, asks the device only for the listed passkeys', async () => {
    const visitor = tab()
    // The server lists stand-ins for an e-mail without passkeys; the device holds none of them.
    expect(await visitor.client.signIn('nobody@example.test')).toEqual({ used: false, reason: 'cancelled' })
    expect(visitor.paths()).toEqual([PASSKEY_PATHS.loginParams])
  })

  it('rejects 400–499 with the errors list, its first code and description', async () => {
    const me = await signInBrowser(t, await createTestUser(t))
    await t.database.db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', me.sessionId)
      .execute()
    const signedIn = tab({ cookie: me.cookie, token: me.token })
    const error = await signedIn.client.register(me.email).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PasskeyRequestError)
    expect(error).toMatchObject({
      status: 401,
      code: 'REAUTH_REQUIRED',
      description: 'Enter your password again to continue.',
      silent: false,
      errors: [{ code: 'REAUTH_REQUIRED', description: 'Enter your password again to continue.' }],
    })
    expect(signedIn.device.calls.ceremonies).toEqual([])
  })

  it('PASSKEYS_NOT_SETUP is silent: not used', async () => {
    const off = await startTestApp('pglite', { env: { PASSKEYS_ENABLED: 'false' } })
    try {
      const base = (await off.app.listen({ host: '127.0.0.1', port: 0 })).replace('127.0.0.1', 'localhost')
      const b = fakeBrowser(base)
      const client = createPasskeyClient({
        api: b.client,
        webauthn: testDevice(base),
        storage: new MemoryStorage(),
        userAgent: CHROME_MAC,
        enabled: true,
        loggedIn: () => false,
      })
      expect(await client.signIn()).toEqual({ used: false, reason: 'PASSKEYS_NOT_SETUP' })
      expect(await client.signIn('a@example.test')).toEqual({ used: false, reason: 'PASSKEYS_NOT_SETUP' })
    } finally {
      await off.close()
    }
  })
})

/** Answers our server never gives, from a table: no user, an empty list, EXTERNAL_AUTH_REQUIRED, a 500. */
describe('passkey client on answers the server does not give', () => {
  const params = (over: Partial<TPasskeyParamsResponse>): TPasskeyParamsResponse => ({
    rp: { id: 'localhost', name: 'Fernway' },
    challenge: 'A'.repeat(43),
    allowCredentials: [],
    user: null,
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    excludeCredentials: [],
    ...over,
  })
  function clientAnswering(answers: Record<string, { status: number; json: unknown }>) {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      const answer = answers[new URL(String(input)).pathname]
      if (!answer) return new Response('no route', { status: 404 })
      return new Response(JSON.stringify(answer.json), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    })
    const api = createApiClient({
      baseUrl: 'http://site.test',
      fetch,
      getPageToken: () => 'token',
      storage: new MemoryStorage(),
      location: fakeLocation(),
      now: () => 0,
      log: vi.fn(),
    })
    const device = testDevice('http://site.test')
    const client = createPasskeyClient({
      api,
      webauthn: device,
      storage: new MemoryStorage(),
      userAgent: CHROME_MAC,
      enabled: true,
      loggedIn: () => false,
    })
    return { client, device }
  }
  const refusal = (status: number, code: string) => ({
    status,
    json: {
      errors: [
        { code, description: `${code} here` },
        { code: 'OTHER', description: 'other' },
      ],
    },
  })

  it("register params without a user: 'User info is missing', before any prompt", async () => {
    const { client, device } = clientAnswering({
      [PASSKEY_PATHS.newCredentialParams]: { status: 200, json: params({}) },
    })
    await expect(client.register('a@example.test')).rejects.toThrow(USER_INFO_MISSING)
    expect(device.calls.ceremonies).toEqual([])
  })

  it('login by e-mail is skipped when allowCredentials is empty', async () => {
    const { client, device } = clientAnswering({
      [PASSKEY_PATHS.loginParams]: { status: 200, json: params({}) },
    })
    expect(await client.signIn('a@example.test')).toEqual({ used: false, reason: 'noCredentials' })
    expect(device.calls.ceremonies).toEqual([])
  })

  it('EXTERNAL_AUTH_REQUIRED is silent; other 4xx reject with the first error; 500 and above reject empty', async () => {
    const silent = clientAnswering({ [PASSKEY_PATHS.loginParams]: refusal(403, 'EXTERNAL_AUTH_REQUIRED') })
    expect(await silent.client.signIn('a@corp.test')).toEqual({
      used: false,
      reason: 'EXTERNAL_AUTH_REQUIRED',
    })
    const refused = clientAnswering({ [PASSKEY_PATHS.autofillParams]: refusal(429, 'RATE_LIMITED') })
    const error = await refused.client.signIn().catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'RATE_LIMITED', description: 'RATE_LIMITED here', silent: false })
    expect((error as PasskeyRequestError).errors).toHaveLength(2)
    for (const status of [500, 502, 503]) {
      const broken = clientAnswering({ [PASSKEY_PATHS.autofillParams]: refusal(status, 'INTERNAL_ERROR') })
      await expect(broken.client.signIn()).rejects.toBeUndefined()
      const registering = clientAnswering({
        [PASSKEY_PATHS.newCredentialParams]: refusal(status, 'INTERNAL_ERROR'),
      })
      await expect(registering.client.register('a@example.test')).rejects.toBeUndefined()
    }
  })
})
