import { describe, expect, it } from 'vitest'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { ZBusinessSignupResponseSchema } from '../../../shared/business/onboarding-schemas.ts'
import { defaultFeatures } from '../../../shared/business/plans.ts'
import { LEGAL_VERSIONS } from '../../../shared/legal/legal-versions.ts'
import { ROLE_TEMPLATES } from '../../../shared/roles.ts'
import { RECIPIENT_DAILY_CAP } from '../../mail/recipient-cap.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  authState,
  mailCount,
  newBrowser,
  nextIp,
  nthMailTo,
  uniqueEmail,
  useSeededAppWithMail,
} from '../../testing/auth/auth-test-kit.ts'
import { createCompany, createMemberOf } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { auditActions } from '../../testing/members/members-test-kit.ts'
import { callJson, confirmToken, signupBody } from '../../testing/onboarding/onboarding-test-kit.ts'

describe.each(testDatabaseKinds())('business signup (%s)', (kind) => {
  const env = useSeededAppWithMail(kind)

  async function signUp(body: Record<string, unknown>, url: string = ONBOARDING_API.signup) {
    const browser = await newBrowser(env.t.app)
    const res = await callJson(env.t.app, browser, 'POST', url, body)
    return { browser, res }
  }

  it('founds nothing until the founder opens the link, then the company, the admin and business mode', async () => {
    const body = signupBody({ companyName: 'Harbour Logistics' })
    const email = body.email as string
    const { browser, res } = await signUp(body)
    expect(res.statusCode).toBe(200)
    expect(ZBusinessSignupResponseSchema.parse(res.json())).toEqual({ status: 0, checkEmail: true })
    expect(res.headers['set-cookie'] ?? '').not.toMatch(/fw_sg=/)
    const db = env.t.database.db
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([])

    const mail = await nthMailTo(env.smtp, email, 0)
    // To an address nobody has proven yet: no text the visitor chose (the company's name) in it.
    expect(mail.text).not.toContain('Harbour Logistics')
    const confirmed = await callJson(env.t.app, browser, 'POST', ONBOARDING_API.confirm, {
      token: confirmToken(mail.text),
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      kind: 'signup',
      signedIn: true,
      redirectUrl: '/business/get-started',
    })

    const state = await authState(env.t.app, browser)
    expect(state.loggedInSession).toBe(true)
    expect(state.businessState).toMatchObject({
      businessMode: true,
      companyConfirmationNeeded: false,
      businessProfileConfirmationNeeded: false,
      businessProfile: { companyName: 'Harbour Logistics', roleName: ROLE_TEMPLATES.admin.name },
    })
    const company = await db
      .selectFrom('companies')
      .selectAll()
      .where('name', '=', 'Harbour Logistics')
      .executeTakeFirstOrThrow()
    expect(company.plan).toBe('biz')
    expect([...company.features].sort()).toEqual([...defaultFeatures('biz')].sort())
    expect(company.email_domains).toEqual([])
    expect(company.booking_mode).toBe('TRAVELER_ONLY')
    // The founder's account keeps the versions of the terms and the privacy notice the signup accepted.
    expect(
      await db
        .selectFrom('users')
        .select(['terms_version', 'privacy_version'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      terms_version: LEGAL_VERSIONS.terms.version,
      privacy_version: LEGAL_VERSIONS.privacy.version,
    })
    expect(await auditActions(env.t, company)).toEqual(['company.create', 'company.confirm'])

    // The link works once.
    const again = await callJson(env.t.app, await newBrowser(env.t.app), 'POST', ONBOARDING_API.confirm, {
      token: confirmToken(mail.text),
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().errors[0].code).toBe('BUSINESS_LINK_INVALID')
  })

  it('signs up on Business Plus with its features', async () => {
    const body = signupBody({ companyName: 'Plus Works' })
    const { browser } = await signUp(body, ONBOARDING_API.bizPlusSignup)
    const mail = await nthMailTo(env.smtp, body.email as string, 0)
    await callJson(env.t.app, browser, 'POST', ONBOARDING_API.confirm, { token: confirmToken(mail.text) })
    const state = await authState(env.t.app, browser)
    expect(state.businessState.features).toContain('BOOK_ON_BEHALF')
  })

  it('[ASVS #17 6.3.8] answers the same for a verified company domain, an existing account and a new e-mail', async () => {
    const company = await createCompany(env.t)
    const member = await createMemberOf(env.t, company, 'traveler')
    const colleague = `new-${Date.now()}@${company.domain}`
    const answers = []
    for (const email of [colleague, member.email, uniqueEmail('fresh')]) {
      const { res } = await signUp(signupBody({ email }))
      answers.push([
        res.statusCode,
        res.body,
        Boolean(res.headers['set-cookie']?.toString().includes('fw_sg=')),
      ])
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    // No second company for the domain: the mail says how to join the one that exists.
    const join = await nthMailTo(env.smtp, colleague, 0)
    expect(join.text).toContain(`Company ${company.domain}`)
    expect(join.text).not.toMatch(/#confirm=/)
    const exists = await nthMailTo(env.smtp, member.email, 0)
    expect(exists.text).not.toMatch(/#confirm=/)
  })

  it('lets a webmail address sign up; the company simply has no domain', async () => {
    const body = signupBody({ email: `someone-${Date.now()}@gmail.com`, companyName: 'Webmail Co' })
    const { browser } = await signUp(body)
    const mail = await nthMailTo(env.smtp, body.email as string, 0)
    const res = await callJson(env.t.app, browser, 'POST', ONBOARDING_API.confirm, {
      token: confirmToken(mail.text),
    })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a weak password and a missing consent with the reason, and mails nothing', async () => {
    const weak = signupBody({ password: 'short' })
    const { res } = await signUp(weak)
    expect(res.statusCode).toBe(400)
    const noConsent = signupBody({ consent: false })
    const second = await signUp(noConsent)
    expect(second.res.statusCode).toBe(400)
    expect(second.res.json().errors[0].code).toBe('TERMS_CONSENT_REQUIRED')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mailCount(env.smtp, weak.email as string) + mailCount(env.smtp, noConsent.email as string)).toBe(0)
  })

  it('[ASVS #45 2.2.1] refuses control characters in the company and founder names (escape, bell, CR, LF, NUL), stores and mails nothing', async () => {
    const forged = ['Acme\u001b[2J\u0007', 'Acme\r\n2026-11-30 req-1 approved', 'Acme\u0000', 'Acme\u009b']
    for (const [i, name] of forged.entries()) {
      const body = signupBody(i % 2 ? { firstName: name } : { companyName: name })
      const { res } = await signUp(body)
      expect(res.statusCode, JSON.stringify(name)).toBe(400)
      expect(res.json().errors[0]).toMatchObject({
        code: expect.any(String),
        description: expect.any(String),
      })
      expect(res.body).not.toContain('control characters')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(mailCount(env.smtp, body.email as string)).toBe(0)
    }
    const stored = await env.t.database.db
      .selectFrom('companies')
      .select('name')
      .where('name', 'like', 'Acme%')
      .execute()
    expect(stored).toEqual([])
  })

  it('[ASVS #51 2.4.1] mails one stranger no more than the daily cap of signup mails, from however many addresses', async () => {
    const victim = uniqueEmail()
    for (let i = 0; i < RECIPIENT_DAILY_CAP + 3; i += 1) {
      const { res } = await signUp(signupBody({ email: victim, companyName: `Flood ${i}` }))
      expect(res.statusCode).toBe(200)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailCount(env.smtp, victim)).toBe(RECIPIENT_DAILY_CAP)
  })

  it('refuses a signup without the form token', async () => {
    const res = await env.t.app.inject({
      method: 'POST',
      url: ONBOARDING_API.signup,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(signupBody()),
    })
    expect(res.statusCode).toBe(403)
  })

  it('rate limits signups from one address', async () => {
    const browser = await newBrowser(env.t.app)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await callJson(env.t.app, browser, 'POST', ONBOARDING_API.signup, { bad: true })
      statuses.push(res.statusCode)
    }
    expect(statuses).toContain(429)
  })

  it('adds a company to a signed-in personal account (leisureSignup) and switches it to business mode', async () => {
    const user = await createMemberlessUser()
    const browser = { ...(await signInBrowser(env.t, user)), ip: nextIp() }
    const res = await callJson(env.t.app, browser, 'POST', ONBOARDING_API.leisureSignup, {
      companyName: 'Weekend Trips Ltd',
      firstName: 'Lee',
      lastName: 'Sure',
      sizeBand: '1-10',
      country: 'KR',
      consent: true,
    })
    expect(res.statusCode).toBe(200)
    const state = await authState(env.t.app, browser)
    expect(state.businessState).toMatchObject({
      businessMode: true,
      companyConfirmationNeeded: true,
      businessProfileConfirmationNeeded: false,
    })
    expect(state.accountSwitcherItems).toHaveLength(2)
    // Ticking the terms again records the versions accepted now.
    expect(
      await env.t.database.db
        .selectFrom('users')
        .select(['terms_version', 'privacy_version'])
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      terms_version: LEGAL_VERSIONS.terms.version,
      privacy_version: LEGAL_VERSIONS.privacy.version,
    })
    // The company confirmation link confirms the company.
    const mail = await nthMailTo(env.smtp, user.email, 0)
    const confirmed = await callJson(env.t.app, browser, 'POST', ONBOARDING_API.confirm, {
      token: confirmToken(mail.text),
    })
    expect(confirmed.json()).toMatchObject({ kind: 'company', signedIn: false })
    expect((await authState(env.t.app, browser)).businessState.companyConfirmationNeeded).toBe(false)
    // A second leisure signup is refused: one business profile per e-mail.
    const twice = await callJson(env.t.app, browser, 'POST', ONBOARDING_API.leisureSignup, {
      companyName: 'Another',
      firstName: 'Lee',
      lastName: 'Sure',
      sizeBand: '1-10',
      country: 'KR',
      consent: true,
    })
    expect(twice.statusCode).toBe(409)
  })

  it('answers 401 to a leisureSignup without a session', async () => {
    const res = await callJson(
      env.t.app,
      await newBrowser(env.t.app),
      'POST',
      ONBOARDING_API.leisureSignup,
      {},
    )
    expect(res.statusCode).toBe(401)
  })

  it('tracks a click on a live link and always answers 204', async () => {
    const body = signupBody()
    await signUp(body)
    const token = confirmToken((await nthMailTo(env.smtp, body.email as string, 0)).text)
    const browser = await newBrowser(env.t.app)
    for (const t of [token, 'x'.repeat(43)]) {
      const res = await callJson(env.t.app, browser, 'POST', ONBOARDING_API.trackEmailConfirmationClick, {
        token: t,
      })
      expect(res.statusCode).toBe(204)
    }
    const row = await env.t.database.db
      .selectFrom('business_signups')
      .select('clicked_at')
      .where('email', '=', body.email as string)
      .executeTakeFirstOrThrow()
    expect(row.clicked_at).not.toBeNull()
  })

  async function createMemberlessUser() {
    const email = uniqueEmail('leisure')
    const row = await env.t.database.db
      .insertInto('users')
      .values({
        email,
        password_hash: null,
        first_name: '',
        last_name: '',
        has_personal_account: true,
        email_confirmed_at: new Date(),
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow()
    return row
  }
})
