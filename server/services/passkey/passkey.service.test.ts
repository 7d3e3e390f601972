import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccountSessionRepository } from '../../repositories/account-session.repository.ts'
import { createPasskeyChallengeRepository } from '../../repositories/passkey-challenge.repository.ts'
import { createPasskeyCredentialRepository } from '../../repositories/passkey-credential.repository.ts'
import { createUserRepository } from '../../repositories/user.repository.ts'
import { createTestUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { SoftwareAuthenticator } from '../../testing/passkey/software-authenticator.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { createPasskeyService, type PasskeyService, type RelyingParty } from './passkey.service.ts'

const RP: RelyingParty = { id: 'localhost', name: 'Fernway', origins: ['http://localhost'] }
const groupSecret = () => crypto.randomBytes(32).toString('base64url')

/** Company single sign-on is wired later; here a stand-in decides by the e-mail's domain, as it must. */
describe('passkeys and company single sign-on (EXTERNAL_AUTH_REQUIRED)', () => {
  let t: TestApp
  let service: PasskeyService
  const ssoDomains = new Set<string>()
  beforeAll(async () => {
    t = await startTestApp('pglite')
    const db = t.database.db
    service = createPasskeyService({
      credentials: createPasskeyCredentialRepository(db),
      challenges: createPasskeyChallengeRepository(db),
      users: createUserRepository(db),
      sessions: createAccountSessionRepository(db),
      secret: t.config.secret,
      enabled: true,
      externalAuthRequired: async (email) => ssoDomains.has(email.split('@')[1] ?? ''),
    })
  })
  afterAll(async () => t?.close())

  async function sessionOf(user: { id: string; email: string }) {
    const browser = await signInBrowser(t, user)
    const secret = browser.cookie.slice('fw_sg='.length)
    const session = await t.app.services.authState.sessionFor(secret)
    if (!session) throw new Error('no session')
    return { session, secret }
  }

  it('loginParams with checkPasswordAuth sends a company’s e-mails to its sign-in, known or not', async () => {
    ssoDomains.add('corp.test')
    const member = await createTestUser(t, { email: `m-${Date.now()}@corp.test` })
    for (const email of [member.email, `nobody-${Date.now()}@corp.test`]) {
      await expect(service.loginParams(groupSecret(), RP, email, true)).rejects.toMatchObject({
        statusCode: 403,
        code: 'EXTERNAL_AUTH_REQUIRED',
      })
      const params = await service.loginParams(groupSecret(), RP, email, false)
      expect(params.allowCredentials.length).toBeGreaterThan(0)
    }
    const elsewhere = await service.loginParams(groupSecret(), RP, 'someone@example.test', true)
    expect(elsewhere.user).toBeNull()
  })

  it('a passkey made before the company required its sign-in no longer signs in, and none can be added', async () => {
    const member = await createTestUser(t, { email: `m-${Date.now()}@later.test` })
    const { session, secret } = await sessionOf(member)
    const authenticator = new SoftwareAuthenticator()
    const params = await service.newCredentialParams(session, secret, RP, member.email)
    await service.register(
      session,
      secret,
      RP,
      { username: member.email, consent: false, optin: false, ...authenticator.register(params) },
      'Test',
    )
    const browser = groupSecret()
    const first = await service.autofillParams(browser, RP)
    expect((await service.login(browser, RP, authenticator.assert(first.challenge))).id).toBe(member.id)

    ssoDomains.add('later.test')
    const second = await service.autofillParams(browser, RP)
    await expect(service.login(browser, RP, authenticator.assert(second.challenge))).rejects.toMatchObject({
      code: 'EXTERNAL_AUTH_REQUIRED',
    })
    await expect(service.newCredentialParams(session, secret, RP, member.email)).rejects.toMatchObject({
      code: 'EXTERNAL_AUTH_REQUIRED',
    })
  })
})
