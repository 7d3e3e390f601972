import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { PASSKEY_ACCOUNT_API, PASSKEY_PATHS } from '../../../shared/passkey/passkey-contract.ts'
import {
  ZPasskeyLoginParamsRequestSchema,
  ZPasskeyLoginRequestSchema,
  ZPasskeyNewCredentialParamsRequestSchema,
  ZPasskeyRegisterRequestSchema,
  ZPasskeyRenameRequestSchema,
} from '../../../shared/passkey/passkey-schemas.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { createTestUser, type SignedInBrowser, signInBrowser } from '../account/account-test-support.ts'
import { registerPasskey, type SoftwareAuthenticator, send } from './passkey-test-kit.ts'

const FIELDS = [
  'username',
  'checkPasswordAuth',
  'credentialId',
  'attestationObject',
  'clientDataJSON',
  'authenticatorData',
  'userHandle',
  'signature',
  'consent',
  'optin',
  'name',
  'zzz',
] as const

describe('passkey routes under generated input', () => {
  let t: TestApp
  let me: SignedInBrowser
  let passkeyId: string
  let sample: ReturnType<SoftwareAuthenticator['assert']>
  beforeAll(async () => {
    t = await startTestApp('pglite')
    me = await signInBrowser(t, await createTestUser(t))
    const registered = await registerPasskey(t, me)
    passkeyId = registered.id
    sample = registered.authenticator.assert('A'.repeat(43))
  })
  afterAll(async () => t?.close())

  it('[ASVS #44 16.5.1] answer 4xx JSON for anything invalid, never 500, never a stack trace', async () => {
    const b64 = fc
      .base64String({ maxLength: 200 })
      .map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.emailAddress(),
      b64,
      fc.constantFrom(
        me.email,
        'true',
        '',
        'x'.repeat(5000),
        '%00',
        '{}',
        Buffer.from('{"challenge":"x"}').toString('base64url'),
        Buffer.from('not json').toString('base64url'),
        sample.authenticatorData,
        sample.clientDataJSON,
        sample.signature,
        sample.credentialId,
      ),
      fc.constant(null),
      fc.integer(),
      fc.array(fc.string(), { maxLength: 3 }),
    )
    const body = fc.dictionary(fc.constantFrom(...FIELDS), value)
    const routes = [
      { url: PASSKEY_PATHS.loginParams, schema: ZPasskeyLoginParamsRequestSchema, method: 'POST' },
      {
        url: PASSKEY_PATHS.newCredentialParams,
        schema: ZPasskeyNewCredentialParamsRequestSchema,
        method: 'POST',
      },
      { url: PASSKEY_PATHS.register, schema: ZPasskeyRegisterRequestSchema, method: 'POST' },
      { url: PASSKEY_PATHS.login, schema: ZPasskeyLoginRequestSchema, method: 'POST' },
      {
        url: `${PASSKEY_ACCOUNT_API}/${'00000000-0000-4000-8000-000000000000'}`,
        schema: ZPasskeyRenameRequestSchema,
        method: 'PUT',
      },
    ] as const
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, fc.boolean(), async (route, fields, asJson) => {
        const payload = asJson
          ? JSON.stringify(fields)
          : new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()
        const res = await send(
          t,
          { cookie: me.cookie, token: me.token },
          {
            method: route.method,
            url: route.url,
            headers: { 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded' },
            payload,
          },
        )
        expect(res.statusCode, res.body).toBeLessThan(500)
        expect(res.body).not.toMatch(/\bat .+\.ts:\d+|node_modules/)
        const parsed = asJson ? fields : Object.fromEntries(new URLSearchParams(payload))
        if (res.statusCode !== 200 || !route.schema.safeParse(parsed).success) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
    // The user's session and passkey came through untouched.
    const list = await send(t, me, { method: 'GET', url: PASSKEY_ACCOUNT_API })
    expect(list.json().passkeys.map((p: { id: string }) => p.id)).toEqual([passkeyId])
  })

  it('answers a malformed id in the path with 400, and a garbled JSON body with 400', async () => {
    for (const id of ['x', '../../etc', '%ZZ', '0'.repeat(300)]) {
      const res = await send(t, me, { method: 'DELETE', url: `${PASSKEY_ACCOUNT_API}/${id}` })
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, id).toBeLessThan(500)
    }
    const res = await send(t, me, {
      method: 'POST',
      url: PASSKEY_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"credentialId": ',
    })
    expect(res.statusCode).toBe(400)
    expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
  })
})
