import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { SSO_API } from '../../../shared/sso/sso-contract.ts'
import { createLogger } from '../../logger.ts'
import { authState, mailedCode, newBrowser, postForm } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { logLines } from '../../testing/log-lines.ts'
import { mailsTo } from '../../testing/mail/outbox.ts'
import { loginParams } from '../../testing/passkey/passkey-test-kit.ts'
import {
  adminBrowser,
  configureSso,
  createCompany,
  createMemberOf,
  entryPoint,
  json,
  TEST_PASSWORD,
  type TestCompany,
  useAppWithIdp,
} from '../../testing/sso/sso-test-kit.ts'

const { lines, stream } = logLines()
const logger = createLogger('info', stream)

async function login(env: ReturnType<typeof useAppWithIdp>, username: string, passwd: string) {
  const browser = await newBrowser(env.t.app)
  const res = await postForm(env.t.app, browser, AUTH_PATHS.login, { username, passwd })
  return { res, browser }
}

describe.each(testDatabaseKinds())('password sign-in beside company SSO (%s)', (kind) => {
  const env = useAppWithIdp(kind, { logger })

  describe('SSO active, not enforced', () => {
    let company: TestCompany
    beforeAll(async () => {
      company = await createCompany(env.t)
      await configureSso(env, await adminBrowser(env.t, company), company, { activate: true })
    })

    it('a right password still signs in', async () => {
      const member = await createMemberOf(env.t, company, 'traveler')
      const { res } = await login(env, member.email, TEST_PASSWORD)
      expect(res.statusCode).toBe(200)
      expect(res.json().status).toBe(0)
    })

    it('[ASVS #17 6.3.8] a wrong password and an unknown e-mail of the domain both answer EXTERNAL_AUTH_REQUIRED, alike', async () => {
      const member = await createMemberOf(env.t, company, 'traveler')
      const wrong = (await login(env, member.email, 'not the password at all')).res
      const unknown = (await login(env, `nobody-${Date.now()}@${company.domain}`, 'not the password at all'))
        .res
      expect(wrong.statusCode).toBe(403)
      expect(wrong.json()).toMatchObject({ status: 1, errorCode: 'EXTERNAL_AUTH_REQUIRED', errorField: null })
      expect(unknown.statusCode).toBe(wrong.statusCode)
      expect(unknown.json()).toEqual(wrong.json())
      // Elsewhere nothing changes.
      const other = (await login(env, 'someone@elsewhere.test', 'not the password at all')).res
      expect(other.json().errorCode).toBe('INVALID_CREDENTIALS')
    })

    it('externalAuthRequired (for passkeys) is false while SSO is optional', async () => {
      expect(await env.t.app.services.sso.externalAuthRequired(`x@${company.domain}`)).toBe(false)
    })
  })

  describe('SSO enforced, then the provider breaks', () => {
    let company: TestCompany
    beforeAll(async () => {
      company = await createCompany(env.t)
      await configureSso(env, await adminBrowser(env.t, company), company, { enforce: true })
      // The company's provider goes away (a misconfiguration, an outage): nobody can complete SSO.
      await env.idp.close()
    })

    it('ordinary members are told to use SSO, whether the password is right, wrong or the e-mail unknown', async () => {
      const member = await createMemberOf(env.t, company, 'traveler')
      const answers = []
      for (const [username, passwd] of [
        [member.email, TEST_PASSWORD],
        [member.email, 'not the password at all'],
        [`nobody-${Date.now()}@${company.domain}`, TEST_PASSWORD],
      ] as const) {
        const { res, browser } = await login(env, username, passwd)
        expect(res.statusCode).toBe(403)
        expect((await authState(env.t.app, browser)).loggedInSession).toBe(false)
        answers.push(res.json())
      }
      expect(answers[0]).toMatchObject({ status: 1, errorCode: 'EXTERNAL_AUTH_REQUIRED' })
      expect(answers[1]).toEqual(answers[0])
      expect(answers[2]).toEqual(answers[0])
      expect(await env.t.app.services.sso.externalAuthRequired(member.email)).toBe(true)
      expect(await env.t.app.services.sso.externalAuthRequired('x@elsewhere.test')).toBe(false)
    })

    it('the break-glass admin still gets in with the password, the sign-in is logged, and admin calls still ask for the second factor', async () => {
      const admin = await createMemberOf(env.t, company, 'admin')
      const { res, browser } = await login(env, admin.email, TEST_PASSWORD)
      expect(res.statusCode).toBe(200)
      expect((await authState(env.t.app, browser)).loggedInSession).toBe(true)
      const events = lines.map((l) => JSON.parse(l)).filter((l) => l.event === 'sso.break_glass')
      expect(events.at(-1)).toMatchObject({ userId: admin.id, companyId: company.id, level: 40 })
      expect(lines.join('')).not.toContain(TEST_PASSWORD)
      const call = await env.t.app.inject({
        ...json('GET', SSO_API.configs),
        headers: { cookie: browser.cookie },
      })
      expect(call.json().errors[0].code).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
    })

    it("passkey sign-in parameters send the domain's members to their company too", async () => {
      const member = await createMemberOf(env.t, company, 'traveler')
      const browser = await newBrowser(env.t.app)
      const res = await loginParams(env.t, browser, member.email)
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].code).toBe('EXTERNAL_AUTH_REQUIRED')
      const elsewhere = await loginParams(env.t, await newBrowser(env.t.app), 'someone@elsewhere.test')
      expect(elsewhere.statusCode).toBe(200)
    })

    it('a member starting SSO hears that the provider is unreachable, not a 500', async () => {
      const browser = await newBrowser(env.t.app)
      const res = await entryPoint(env, browser, `someone@${company.domain}`)
      expect(res.statusCode).toBe(503)
      expect(res.json().errors[0].code).toBe('SSO_PROVIDER_UNAVAILABLE')
    })

    it('an e-mailed code does not get around enforced SSO either', async () => {
      const member = await createMemberOf(env.t, company, 'traveler')
      const browser = await newBrowser(env.t.app)
      await postForm(env.t.app, browser, AUTH_PATHS.codeSend, { username: member.email })
      // The mail is written to the outbox after the answer.
      const [mail] = await mailsTo(env.t, member.email)
      const res = await postForm(env.t.app, browser, AUTH_PATHS.codeVerify, {
        username: member.email,
        code: mailedCode(mail?.text_body ?? ''),
      })
      expect(res.json().errorCode).toBe('EXTERNAL_AUTH_REQUIRED')
      expect((await authState(env.t.app, browser)).loggedInSession).toBe(false)
    })
  })
})
