import { describe, expect, it } from 'vitest'
import { MEMBERS_API } from '../../../shared/business/members-contract.ts'
import { createTestUser, signedInUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  adminBrowser,
  createMemberOf,
  json,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  auditActions,
  daysAhead,
  freshEmail,
  invitationSecret,
} from '../../testing/members/members-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('the invitation hub (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  async function invited(company: TestCompany, email: string, role: 'traveler' | 'guest' = 'traveler') {
    const admin = await adminBrowser(t, company)
    const res = await admin.call(
      json('POST', MEMBERS_API.invitations, {
        emails: [email],
        roleId: company.roles[role],
        ...(role === 'guest' ? { guest: { accessEndsAt: daysAhead(10) } } : {}),
      }),
    )
    expect(res.statusCode).toBe(200)
    return { admin, secret: await invitationSecret(t, email) }
  }

  const profileOf = (userId: string) =>
    t.database.db.selectFrom('business_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()

  it('declines one of its invitations: closed for good, the company sees it gone, audited; nobody else may', async () => {
    const email = freshEmail(a, 'decliner')
    const { admin } = await invited(a, email)
    const user = await createTestUser(t, { email })
    const browser = await signInBrowser(t, user)
    const [invitation] = (await browser.call(json('GET', MEMBERS_API.myInvitations))).json().invitations
    // Another account cannot decline it: to them it does not exist.
    const stranger = await signedInUser(t)
    const theirs = await stranger.call(json('POST', MEMBERS_API.declineInvitation, { id: invitation.id }))
    expect(theirs.statusCode).toBe(404)
    const res = await browser.call(json('POST', MEMBERS_API.declineInvitation, { id: invitation.id }))
    expect([res.statusCode, res.json()]).toEqual([200, { declined: true }])
    expect((await browser.call(json('GET', MEMBERS_API.myInvitations))).json().invitations).toEqual([])
    const accept = await browser.call(json('POST', MEMBERS_API.acceptInvitation, { id: invitation.id }))
    expect(accept.statusCode).toBe(404)
    expect(
      (await browser.call(json('POST', MEMBERS_API.declineInvitation, { id: invitation.id }))).statusCode,
    ).toBe(404)
    expect(await profileOf(user.id)).toBeUndefined()
    const pending = (await admin.call(json('GET', MEMBERS_API.invitations))).json()
    expect(JSON.stringify(pending)).not.toContain(email)
    expect(await auditActions(t, a)).toContain('user.invitation.decline')
    expect(
      (await browser.call(json('POST', MEMBERS_API.declineInvitation, { id: 'x', extra: 1 }))).statusCode,
    ).toBe(400)
  })

  it('lists the signed-in account’s invitations and joins one: profile in the role, business mode, audited', async () => {
    const email = freshEmail(a, 'joiner')
    await invited(a, email)
    const user = await createTestUser(t, { email })
    const browser = await signInBrowser(t, user)
    const mine = (await browser.call(json('GET', MEMBERS_API.myInvitations))).json()
    expect(mine.memberElsewhere).toBe(false)
    expect(mine.invitations).toHaveLength(1)
    expect(mine.invitations[0]).toMatchObject({
      companyName: `Company ${a.domain}`,
      roleName: 'Traveler',
      guest: false,
    })
    const res = await browser.call(json('POST', MEMBERS_API.acceptInvitation, { id: mine.invitations[0].id }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ companyName: `Company ${a.domain}`, redirectUrl: '/business' })
    expect(await profileOf(user.id)).toMatchObject({ company_id: a.id, role_id: a.roles.traveler })
    const session = await t.database.db
      .selectFrom('sessions')
      .select('business_mode')
      .where('id', '=', browser.sessionId)
      .executeTakeFirstOrThrow()
    expect(session.business_mode).toBe(true)
    expect(await auditActions(t, a)).toContain('user.invitation.accept')
    // Single use: the same invitation cannot be accepted twice, and the list is empty.
    const again = await browser.call(
      json('POST', MEMBERS_API.acceptInvitation, { id: mine.invitations[0].id }),
    )
    expect(again.statusCode).toBe(404)
    expect((await browser.call(json('GET', MEMBERS_API.myInvitations))).json().invitations).toEqual([])
  })

  it('takes the e-mailed link only from the invited e-mail’s account; the link alone signs nobody in', async () => {
    const email = freshEmail(a, 'linked')
    const { secret } = await invited(a, email)
    const anonymous = await t.app.inject(json('POST', MEMBERS_API.acceptInvitation, { token: secret }))
    expect(anonymous.statusCode).toBe(403)
    const someoneElse = await signedInUser(t)
    const wrong = await someoneElse.call(json('POST', MEMBERS_API.acceptInvitation, { token: secret }))
    expect([wrong.statusCode, wrong.json().errors[0].code]).toEqual([403, 'INVITATION_EMAIL_MISMATCH'])
    // Nor does knowing an id let another account take it.
    const { id } = await t.database.db
      .selectFrom('business_invitations')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect((await someoneElse.call(json('POST', MEMBERS_API.acceptInvitation, { id }))).statusCode).toBe(404)
    const preview = await someoneElse.call(json('POST', MEMBERS_API.previewInvitation, { token: secret }))
    expect(preview.json()).toEqual({ companyName: `Company ${a.domain}`, email, expired: false })
    const owner = await signedInUser(t, { email: email.toUpperCase() })
    expect((await owner.call(json('POST', MEMBERS_API.acceptInvitation, { token: secret }))).statusCode).toBe(
      200,
    )
  })

  it('refuses a member of another company (one company per user) and an expired invitation, clearly', async () => {
    const member = await createMemberOf(t, b, 'traveler')
    await invited(a, member.email, 'guest')
    const browser = await signInBrowser(t, member)
    const mine = (await browser.call(json('GET', MEMBERS_API.myInvitations))).json()
    expect(mine.memberElsewhere).toBe(true)
    const res = await browser.call(json('POST', MEMBERS_API.acceptInvitation, { id: mine.invitations[0].id }))
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'ALREADY_IN_A_COMPANY'])
    expect((await profileOf(member.id))?.company_id).toBe(b.id)

    const late = freshEmail(a, 'late')
    const { secret } = await invited(a, late)
    await t.database.db
      .updateTable('business_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', late)
      .execute()
    const lateBrowser = await signedInUser(t, { email: late })
    const expired = await lateBrowser.call(json('POST', MEMBERS_API.acceptInvitation, { token: secret }))
    expect([expired.statusCode, expired.json().errors[0].code]).toEqual([400, 'INVITATION_EXPIRED'])
    expect((await lateBrowser.call(json('GET', MEMBERS_API.myInvitations))).json().invitations).toEqual([])
  })

  it('makes a guest with the sponsor and end of access of the invitation', async () => {
    const email = freshEmail('outside.test', 'guest')
    const { admin } = await invited(a, email, 'guest')
    const user = await createTestUser(t, { email })
    const browser = await signInBrowser(t, user)
    const mine = (await browser.call(json('GET', MEMBERS_API.myInvitations))).json()
    expect(mine.invitations[0].guest).toBe(true)
    await browser.call(json('POST', MEMBERS_API.acceptInvitation, { id: mine.invitations[0].id }))
    const profile = await profileOf(user.id)
    expect(profile).toMatchObject({
      role_id: a.roles.guest,
      sponsor_user_id: admin.userId,
      added_by_user_id: admin.userId,
    })
    expect(profile?.access_ends_at).not.toBeNull()
  })

  it('answers 401 to anonymous visitors and 404 to an unknown link', async () => {
    expect((await t.app.inject(json('GET', MEMBERS_API.myInvitations))).statusCode).toBe(401)
    const browser = await signedInUser(t)
    const unknown = await browser.call(json('POST', MEMBERS_API.previewInvitation, { token: 'x'.repeat(43) }))
    expect([unknown.statusCode, unknown.json().errors[0].code]).toEqual([404, 'INVITATION_NOT_FOUND'])
  })
})
