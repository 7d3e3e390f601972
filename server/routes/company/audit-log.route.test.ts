import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API, AUDIT_LOG_PAGE_SIZE } from '../../../shared/business/audit-schemas.ts'
import { COMPANY_TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import { adminBrowser, createCompany, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('the business audit log (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  it('records who changed a company setting and shows it to admins of that company only', async () => {
    const adminA = await adminBrowser(t, a)
    const adminB = await adminBrowser(t, b)
    expect((await adminA.call(json('PUT', COMPANY_TWO_FACTOR_API, { required: true }))).statusCode).toBe(200)
    const log = (await adminA.call(json('GET', AUDIT_LOG_API))).json()
    expect(log.entries[0]).toMatchObject({
      actorEmail: adminA.email,
      bySupport: false,
      action: 'company.twoFactor.set',
      details: { required: true },
    })
    const other = (await adminB.call(json('GET', AUDIT_LOG_API))).json()
    expect(other.entries.map((e: { actorEmail: string }) => e.actorEmail)).not.toContain(adminA.email)
    const traveller = await adminBrowser(t, a, { role: 'traveler' })
    expect((await traveller.call(json('GET', AUDIT_LOG_API))).statusCode).toBe(403)
  })

  it('pages newest first with a cursor, filters by action, and ignores a malformed cursor', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const rows = Array.from({ length: AUDIT_LOG_PAGE_SIZE + 7 }, (_, i) => ({
      company_id: c.id,
      action: i % 2 ? 'user.role.change' : 'company.update',
      details: JSON.stringify({ i }),
    }))
    await t.database.db.insertInto('business_audit_log').values(rows).execute()
    const first = (await admin.call(json('GET', AUDIT_LOG_API))).json()
    expect(first.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE)
    expect(first.entries[0].details).toEqual({ i: AUDIT_LOG_PAGE_SIZE + 6 })
    const second = (await admin.call(json('GET', `${AUDIT_LOG_API}?cursor=${first.nextCursor}`))).json()
    expect(second.entries.map((e: { details: { i: number } }) => e.details.i)).toEqual([6, 5, 4, 3, 2, 1, 0])
    expect(second.nextCursor).toBeNull()
    const roles = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=user.role`))).json()
    expect(roles.entries.every((e: { action: string }) => e.action === 'user.role.change')).toBe(true)
    // A cursor it did not make (odd, or past bigint) reads from the start, never a 500.
    for (const cursor of ['%E2%98%83', 'zzzzzzzzzzzzz', 'zzzzzzzzzzzz', '-1']) {
      const page = await admin.call(json('GET', `${AUDIT_LOG_API}?cursor=${cursor}`))
      expect([cursor, page.statusCode]).toEqual([cursor, 200])
      expect(page.json().entries.length).toBeGreaterThan(0)
    }
  })

  it('refuses to change or delete an entry, but erases the log with its company', async () => {
    const c = await createCompany(t)
    await t.database.db
      .insertInto('business_audit_log')
      .values({ company_id: c.id, action: 'company.update' })
      .execute()
    await expect(
      sql`update business_audit_log set action = 'company.other' where company_id = ${c.id}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/append-only/)
    await expect(
      sql`delete from business_audit_log where company_id = ${c.id}`.execute(t.database.db),
    ).rejects.toThrow(/append-only/)
    await t.database.db.deleteFrom('companies').where('id', '=', c.id).execute()
    const left = await t.database.db
      .selectFrom('business_audit_log')
      .select('id')
      .where('company_id', '=', c.id)
      .execute()
    expect(left).toEqual([])
  })
})
