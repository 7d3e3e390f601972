import { describe, expect, it } from 'vitest'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { SSO_API } from '../../../shared/sso/sso-contract.ts'
import { authState, newBrowser, nextIp } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  adminBrowser,
  configureSso,
  createCompany,
  entryPoint,
  idpAccountFor,
  signInWithSso,
  useAppWithIdp,
} from '../../testing/sso/sso-test-kit.ts'

describe.each(testDatabaseKinds())('company single sign-on (%s)', (kind) => {
  const env = useAppWithIdp(kind)

  it('signs a new member in at their first SSO sign-in and gives them a business profile with the default role', async () => {
    const company = await createCompany(env.t)
    const admin = await adminBrowser(env.t, company)
    await configureSso(env, admin, company, { activate: true })
    const person = idpAccountFor(company, 'new')
    env.idp.addAccount(person)
    const { browser, arrival } = await signInWithSso(env, person, '/trips?x=1')
    expect(arrival.statusCode).toBe(303)
    expect(arrival.headers.location).toBe('/trips?x=1')
    const state = await authState(env.t.app, browser)
    expect(state.loggedInSession).toBe(true)
    expect(state.userInfoState?.accountEmail ?? state.accountName).toBeTruthy()
    const profile = await env.t.database.db
      .selectFrom('business_profiles as bp')
      .innerJoin('users as u', 'u.id', 'bp.user_id')
      .select(['bp.company_id', 'bp.role_id', 'u.password_hash', 'u.first_name'])
      .where('u.email', '=', person.email as string)
      .executeTakeFirstOrThrow()
    expect(profile).toEqual({
      company_id: company.id,
      role_id: company.roles.traveler,
      password_hash: null,
      first_name: 'Sam',
    })
  })

  it('answers no entry point for a domain without active SSO, the same for known and unknown e-mails', async () => {
    const company = await createCompany(env.t)
    const admin = await adminBrowser(env.t, company)
    await configureSso(env, admin, company)
    const browser = await newBrowser(env.t.app)
    const res = await entryPoint(env, browser, `someone@${company.domain}`)
    expect(res.json()).toEqual({ entryPointUrl: null, displayName: null })
    void SSO_API
    void AUTH_STATE_PATH
  })

  it('[ASVS #30 3.7.2] the entry point keeps only a same-site path to come back to', async () => {
    const company = await createCompany(env.t)
    await configureSso(env, await adminBrowser(env.t, company), company, { activate: true })
    const browser = await newBrowser(env.t.app)
    for (const redir of ['//evil.example', 'https://evil.example/x', '/\\evil.example', '/ok?x=1']) {
      const res = await env.t.app.inject({
        method: 'GET',
        url: `${SSO_API.entryPointUrl}?${new URLSearchParams({ email: `a@${company.domain}`, redir })}`,
        remoteAddress: nextIp(),
        headers: { cookie: browser.cookie, 'x-csrf': browser.token },
      })
      expect(res.statusCode).toBe(200)
      const attempt = await env.t.database.db
        .selectFrom('sso_attempts')
        .select('redir')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
      expect(attempt.redir).toBe(redir === '/ok?x=1' ? redir : '/')
    }
  })
})
