import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { MEMBERS_API } from '../../../shared/business/members-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  adminBrowser,
  businessProfileOf,
  createCompany,
  createMemberOf,
  giveRole,
  json,
  signedInMember,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { auditActions, customRole, daysAhead, guestOf } from '../../testing/members/members-test-kit.ts'
import { useAdmin, useCompany, useTestApp } from '../../testing/use-test-app.ts'
import { membersServicesOf } from './members.area.ts'

describe.each(testDatabaseKinds())('a member’s lifecycle (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)
  const admin = useAdmin(t, a)

  // The guests' access ends a day after the tests start.
  const untilTomorrow = { accessEndsAt: new Date(Date.now() + 86_400_000) }

  it('[ASVS #22 7.4.2] an admin’s deactivation ends the member’s business sessions at once (their next call: 401); reactivation lets them sign in again', async () => {
    const { user: member, browser: business } = await signedInMember(t, a, 'traveler', { personal: true })
    const personal = await signInBrowser(t, member)
    expect((await business.call(json('GET', AUDIT_LOG_API))).statusCode).toBe(403)

    const res = await admin.call(json('POST', MEMBERS_API.deactivate(member.id)))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ userId: member.id, deactivated: true })
    expect((await businessProfileOf(t, member.id)).deactivated_at).not.toBeNull()
    // The business session is over; the personal one lives on, but acts for no company.
    expect(await t.app.services.authState.sessionFor(business.cookie.slice('fw_sg='.length))).toBeNull()
    // Their next request from that browser is not signed in.
    expect((await business.call(json('GET', MEMBERS_API.myInvitations))).statusCode).toBe(401)
    const view = await t.app.services.authState.sessionFor(personal.cookie.slice('fw_sg='.length))
    expect(view?.userId).toBe(member.id)
    expect(view?.business).toBeNull()

    const again = await admin.call(json('POST', MEMBERS_API.reactivate(member.id)))
    expect(again.json()).toMatchObject({ deactivated: false })
    const back = await signInBrowser(t, member, { businessMode: true })
    const restored = await t.app.services.authState.sessionFor(back.cookie.slice('fw_sg='.length))
    expect(restored?.business?.companyId).toBe(a.id)
    expect(await auditActions(t, a)).toEqual(
      expect.arrayContaining(['user.member.deactivate', 'user.member.reactivate']),
    )
  })

  it('refuses to deactivate oneself, another company’s member, or without USER_MANAGEMENT', async () => {
    const self = await admin.call(json('POST', MEMBERS_API.deactivate(admin.userId)))
    expect([self.statusCode, self.json().errors[0].code]).toEqual([400, 'CANNOT_CHANGE_SELF'])
    const stranger = await createMemberOf(t, b, 'traveler')
    const other = await admin.call(json('POST', MEMBERS_API.deactivate(stranger.id)))
    expect([other.statusCode, other.json().errors[0].code]).toEqual([404, 'MEMBER_NOT_FOUND'])
    expect((await businessProfileOf(t, stranger.id)).deactivated_at).toBeNull()
    const manager = await adminBrowser(t, a, { role: 'travelManager' })
    const target = await createMemberOf(t, a, 'traveler')
    expect((await manager.call(json('POST', MEMBERS_API.deactivate(target.id)))).statusCode).toBe(403)
  })

  /**
   * The member lifecycle called by a traveller of the company holding USER_MANAGEMENT: a caller who is not
   * themself an active admin (support tooling, a role without a profile) meets the last-admin rule.
   */
  async function outsiderCaller(c: TestCompany) {
    const outsider = await createMemberOf(t, c, 'traveler')
    const actor = {
      companyId: c.id,
      userId: outsider.id,
      email: outsider.email,
      impersonatorUserId: null,
      permissions: ['USER_MANAGEMENT'],
    }
    return { lifecycle: membersServicesOf(t.app.services).lifecycle, actor }
  }

  it('never deactivates the last active admin', async () => {
    const c = await createCompany(t)
    const only = await createMemberOf(t, c, 'admin')
    const { lifecycle, actor } = await outsiderCaller(c)
    await expect(lifecycle.deactivate(actor, only.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
    })
    const second = await createMemberOf(t, c, 'admin')
    await expect(lifecycle.deactivate(actor, only.id)).resolves.toMatchObject({
      deactivated: true,
    })
    await expect(lifecycle.deactivate(actor, second.id)).rejects.toMatchObject({
      code: 'LAST_ADMIN',
    })
  })

  it('an admin whose account is disabled does not keep the company an admin', async () => {
    const c = await createCompany(t)
    const only = await createMemberOf(t, c, 'admin')
    const disabled = await createMemberOf(t, c, 'admin')
    await t.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', disabled.id)
      .execute()
    const { lifecycle, actor } = await outsiderCaller(c)
    await expect(lifecycle.deactivate(actor, only.id)).rejects.toMatchObject({ code: 'LAST_ADMIN' })
  })

  it('a guest whose access has ended acts for no company', async () => {
    const guest = await guestOf(t, a, admin.userId, untilTomorrow)
    const browser = await signInBrowser(t, guest, { businessMode: true })
    const secret = browser.cookie.slice('fw_sg='.length)
    expect((await t.app.services.authState.sessionFor(secret))?.business?.companyId).toBe(a.id)
    await t.database.db
      .updateTable('business_profiles')
      .set({ access_ends_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', guest.id)
      .execute()
    await t.app.services.sessionEvictions.publish({ userId: guest.id })
    expect((await t.app.services.authState.sessionFor(secret))?.business).toBeNull()
  })

  it('guest management changes sponsor and end date; the sponsor must be an active non-guest member', async () => {
    const guest = await guestOf(t, a, admin.userId, untilTomorrow)
    const sponsor = await createMemberOf(t, a, 'travelManager')
    const end = daysAhead(20)
    const res = await admin.call(
      json('PUT', MEMBERS_API.guest(guest.id), { sponsorUserId: sponsor.id, accessEndsAt: end }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ sponsorUserId: sponsor.id, accessEndsAt: end })
    const otherGuest = await guestOf(t, a, admin.userId, untilTomorrow)
    const bad = await admin.call(
      json('PUT', MEMBERS_API.guest(guest.id), { sponsorUserId: otherGuest.id, accessEndsAt: end }),
    )
    expect(bad.json().errors[0].code).toBe('SPONSOR_INVALID')
    const byEmail = await admin.call(
      json('PUT', MEMBERS_API.guest(guest.id), { sponsorEmail: admin.email, accessEndsAt: end }),
    )
    expect(byEmail.json()).toMatchObject({ sponsorUserId: admin.userId })
    const nobody = await admin.call(
      json('PUT', MEMBERS_API.guest(guest.id), { sponsorEmail: 'nobody@nowhere.test', accessEndsAt: end }),
    )
    expect(nobody.json().errors[0].code).toBe('SPONSOR_INVALID')
    const past = await admin.call(
      json('PUT', MEMBERS_API.guest(guest.id), { sponsorUserId: sponsor.id, accessEndsAt: daysAhead(-2) }),
    )
    expect(past.json().errors[0].code).toBe('GUEST_END_INVALID')
    const traveller = await createMemberOf(t, a, 'traveler')
    const notGuest = await admin.call(
      json('PUT', MEMBERS_API.guest(traveller.id), { sponsorUserId: sponsor.id, accessEndsAt: end }),
    )
    expect([notGuest.statusCode, notGuest.json().errors[0].code]).toEqual([400, 'NOT_A_GUEST'])
    const foreign = await guestOf(t, b, (await createMemberOf(t, b, 'admin')).id, untilTomorrow)
    const cross = await admin.call(
      json('PUT', MEMBERS_API.guest(foreign.id), { sponsorUserId: sponsor.id, accessEndsAt: end }),
    )
    expect(cross.statusCode).toBe(404)
    expect(await auditActions(t, a)).toContain('user.guest.update')
  })

  it('USER_GUEST_DELETE removes only one’s own sponsored guests; _FOR_ALL removes any', async () => {
    const roleId = await customRole(t, a, ['USER_GUEST_DELETE', 'TRIP_EVENT_BOOK'])
    const sponsor = await createMemberOf(t, a, 'traveler')
    await giveRole(t, sponsor.id, roleId)
    const sponsorBrowser = await signInBrowser(t, sponsor, { businessMode: true })
    const mine = await guestOf(t, a, sponsor.id, untilTomorrow)
    const theirs = await guestOf(t, a, admin.userId, untilTomorrow)
    const refused = await sponsorBrowser.call(json('DELETE', MEMBERS_API.guest(theirs.id)))
    expect(refused.statusCode).toBe(403)
    const guestSession = await signInBrowser(t, mine, { businessMode: true })
    expect((await sponsorBrowser.call(json('DELETE', MEMBERS_API.guest(mine.id)))).statusCode).toBe(204)
    const gone = await t.database.db
      .selectFrom('business_profiles')
      .select('id')
      .where('user_id', '=', mine.id)
      .execute()
    expect(gone).toEqual([])
    expect(await t.app.services.authState.sessionFor(guestSession.cookie.slice('fw_sg='.length))).toBeNull()
    expect((await admin.call(json('DELETE', MEMBERS_API.guest(theirs.id)))).statusCode).toBe(204)
    const traveller = await createMemberOf(t, a, 'traveler')
    expect((await admin.call(json('DELETE', MEMBERS_API.guest(traveller.id)))).json().errors[0].code).toBe(
      'NOT_A_GUEST',
    )
    expect(await auditActions(t, a)).toContain('user.guest.remove')
  })
})
