import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import { createMemberOf, json, type TestCompany } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { find } from '../../testing/people/people-test-kit.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'
import { useAdmin, useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('members and their offices (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)
  const admin = useAdmin(t, a)

  const office = async (company: TestCompany, name: string) =>
    (
      await t.database.db
        .insertInto('company_offices')
        .values({ company_id: company.id, name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id

  it('places members in an office, filters the search by it, shows it on each row and audits it', async () => {
    const seoul = await office(a, 'Seoul')
    const busan = await office(a, 'Busan')
    const kim = await createMemberOf(t, a, 'traveler')
    const lee = await createMemberOf(t, a, 'traveler')
    const park = await createMemberOf(t, a, 'traveler')

    const placed = await admin.call(
      json('POST', PEOPLE_API.bulkOffice, { userIds: [kim.id, lee.id], officeId: seoul }),
    )
    expect(placed.statusCode).toBe(200)
    expect(placed.json()).toEqual({ changed: 2, unchanged: 0 })
    const again = await admin.call(
      json('POST', PEOPLE_API.bulkOffice, { userIds: [kim.id], officeId: seoul }),
    )
    expect(again.json()).toEqual({ changed: 0, unchanged: 1 })
    await admin.call(json('POST', PEOPLE_API.bulkOffice, { userIds: [park.id], officeId: busan }))

    const inSeoul = await find(admin, { searchMode: 'filtered', filters: { officeIds: [seoul] } })
    expect(inSeoul.emails).toEqual([kim.email, lee.email].sort())
    expect(inSeoul.body.content[0]?.office).toEqual({ id: seoul, name: 'Seoul' })
    const both = await find(admin, { searchMode: 'filtered', filters: { officeIds: [seoul, busan] } })
    expect(both.emails).toEqual([kim.email, lee.email, park.email].sort())

    const cleared = await admin.call(
      json('POST', PEOPLE_API.bulkOffice, { userIds: [lee.id], officeId: null }),
    )
    expect(cleared.json()).toEqual({ changed: 1, unchanged: 0 })
    expect((await find(admin, { filters: { officeIds: [seoul] } })).emails).toEqual([kim.email])
    const leeRow = (await find(admin, { query: lee.email })).body.content[0]
    expect(leeRow?.office).toBeNull()

    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=user.office.change`))).json()
    expect(log.entries[0]).toMatchObject({
      targetId: lee.id,
      details: { from: { id: seoul, name: 'Seoul' }, to: null },
    })
    expect(log.entries).toHaveLength(4)
  })

  it("refuses another company's office or member as if they did not exist, changing nothing", async () => {
    const mine = await office(a, 'Mine')
    const theirs = await office(b, 'Theirs')
    const member = await createMemberOf(t, a, 'traveler')
    const outsider = await createMemberOf(t, b, 'traveler')

    const foreignOffice = await admin.call(
      json('POST', PEOPLE_API.bulkOffice, { userIds: [member.id], officeId: theirs }),
    )
    expect([foreignOffice.statusCode, errorCode(foreignOffice)]).toEqual([404, 'OFFICE_NOT_FOUND'])
    const foreignMember = await admin.call(
      json('POST', PEOPLE_API.bulkOffice, { userIds: [member.id, outsider.id], officeId: mine }),
    )
    expect([foreignMember.statusCode, errorCode(foreignMember)]).toEqual([404, 'MEMBER_NOT_FOUND'])
    const profiles = await t.database.db
      .selectFrom('business_profiles')
      .select('office_id')
      .where('user_id', 'in', [member.id, outsider.id])
      .execute()
    expect(profiles.map((p) => p.office_id)).toEqual([null, null])
    // A filter naming another company's office finds nobody rather than their members.
    expect((await find(admin, { filters: { officeIds: [theirs] } })).emails).toEqual([])
  })

  it('refuses a malformed body with 400', async () => {
    const member = await createMemberOf(t, a, 'traveler')
    for (const body of [
      { userIds: [], officeId: null },
      { userIds: [member.id] },
      { userIds: [member.id], officeId: 'x'.repeat(300) },
      { userIds: [member.id], officeId: null, extra: true },
    ]) {
      const res = await admin.call(json('POST', PEOPLE_API.bulkOffice, body))
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })
})
