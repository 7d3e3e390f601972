import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInBrowser, signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  actFor,
  adminBrowser,
  createCompany,
  createMemberOf,
  groupOf,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { find } from '../../testing/people/people-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

describe.each(testDatabaseKinds())('findUsers (%s)', (kind) => {
  let t: TestApp
  let a: TestCompany
  let b: TestCompany
  const m: Record<string, { id: string; email: string }> = {}
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp(kind)
    a = await createCompany(t)
    b = await createCompany(t)
    // The caller: an admin of its own, so that every other member below is someone it finds.
    admin = await adminBrowser(t, a)
    m.admin = await createMemberOf(t, a, 'admin', { local: 'zadmin' })
    m.manager = await createMemberOf(t, a, 'travelManager', { local: 'manager' })
    m.approver = await createMemberOf(t, a, 'approver', { local: 'approver' })
    m.arranger = await createMemberOf(t, a, 'travelArranger', { local: 'arranger' })
    m.ava = await createMemberOf(t, a, 'traveler', { local: 'ava.lovelace' })
    m.ben = await createMemberOf(t, a, 'traveler', { local: 'ben_100%' })
    m.gone = await createMemberOf(t, a, 'traveler', { local: 'gone' })
    m.guest = await createMemberOf(t, a, 'guest', { local: 'guest' })
    m.other = await createMemberOf(t, b, 'traveler', { local: 'ava.other' })
    const db = t.database.db
    await db
      .updateTable('users')
      .set({ first_name: 'Ada', last_name: 'Lovelace' })
      .where('id', '=', m.ava.id)
      .execute()
    await db
      .updateTable('business_profiles')
      .set({ deactivated_at: new Date() })
      .where('user_id', '=', m.gone.id)
      .execute()
    await db
      .updateTable('business_profiles')
      .set({ sponsor_user_id: m.arranger.id, access_ends_at: new Date(Date.now() + 86_400_000) })
      .where('user_id', '=', m.guest.id)
      .execute()
  })
  afterAll(() => t?.close())

  const emailOf = (key: string) => m[key]?.email as string

  it('answers the spec paged result, in name order, never with the caller or another company', async () => {
    const res = await find(admin, {}, '?page=0&size=3')
    expect(res.status).toBe(200)
    expect(res.body.paging).toEqual({
      page: 0,
      size: 3,
      offset: 0,
      totalPages: 3,
      totalElements: 8,
      first: true,
      last: false,
    })
    expect(res.body.content).toHaveLength(3)
    expect(res.body.content[0]).toMatchObject({
      role: { roleName: expect.any(String) },
      customData: { staffClassDescription: expect.any(String) },
      profileImageUrl: null,
    })
    const all = await find(admin, {}, '?size=100')
    expect(all.emails).not.toContain(admin.email)
    expect(all.emails).not.toContain(m.other?.email)
    expect(all.emails).toContain(emailOf('gone'))
    const last = await find(admin, {}, '?page=2&size=3')
    expect(last.body.paging).toMatchObject({ first: false, last: true, offset: 6 })
    expect(last.body.content).toHaveLength(2)
    // Past the end: an empty page, not an error.
    expect((await find(admin, {}, '?page=9&size=4')).body.content).toEqual([])
  })

  it('lists everyone in Manage users (the "filtered" directory), the admin looking at it too', async () => {
    const everyone = await find(admin, { searchMode: 'filtered' }, '?size=100')
    expect(everyone.emails).toContain(admin.email)
    expect(everyone.emails).not.toContain(m.other?.email)
    const members = await t.database.db
      .selectFrom('business_profiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', a.id)
      .executeTakeFirstOrThrow()
    expect(everyone.body.paging.totalElements).toBe(Number(members.n))
  })

  it('matches a substring of the name or e-mail whatever its case, and LIKE characters are literal', async () => {
    expect((await find(admin, { query: 'LOVEL' })).emails).toEqual([emailOf('ava')])
    expect((await find(admin, { query: 'ada love' })).emails).toEqual([emailOf('ava')])
    expect((await find(admin, { query: `@${a.domain.toUpperCase()}` })).emails).toHaveLength(8)
    expect((await find(admin, { query: '100%' })).emails).toEqual([emailOf('ben')])
    expect((await find(admin, { query: '_' })).emails).toEqual([emailOf('ben')])
    expect((await find(admin, { query: '%' })).emails).toEqual([emailOf('ben')])
    expect((await find(admin, { query: 'ava.other' })).emails).toEqual([])
  })

  it('gives each search mode its meaning', async () => {
    const mode = async (searchMode: string, browser = admin) =>
      (await find(browser, { searchMode } as never, '?size=100')).emails
    const e = (...keys: string[]) => keys.map(emailOf).sort()
    expect(await mode('admins')).toEqual(e('admin'))
    expect(await mode('approvers')).toEqual(e('admin', 'manager', 'approver'))
    expect(await mode('travelManagers')).toEqual(e('admin', 'manager'))
    expect(await mode('guests')).toEqual(e('guest'))
    expect(await mode('guestSponsors')).toEqual(e('arranger'))
    expect(await mode('potentialTravelArrangers')).toEqual(e('approver', 'ava', 'ben'))
    expect(await mode('potentialCustomApprovers')).toEqual(e('admin', 'manager', 'approver'))
    expect(await mode('potentialRuleCustomApprovers')).toEqual(e('admin', 'manager'))
    const arranger = await signInBrowser(t, m.arranger as { id: string; email: string }, {
      businessMode: true,
    })
    expect(await mode('sponsoredGuests', arranger)).toEqual(e('guest'))
    expect(await mode('sponsoredGuests')).toEqual([])
    // The arranger books for guests and for those who named them (explicit travellers, decision 056).
    expect(await mode('travelersForTravelArranger', arranger)).toEqual(e('guest'))
    const sales = await groupOf(t, a, 'Sales', [m.arranger?.id as string, m.ava?.id as string])
    // Sharing a group is TRIP_EVENT_BOOK_FOR_OTHER's reach, not the explicit one's.
    expect(await mode('travelersForTravelArranger', arranger)).toEqual(e('guest'))
    await t.database.db
      .insertInto('travel_arranger_delegations')
      .values({
        company_id: a.id,
        traveler_user_id: m.ava?.id as string,
        arranger_user_id: m.arranger?.id as string,
      })
      .execute()
    expect(await mode('travelersForTravelArranger', arranger)).toEqual(e('ava', 'guest'))
    // A travel manager books for every active member, and for guests.
    const manager = await signInBrowser(t, m.manager as { id: string; email: string }, { businessMode: true })
    expect(await mode('travelersForTravelArranger', manager)).toEqual(
      [...e('admin', 'approver', 'arranger', 'ava', 'ben', 'guest'), admin.email].sort(),
    )
    // Filters narrow every mode; "filtered" is everyone narrowed by them.
    const filtered = await find(admin, { searchMode: 'filtered', filters: { groupIds: [sales] } })
    expect(filtered.emails).toEqual(e('arranger', 'ava'))
    expect(filtered.body.content.find((u) => u.email === emailOf('ava'))?.groups).toEqual(['Sales'])
    const byRole = await find(
      admin,
      { searchMode: 'filtered', filters: { roleIds: [a.roles.traveler] } },
      '?size=50',
    )
    expect(byRole.emails).toEqual(e('ava', 'ben', 'gone'))
    const off = await find(admin, { filters: { statuses: ['deactivated'] } })
    expect(off.emails).toEqual(e('gone'))
    expect(off.body.content[0]?.status).toBe('deactivated')
  })

  it('shows deactivated members only to those who manage users', async () => {
    const manager = await signInBrowser(t, m.manager as { id: string; email: string }, { businessMode: true })
    const res = await find(manager, { filters: { statuses: ['deactivated'] } })
    expect(res.status).toBe(200)
    expect(res.emails).toEqual([])
    expect((await find(manager, {}, '?size=50')).emails).not.toContain(emailOf('gone'))
  })

  it('leaves out the traveller the caller books for', async () => {
    const manager = await signInBrowser(t, m.manager as { id: string; email: string }, { businessMode: true })
    await actFor(t, manager.sessionId, m.ava?.id as string)
    const res = await find(manager, { searchMode: 'travelersForTravelArranger' }, '?size=50')
    expect(res.emails).not.toContain(emailOf('ava'))
    expect(res.emails).not.toContain(manager.email)
    expect(res.emails).toContain(emailOf('ben'))
  })

  it('refuses travellers, other companies ids read as nothing, and bad input is a 400', async () => {
    const traveller = await signInBrowser(t, m.ben as { id: string; email: string }, { businessMode: true })
    expect((await find(traveller)).status).toBe(403)
    const adminB = await adminBrowser(t, b)
    const foreign = await find(adminB, { filters: { roleIds: [a.roles.traveler] } })
    expect(foreign.status).toBe(200)
    expect(foreign.emails).toEqual([])
    for (const [body, paging] of [
      [{ searchMode: 'everyone' }, ''],
      [{ query: 'x'.repeat(101) }, ''],
      [{ filters: { roleIds: ['nope'] } }, ''],
      [{ extra: 1 }, ''],
      [{}, '?size=0'],
      [{}, '?size=101'],
      [{}, '?page=-1'],
    ] as const) {
      const res = await find(admin, body as never, paging)
      expect([body, res.status, res.body]).toMatchObject([
        body,
        400,
        { errors: [{ code: 'VALIDATION_ERROR' }] },
      ])
    }
  })
})
