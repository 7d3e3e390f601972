import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { PASSKEY_PATHS } from '../../../shared/passkey/passkey-contract.ts'
import type { TPasskeyParamsResponse } from '../../../shared/passkey/passkey-schemas.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp, type TestBrowser } from '../auth/auth-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import { type CeremonyOptions, SoftwareAuthenticator } from './software-authenticator.ts'

export { SoftwareAuthenticator }

/** A request from `browser` (its cookie, form token and an address of its own), adopting a new cookie. */
export async function send(
  t: TestApp,
  browser: Pick<TestBrowser, 'cookie' | 'token'> & { ip?: string },
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    ...options,
    remoteAddress: browser.ip ?? nextIp(),
    headers: { cookie: browser.cookie, 'x-csrf': browser.token, ...(options.headers ?? {}) },
  })
  const set = [res.headers['set-cookie']].flat().find((c) => c && /^fw_sg=/.test(c))
  if (set) browser.cookie = set.split(';')[0] as string
  const body = res.headers['content-type']?.includes('json') ? res.json() : null
  if (body && typeof body.formToken === 'string') browser.token = body.formToken
  return res
}

export const formOf = (fields: Record<string, string>): InjectOptions => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
})

export const jsonOf = (body: unknown): InjectOptions => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
})

export async function newCredentialParams(t: TestApp, me: SignedInBrowser): Promise<LightMyRequestResponse> {
  return send(t, me, { url: PASSKEY_PATHS.newCredentialParams, ...formOf({ username: me.email }) })
}

/** Registers a passkey on `me`'s account as the browser would; throws when the server refuses. */
export async function registerPasskey(
  t: TestApp,
  me: SignedInBrowser,
  authenticator = new SoftwareAuthenticator(),
  options: CeremonyOptions = {},
): Promise<{ authenticator: SoftwareAuthenticator; id: string }> {
  const params = await newCredentialParams(t, me)
  if (params.statusCode !== 200) throw new Error(`params ${params.statusCode} ${params.body}`)
  const answer = authenticator.register(params.json() as TPasskeyParamsResponse, options)
  const res = await send(t, me, { url: PASSKEY_PATHS.register, ...jsonOf({ username: me.email, ...answer }) })
  if (res.statusCode !== 200) throw new Error(`register ${res.statusCode} ${res.body}`)
  return { authenticator, id: res.json().id }
}

export async function autofillChallenge(t: TestApp, browser: TestBrowser): Promise<string> {
  const res = await send(t, browser, { method: 'GET', url: PASSKEY_PATHS.autofillParams })
  if (res.statusCode !== 200) throw new Error(`autofill ${res.statusCode} ${res.body}`)
  return (res.json() as TPasskeyParamsResponse).challenge
}

export async function loginParams(t: TestApp, browser: TestBrowser, username: string) {
  return send(t, browser, {
    url: PASSKEY_PATHS.loginParams,
    ...formOf({ username, checkPasswordAuth: 'true' }),
  })
}

export function passkeyLogin(t: TestApp, browser: TestBrowser, body: object) {
  return send(t, browser, { url: PASSKEY_PATHS.login, ...jsonOf(body) })
}
