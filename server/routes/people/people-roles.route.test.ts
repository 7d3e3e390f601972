import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  giveRole,
  json,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('roles and role changes (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  it('creates, edits and deletes a custom role with unique name and permission set, audited', async () => {
    const admin = await adminBrowser(t, a)
    const created = await admin.call(
      json('POST', PEOPLE_API.roles, {
        name: '  Booker ',
        permissions: ['TRIP_EVENT_BOOK', 'REPORTING_VIEW', 'NOPE'],
      }),
    )
    expect(created.statusCode).toBe(200)
    const role = created.json()
    expect(role).toMatchObject({
      name: 'Booker',
      builtIn: false,
      permissions: ['TRIP_EVENT_BOOK', 'REPORTING_VIEW'],
    })
    const same = (body: object) => admin.call(json('POST', PEOPLE_API.roles, body))
    expect(errorCode(await same({ name: 'BOOKER', permissions: ['TRIP_EVENT_BOOK'] }))).toBe(
      'ROLE_NAME_TAKEN',
    )
    expect(errorCode(await same({ name: 'Other', permissions: ['REPORTING_VIEW', 'TRIP_EVENT_BOOK'] }))).toBe(
      'ROLE_PERMISSIONS_TAKEN',
    )
    expect(errorCode(await same({ name: 'Admin ', permissions: ['EVENT_EDIT'] }))).toBe('ROLE_NAME_TAKEN')
    expect(errorCode(await same({ name: 'Off', permissions: ['DISABLED', 'EVENT_EDIT'] }))).toBe(
      'ROLE_DISABLED_NOT_ALONE',
    )
    expect(errorCode(await same({ name: 'None', permissions: ['NOPE'] }))).toBe('ROLE_PERMISSIONS_EMPTY')
    expect(errorCode(await same({ name: 'Off', permissions: [] }))).toBe('ROLE_PERMISSIONS_EMPTY')

    const edited = await admin.call(
      json('PUT', PEOPLE_API.role(role.id), {
        name: 'Booker and reporter',
        permissions: ['TRIP_EVENT_BOOK', 'EVENT_EDIT'],
      }),
    )
    expect(edited.json()).toMatchObject({
      name: 'Booker and reporter',
      permissions: ['TRIP_EVENT_BOOK', 'EVENT_EDIT'],
    })
    const list = (await admin.call(json('GET', PEOPLE_API.roles))).json()
    expect(list.roles.map((r: { name: string }) => r.name)).toContain('Booker and reporter')
    expect(list.roles.filter((r: { builtIn: boolean }) => r.builtIn)).toHaveLength(6)

    // Built-in templates stay as they are.
    const builtIn = await admin.call(
      json('PUT', PEOPLE_API.role(a.roles.traveler), { name: 'X', permissions: ['EVENT_EDIT'] }),
    )
    expect([builtIn.statusCode, errorCode(builtIn)]).toEqual([409, 'ROLE_BUILT_IN'])
    expect(errorCode(await admin.call(json('DELETE', PEOPLE_API.role(a.roles.guest))))).toBe('ROLE_BUILT_IN')

    // In use: refused until its members move.
    const member = await createMemberOf(t, a, 'traveler')
    expect(
      (await admin.call(json('PUT', PEOPLE_API.memberRole(member.id), { roleId: role.id }))).statusCode,
    ).toBe(200)
    expect(errorCode(await admin.call(json('DELETE', PEOPLE_API.role(role.id))))).toBe('ROLE_IN_USE')
    await admin.call(json('PUT', PEOPLE_API.memberRole(member.id), { roleId: a.roles.traveler }))
    expect((await admin.call(json('DELETE', PEOPLE_API.role(role.id)))).json()).toEqual({ deleted: true })

    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=role`))).json()
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
      'role.delete',
      'role.update',
      'role.create',
    ])
    const changes = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=user.role.change`))).json()
    expect(changes.entries[0]).toMatchObject({
      targetId: member.id,
      targetLabel: member.email,
      actorEmail: admin.email,
    })
  })

  it('refuses a role that grants nothing usable, made or changed, and keeps nothing of it', async () => {
    const admin = await adminBrowser(t, a)
    const before = (await admin.call(json('GET', PEOPLE_API.roles))).json().roles
    const made = await admin.call(
      json('POST', PEOPLE_API.roles, { name: 'Switched off', permissions: ['DISABLED'] }),
    )
    expect(made.statusCode).toBe(400)
    expect(made.json()).toEqual({
      errors: [{ code: 'ROLE_GRANTS_NOTHING', description: expect.stringMatching(/grants nothing/) }],
    })
    const role = (
      await admin.call(json('POST', PEOPLE_API.roles, { name: 'Planner', permissions: ['EVENT_EDIT'] }))
    ).json()
    const changed = await admin.call(
      json('PUT', PEOPLE_API.role(role.id), { name: 'Planner', permissions: ['DISABLED', 'NOPE'] }),
    )
    expect([changed.statusCode, errorCode(changed)]).toEqual([400, 'ROLE_GRANTS_NOTHING'])
    const after = (await admin.call(json('GET', PEOPLE_API.roles))).json().roles
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((r: { id: string }) => r.id === role.id).permissions).toEqual(['EVENT_EDIT'])
  })

  it('another company’s roles and members read as not found, and travellers may not manage roles', async () => {
    const adminB = await adminBrowser(t, b)
    const memberA = await createMemberOf(t, a, 'traveler')
    const memberB = await createMemberOf(t, b, 'traveler')
    const edit = await adminB.call(
      json('PUT', PEOPLE_API.role(a.roles.admin), { name: 'Mine', permissions: ['EVENT_EDIT'] }),
    )
    expect(edit.statusCode).toBe(404)
    expect((await adminB.call(json('DELETE', PEOPLE_API.role(a.roles.admin)))).statusCode).toBe(404)
    expect(
      (await adminB.call(json('PUT', PEOPLE_API.memberRole(memberA.id), { roleId: b.roles.admin })))
        .statusCode,
    ).toBe(404)
    expect(
      (await adminB.call(json('PUT', PEOPLE_API.memberRole(memberB.id), { roleId: a.roles.admin })))
        .statusCode,
    ).toBe(404)
    const traveller = await signInBrowser(t, memberB, { businessMode: true })
    expect((await traveller.call(json('GET', PEOPLE_API.roles))).statusCode).toBe(403)
    // An admin without a proven second factor is sent to verify first.
    const unproven = await adminBrowser(t, b, { secondFactor: false })
    const res = await unproven.call(
      json('PUT', PEOPLE_API.memberRole(memberB.id), { roleId: b.roles.approver }),
    )
    expect(errorCode(res)).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
  })

  it('changes roles in bulk, never the caller’s own, never the last admin, and ends cached permissions at once', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const people = [await createMemberOf(t, c, 'traveler'), await createMemberOf(t, c, 'traveler')]
    const own = await admin.call(
      json('PUT', PEOPLE_API.memberRole(admin.userId), { roleId: c.roles.traveler }),
    )
    expect([own.statusCode, errorCode(own)]).toEqual([400, 'CANNOT_CHANGE_OWN_ROLE'])
    const withSelf = await admin.call(
      json('POST', PEOPLE_API.bulkRole, { userIds: [people[0]?.id, admin.userId], roleId: c.roles.approver }),
    )
    expect(errorCode(withSelf)).toBe('CANNOT_CHANGE_OWN_ROLE')

    // The member's session answers with the new role's permissions on the very next call.
    const member = await signInBrowser(t, people[0] as { id: string; email: string }, { businessMode: true })
    expect((await member.call(json('POST', PEOPLE_API.findUsers, {}))).statusCode).toBe(403)
    const bulk = await admin.call(
      json('POST', PEOPLE_API.bulkRole, { userIds: people.map((p) => p.id), roleId: c.roles.approver }),
    )
    expect(bulk.json()).toEqual({ changed: 2, unchanged: 0 })
    expect((await member.call(json('POST', PEOPLE_API.findUsers, {}))).statusCode).toBe(200)
    const again = await admin.call(
      json('POST', PEOPLE_API.bulkRole, { userIds: people.map((p) => p.id), roleId: c.roles.approver }),
    )
    expect(again.json()).toEqual({ changed: 0, unchanged: 2 })

    // A custom admin role that is the only one left managing users cannot lose USER_MANAGEMENT.
    const custom = (
      await admin.call(
        json('POST', PEOPLE_API.roles, {
          name: 'Chief',
          permissions: ['USER_MANAGEMENT', 'ROLE_MANAGEMENT'],
        }),
      )
    ).json()
    const chief = await createMemberOf(t, c, 'traveler')
    await admin.call(json('PUT', PEOPLE_API.memberRole(chief.id), { roleId: custom.id }))
    // The caller's own admin role goes away by the back door (a demotion only the database can make).
    await giveRole(t, admin.userId, c.roles.traveler)
    const chiefBrowser = await adminBrowser(t, c)
    await giveRole(t, chiefBrowser.userId, custom.id)
    await t.database.db
      .updateTable('business_profiles')
      .set({ deactivated_at: new Date() })
      .where('user_id', '=', chief.id)
      .execute()
    const strip = await chiefBrowser.call(
      json('PUT', PEOPLE_API.role(custom.id), { name: 'Chief', permissions: ['ROLE_MANAGEMENT'] }),
    )
    expect([strip.statusCode, errorCode(strip)]).toEqual([409, 'LAST_ADMIN'])
    const still = (await chiefBrowser.call(json('GET', PEOPLE_API.roles))).json()
    expect(still.roles.find((r: { id: string }) => r.id === custom.id).permissions).toContain(
      'USER_MANAGEMENT',
    )
  })
})
