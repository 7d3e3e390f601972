import { beforeAll, describe, expect, it } from 'vitest'
import { SSO_API } from '../../../shared/sso/sso-contract.ts'
import { createTestUser } from '../../testing/account/account-test-support.ts'
import { authState } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  adminBrowser,
  configureSso,
  createCompany,
  createMemberOf,
  idpAccountFor,
  signInWithSso,
  type TestCompany,
  useAppWithIdp,
} from '../../testing/sso/sso-test-kit.ts'

const errorOf = (location: unknown) => new URL(String(location), 'http://x').searchParams.get('ssoError')

describe.each(testDatabaseKinds())('accounts signed in by company SSO (%s)', (kind) => {
  const env = useAppWithIdp(kind)
  let company: TestCompany
  let other: TestCompany

  beforeAll(async () => {
    company = await createCompany(env.t)
    other = await createCompany(env.t)
    await configureSso(env, await adminBrowser(env.t, company), company, { activate: true })
    await configureSso(env, await adminBrowser(env.t, other), other, { activate: true })
  })

  const db = () => env.t.database.db

  it('[ASVS #12 6.8.1] finds the account by (configuration, subject): a changed e-mail at the provider still reaches the same account', async () => {
    const person = idpAccountFor(company, 'moves')
    env.idp.addAccount(person)
    await signInWithSso(env, person)
    const before = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', person.email as string)
      .executeTakeFirstOrThrow()
    // The provider now asserts another colleague's address for the same subject.
    const colleague = await createMemberOf(env.t, company, 'traveler')
    env.idp.addAccount({ ...person, email: colleague.email })
    const again = await signInWithSso(env, { ...person, email: person.login })
    expect(again.arrival.headers.location).toBe('/trips')
    const session = await db()
      .selectFrom('sessions')
      .select('user_id')
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(session.user_id).toBe(before.id)
    expect(session.user_id).not.toBe(colleague.id)
  })

  it("[ASVS #12 6.8.1] another company's provider cannot sign in an account of this company's domain", async () => {
    const victim = await createMemberOf(env.t, company, 'traveler')
    // Someone at the other company's provider claims the victim's address.
    const impostor = { ...idpAccountFor(other, 'imp'), email: victim.email }
    env.idp.addAccount(impostor)
    // The impostor starts at their own company's entry point (their login is of the other domain).
    const { arrival, browser } = await signInWithSso(env, { ...impostor, email: impostor.login })
    expect(errorOf(arrival.headers.location)).toBe('SSO_EMAIL_OUTSIDE_DOMAINS')
    expect((await authState(env.t.app, browser)).loggedInSession).toBe(false)
  })

  it('[ASVS #12 6.8.1] a second subject asserting the e-mail of an account already joined is refused', async () => {
    const person = idpAccountFor(company, 'twice')
    env.idp.addAccount(person)
    await signInWithSso(env, person)
    const second = { ...person, login: `x-${person.login}`, sub: `${person.sub}-other` }
    env.idp.addAccount(second)
    // The provider still asserts the first person's e-mail for this second subject.
    const { arrival } = await signInWithSso(env, second)
    expect(errorOf(arrival.headers.location)).toBe('SSO_ACCOUNT_NOT_LINKABLE')
  })

  it('joins an existing confirmed account of the domain, keeping its password and adding the profile', async () => {
    const existing = await createTestUser(env.t, { email: `keep-${Date.now()}@${company.domain}` })
    const person = { ...idpAccountFor(company, 'k'), login: existing.email, email: existing.email }
    env.idp.addAccount(person)
    const { arrival, browser } = await signInWithSso(env, person)
    expect(arrival.headers.location).toBe('/trips')
    const state = await authState(env.t.app, browser)
    expect(state.loggedInSession).toBe(true)
    const profile = await db()
      .selectFrom('business_profiles')
      .select(['company_id', 'role_id'])
      .where('user_id', '=', existing.id)
      .executeTakeFirstOrThrow()
    expect(profile).toEqual({ company_id: company.id, role_id: company.roles.traveler })
    const user = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow()
    expect(user.password_hash).not.toBeNull()
  })

  it('never joins an unconfirmed account, nor a member of another company', async () => {
    const unconfirmed = await createTestUser(env.t, { email: `pending-${Date.now()}@${company.domain}` })
    await db()
      .updateTable('users')
      .set({ email_confirmed_at: null, pending_registration: true })
      .where('id', '=', unconfirmed.id)
      .execute()
    const a = { ...idpAccountFor(company, 'u'), login: unconfirmed.email, email: unconfirmed.email }
    env.idp.addAccount(a)
    expect(errorOf((await signInWithSso(env, a)).arrival.headers.location)).toBe('SSO_ACCOUNT_NOT_LINKABLE')

    // Listed in this company's domain, but already a member of the other company.
    const elsewhere = await createTestUser(env.t, { email: `elsewhere-${Date.now()}@${company.domain}` })
    await db()
      .insertInto('business_profiles')
      .values({
        user_id: elsewhere.id,
        company_id: other.id,
        role_id: other.roles.traveler,
        confirmed_at: new Date(),
      })
      .execute()
    const b = { ...idpAccountFor(company, 'e'), login: elsewhere.email, email: elsewhere.email }
    env.idp.addAccount(b)
    expect(errorOf((await signInWithSso(env, b)).arrival.headers.location)).toBe('SSO_ACCOUNT_NOT_LINKABLE')
    expect(
      await db()
        .selectFrom('sso_identities')
        .select('subject')
        .where('user_id', 'in', [unconfirmed.id, elsewhere.id])
        .execute(),
    ).toEqual([])
  })

  it('refuses an e-mail the provider itself calls unverified, and an identity without an e-mail', async () => {
    const unverified = idpAccountFor(company, 'unv', { email_verified: false })
    env.idp.addAccount(unverified)
    expect(errorOf((await signInWithSso(env, unverified)).arrival.headers.location)).toBe(
      'SSO_ACCOUNT_NOT_LINKABLE',
    )
    const anonymous = idpAccountFor(company, 'anon')
    const { email: _e, ...withoutEmail } = anonymous
    env.idp.addAccount(withoutEmail)
    expect(
      errorOf(
        (await signInWithSso(env, { ...withoutEmail, email: anonymous.login })).arrival.headers.location,
      ),
    ).toBe('SSO_EMAIL_OUTSIDE_DOMAINS')
  })

  it('[ASVS #9 6.3.3] counts as the second factor only when the provider reports multi-factor authentication (amr "mfa")', async () => {
    const results: Record<string, number> = {}
    for (const amr of [['pwd', 'mfa'], ['pwd'], undefined]) {
      // An admin who signs in through SSO, then calls an admin route.
      const admin = await createMemberOf(env.t, company, 'admin')
      const person = {
        ...idpAccountFor(company, 'adm', amr ? { amr } : {}),
        login: admin.email,
        email: admin.email,
      }
      env.idp.addAccount(person)
      const { browser } = await signInWithSso(env, person)
      const res = await env.t.app.inject({
        method: 'GET',
        url: SSO_API.configs,
        headers: { cookie: browser.cookie },
      })
      results[String(amr)] = res.statusCode
      if (res.statusCode === 403) expect(res.json().errors[0].code).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
    }
    expect(results).toEqual({ 'pwd,mfa': 200, pwd: 403, undefined: 403 })
  })

  it('signs members in to business mode', async () => {
    const person = idpAccountFor(company, 'biz')
    env.idp.addAccount(person)
    const { browser } = await signInWithSso(env, person)
    const state = await authState(env.t.app, browser)
    expect(state.businessState?.businessMode).toBe(true)
  })
})
