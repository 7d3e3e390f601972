import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import { adminBrowser, createMemberOf, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { find } from '../../testing/people/people-test-kit.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('groups (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  it('creates, renames and deletes groups; a member may be in several; all audited', async () => {
    const admin = await adminBrowser(t, a)
    const [x, y] = [await createMemberOf(t, a, 'traveler'), await createMemberOf(t, a, 'traveler')]
    const sales = (await admin.call(json('POST', PEOPLE_API.groups, { name: ' Sales ' }))).json()
    const london = (await admin.call(json('POST', PEOPLE_API.groups, { name: 'London' }))).json()
    expect(sales).toEqual({ id: expect.any(String), name: 'Sales', memberCount: 0 })
    expect(errorCode(await admin.call(json('POST', PEOPLE_API.groups, { name: 'SALES' })))).toBe(
      'GROUP_NAME_TAKEN',
    )
    expect(errorCode(await admin.call(json('POST', PEOPLE_API.groups, { name: '   ' })))).toBe(
      'GROUP_NAME_INVALID',
    )

    const add = await admin.call(json('POST', PEOPLE_API.groupAdd(sales.id), { userIds: [x.id, y.id] }))
    expect(add.json()).toEqual({ changed: 2, memberCount: 2 })
    expect(
      (await admin.call(json('POST', PEOPLE_API.groupAdd(sales.id), { userIds: [x.id] }))).json(),
    ).toEqual({
      changed: 0,
      memberCount: 2,
    })
    await admin.call(json('POST', PEOPLE_API.groupAdd(london.id), { userIds: [x.id] }))
    const found = await find(admin, { query: x.email })
    expect(found.body.content[0]?.groups).toEqual(['London', 'Sales'])
    const removed = await admin.call(json('POST', PEOPLE_API.groupRemove(sales.id), { userIds: [y.id] }))
    expect(removed.json()).toEqual({ changed: 1, memberCount: 1 })

    const renamed = await admin.call(json('PUT', PEOPLE_API.group(sales.id), { name: 'Sales EMEA' }))
    expect(renamed.json()).toMatchObject({ name: 'Sales EMEA', memberCount: 1 })
    expect(errorCode(await admin.call(json('PUT', PEOPLE_API.group(sales.id), { name: 'london' })))).toBe(
      'GROUP_NAME_TAKEN',
    )
    expect((await admin.call(json('DELETE', PEOPLE_API.group(london.id)))).json()).toEqual({ deleted: true })
    const list = (await admin.call(json('GET', PEOPLE_API.groups))).json()
    expect(list.groups).toEqual([{ id: sales.id, name: 'Sales EMEA', memberCount: 1 }])

    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=group`))).json()
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
      'group.delete',
      'group.rename',
      'group.member.remove',
      'group.member.add',
      'group.member.add',
      'group.member.add',
      'group.create',
      'group.create',
    ])
  })

  it('never touches another company’s group or member', async () => {
    const adminA = await adminBrowser(t, a)
    const adminB = await adminBrowser(t, b)
    const groupA = (await adminA.call(json('POST', PEOPLE_API.groups, { name: 'Alpha' }))).json()
    const groupB = (await adminB.call(json('POST', PEOPLE_API.groups, { name: 'Beta' }))).json()
    const memberA = await createMemberOf(t, a, 'traveler')
    expect((await adminB.call(json('PUT', PEOPLE_API.group(groupA.id), { name: 'Mine' }))).statusCode).toBe(
      404,
    )
    expect((await adminB.call(json('DELETE', PEOPLE_API.group(groupA.id)))).statusCode).toBe(404)
    expect(
      (await adminB.call(json('POST', PEOPLE_API.groupAdd(groupA.id), { userIds: [memberA.id] }))).statusCode,
    ).toBe(404)
    const foreign = await adminB.call(json('POST', PEOPLE_API.groupAdd(groupB.id), { userIds: [memberA.id] }))
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'MEMBER_NOT_FOUND'])
    const listB = (await adminB.call(json('GET', PEOPLE_API.groups))).json()
    expect(listB.groups.map((g: { name: string }) => g.name)).toEqual(['Beta'])
  })
})
