import { describe, expect, it } from 'vitest'
import { MEMBERS_API } from '../../../shared/business/members-contract.ts'
import { hashInvitationSecret } from '../../services/members/member-rules.ts'
import { adminBrowser, createMemberOf, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { mailsTo } from '../../testing/mail/outbox.ts'
import {
  auditActions,
  daysAhead,
  freshEmail,
  invitationSecret,
} from '../../testing/members/members-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('inviting people (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  const invite = (browser: Awaited<ReturnType<typeof adminBrowser>>, body: unknown) =>
    browser.call(json('POST', MEMBERS_API.invitations, body))

  it('invites e-mails of the domain with a role, mails a link whose secret is stored only hashed, and lists them', async () => {
    const admin = await adminBrowser(t, a)
    const emails = [freshEmail(a), freshEmail(a).toUpperCase()]
    const res = await invite(admin, { emails, roleId: a.roles.traveler })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ invited: emails.map((e) => e.toLowerCase()) })
    const secret = await invitationSecret(t, emails[0] ?? '')
    const stored = await t.database.db
      .selectFrom('business_invitations')
      .select(['token_hash', 'expires_at'])
      .where('email', '=', emails[0] ?? '')
      .executeTakeFirstOrThrow()
    expect(stored.token_hash).toBe(hashInvitationSecret(secret))
    expect(stored.token_hash).not.toContain(secret)
    // A week to accept.
    expect(Math.round((stored.expires_at.getTime() - Date.now()) / 86_400_000)).toBe(7)
    const list = (await admin.call(json('GET', MEMBERS_API.invitations))).json()
    expect(list.invitations.map((i: { email: string }) => i.email)).toEqual(
      expect.arrayContaining(emails.map((e) => e.toLowerCase())),
    )
    expect(list.invitations[0]).toMatchObject({ roleName: 'Traveler', guest: false, expired: false })
    expect(list.domains).toEqual([a.domain])
    expect(JSON.stringify(list)).not.toContain(stored.token_hash)
    expect(await auditActions(t, a)).toContain('user.invitation.create')
  })

  it('answers an existing member exactly like a new e-mail, but sends them nothing and records no invitation', async () => {
    const admin = await adminBrowser(t, a)
    const member = await createMemberOf(t, a, 'traveler')
    const fresh = freshEmail(a)
    const [one, two] = [
      await invite(admin, { emails: [member.email], roleId: a.roles.traveler }),
      await invite(admin, { emails: [fresh], roleId: a.roles.traveler }),
    ]
    expect([one.statusCode, two.statusCode]).toEqual([200, 200])
    expect(Object.keys(one.json())).toEqual(Object.keys(two.json()))
    expect(await mailsTo(t, member.email)).toHaveLength(0)
    expect(await mailsTo(t, fresh)).toHaveLength(1)
    const rows = await t.database.db
      .selectFrom('business_invitations')
      .select('id')
      .where('email', '=', member.email)
      .execute()
    expect(rows).toHaveLength(0)
  })

  it('invites outside the domains only as guests, with an end date and a sponsor (the inviter by default)', async () => {
    const admin = await adminBrowser(t, a)
    const outsider = freshEmail('elsewhere.test')
    const asTraveller = await invite(admin, { emails: [outsider], roleId: a.roles.traveler })
    expect([asTraveller.statusCode, asTraveller.json().errors[0].code]).toEqual([
      400,
      'GUEST_ONLY_OUTSIDE_DOMAINS',
    ])
    const noEnd = await invite(admin, { emails: [outsider], roleId: a.roles.guest })
    expect([noEnd.statusCode, noEnd.json().errors[0].code]).toEqual([400, 'GUEST_END_REQUIRED'])
    const past = await invite(admin, {
      emails: [outsider],
      roleId: a.roles.guest,
      guest: { accessEndsAt: daysAhead(-1) },
    })
    expect(past.json().errors[0].code).toBe('GUEST_END_INVALID')
    const guestSponsor = await createMemberOf(t, a, 'guest')
    const badSponsor = await invite(admin, {
      emails: [outsider],
      roleId: a.roles.guest,
      guest: { accessEndsAt: daysAhead(30), sponsorUserId: guestSponsor.id },
    })
    expect(badSponsor.json().errors[0].code).toBe('SPONSOR_INVALID')
    const ok = await invite(admin, {
      emails: [outsider],
      roleId: a.roles.guest,
      guest: { accessEndsAt: daysAhead(30) },
    })
    expect(ok.statusCode).toBe(200)
    const row = await t.database.db
      .selectFrom('business_invitations')
      .selectAll()
      .where('email', '=', outsider)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ guest: true, sponsor_user_id: admin.userId })
    expect(row.access_ends_at).not.toBeNull()
  })

  it('lets nobody give a role with more rights than their own, and keeps guest-only inviters to guests', async () => {
    const manager = await adminBrowser(t, a, { role: 'travelManager' })
    const res = await invite(manager, { emails: [freshEmail(a)], roleId: a.roles.admin })
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'ROLE_NOT_ALLOWED'])
    const fine = await invite(manager, { emails: [freshEmail(a)], roleId: a.roles.traveler })
    expect([fine.statusCode, fine.body]).toEqual([200, expect.any(String)])
    const other = await invite(manager, { emails: [freshEmail(a)], roleId: b.roles.traveler })
    expect(other.json().errors[0].code).toBe('ROLE_NOT_FOUND')
    const traveller = await adminBrowser(t, a, { role: 'traveler' })
    expect((await invite(traveller, { emails: [freshEmail(a)], roleId: a.roles.traveler })).statusCode).toBe(
      403,
    )
  })

  it('resends with a new link (the old one dies) and revokes; another company sees none of it', async () => {
    const admin = await adminBrowser(t, a)
    const adminB = await adminBrowser(t, b)
    const email = freshEmail(a)
    await invite(admin, { emails: [email], roleId: a.roles.traveler })
    const first = await invitationSecret(t, email)
    const { id } = await t.database.db
      .selectFrom('business_invitations')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect((await adminB.call(json('POST', MEMBERS_API.resend(id)))).statusCode).toBe(404)
    expect((await adminB.call(json('DELETE', MEMBERS_API.invitation(id)))).statusCode).toBe(404)
    const listB = (await adminB.call(json('GET', MEMBERS_API.invitations))).json()
    expect(JSON.stringify(listB)).not.toContain(email)

    expect((await admin.call(json('POST', MEMBERS_API.resend(id)))).statusCode).toBe(204)
    const second = await invitationSecret(t, email)
    expect(second).not.toBe(first)
    const preview = (token: string) => admin.call(json('POST', MEMBERS_API.previewInvitation, { token }))
    expect((await preview(first)).statusCode).toBe(404)
    expect((await preview(second)).json()).toMatchObject({ email, expired: false })

    expect((await admin.call(json('DELETE', MEMBERS_API.invitation(id)))).statusCode).toBe(204)
    expect((await preview(second)).statusCode).toBe(404)
    expect((await admin.call(json('DELETE', MEMBERS_API.invitation(id)))).statusCode).toBe(404)
    const actions = await auditActions(t, a)
    expect(actions).toEqual(expect.arrayContaining(['user.invitation.resend', 'user.invitation.revoke']))
  })
})
