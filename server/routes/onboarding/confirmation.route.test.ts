import { describe, expect, it } from 'vitest'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { mailCount, newBrowser, nthMailTo, useSeededAppWithMail } from '../../testing/auth/auth-test-kit.ts'
import { adminBrowser, createCompany, giveRole, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { callJson, confirmToken } from '../../testing/onboarding/onboarding-test-kit.ts'

describe.each(testDatabaseKinds())('company and business-profile confirmations (%s)', (kind) => {
  const env = useSeededAppWithMail(kind)

  const unconfirm = async (companyId: string) =>
    env.t.database.db
      .updateTable('companies')
      .set({ confirmed_at: null })
      .where('id', '=', companyId)
      .execute()

  it('mails the company link to the admin; following it confirms the company, once, and audits it', async () => {
    const company = await createCompany(env.t)
    await unconfirm(company.id)
    const admin = await adminBrowser(env.t, company)
    const sent = await admin.call(json('POST', ONBOARDING_API.sendConfirmation, { userEmail: admin.email }))
    expect(sent.json()).toEqual({ sent: true })
    const before = (await admin.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
    expect(before.businessState.companyConfirmationNeeded).toBe(true)

    const token = confirmToken((await nthMailTo(env.smtp, admin.email, 0)).text)
    const stranger = await newBrowser(env.t.app)
    const res = await callJson(env.t.app, stranger, 'POST', ONBOARDING_API.confirm, { token })
    expect(res.json()).toMatchObject({
      kind: 'company',
      signedIn: false,
      redirectUrl: '/business/tasks/company',
    })
    // Following a company link signs no one in.
    expect(res.headers['set-cookie'] ?? '').not.toMatch(/fw_sg=[^;]/)
    const after = (await admin.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
    expect(after.businessState.companyConfirmationNeeded).toBe(false)
    const again = await callJson(env.t.app, stranger, 'POST', ONBOARDING_API.confirm, { token })
    expect(again.statusCode).toBe(400)
    const audit = await env.t.database.db
      .selectFrom('business_audit_log')
      .select(['action', 'actor_email'])
      .where('company_id', '=', company.id)
      .execute()
    expect(audit).toEqual([{ action: 'company.confirm', actor_email: admin.email }])
  })

  it('refuses a company link once its admin no longer manages the company', async () => {
    const company = await createCompany(env.t)
    await unconfirm(company.id)
    const admin = await adminBrowser(env.t, company)
    await admin.call(json('POST', ONBOARDING_API.sendConfirmation, { userEmail: admin.email }))
    const token = confirmToken((await nthMailTo(env.smtp, admin.email, 0)).text)
    await giveRole(env.t, admin.userId, company.roles.traveler)
    const res = await callJson(env.t.app, await newBrowser(env.t.app), 'POST', ONBOARDING_API.confirm, {
      token,
    })
    expect(res.statusCode).toBe(400)
  })

  it('mails nothing when the company is already confirmed, and only to admins of the company', async () => {
    const company = await createCompany(env.t)
    const admin = await adminBrowser(env.t, company)
    expect(
      (await admin.call(json('POST', ONBOARDING_API.sendConfirmation, { userEmail: admin.email })))
        .statusCode,
    ).toBe(200)
    const traveller = await adminBrowser(env.t, company, { role: 'traveler' })
    const toTraveller = await admin.call(
      json('POST', ONBOARDING_API.sendConfirmation, { userEmail: traveller.email }),
    )
    expect(toTraveller.statusCode).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mailCount(env.smtp, admin.email) + mailCount(env.smtp, traveller.email)).toBe(0)
  })

  it('refuses the Business Plus variant to a company on the biz plan', async () => {
    const company = await createCompany(env.t)
    await env.t.database.db
      .updateTable('companies')
      .set({ plan: 'biz' })
      .where('id', '=', company.id)
      .execute()
    const admin = await adminBrowser(env.t, company)
    const res = await admin.call(
      json('POST', ONBOARDING_API.bizPlusSendConfirmation, { userEmail: admin.email }),
    )
    expect(res.statusCode).toBe(403)
  })

  it("resends a member's profile confirmation; following it confirms the profile", async () => {
    const company = await createCompany(env.t)
    const member = await adminBrowser(env.t, company, { role: 'traveler' })
    await env.t.database.db
      .updateTable('business_profiles')
      .set({ confirmed_at: null })
      .where('user_id', '=', member.userId)
      .execute()
    env.t.app.services.sessionEvictions.publish({ userId: member.userId })
    const state = (await member.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
    expect(state.businessState.businessProfileConfirmationNeeded).toBe(true)
    expect((await member.call(json('POST', ONBOARDING_API.resendConfirmationEmail))).json()).toEqual({
      sent: true,
    })
    const token = confirmToken((await nthMailTo(env.smtp, member.email, 0)).text)
    const res = await callJson(env.t.app, await newBrowser(env.t.app), 'POST', ONBOARDING_API.confirm, {
      token,
    })
    expect(res.json()).toMatchObject({ kind: 'profile', redirectUrl: '/business/tasks' })
    const after = (await member.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
    expect(after.businessState.businessProfileConfirmationNeeded).toBe(false)
  })
})
