import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovalSettingsRepository } from '../repositories/approval-settings.repository.ts'
import { openTestDatabase, silentLogger, type TestDatabase } from '../testing/db/test-databases.ts'
import { seedDemo } from './seed.ts'

/** Northwind's demo approvals (decision 055): settings, the chain with its backup, Ava's manager. */
describe('demo approvals', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
  })
  afterAll(async () => database?.close())

  it('seeds Northwind’s approval settings, approvers and a manager', async () => {
    expect(await seedDemo(database.db, silentLogger)).toBe(true)
    const db = database.db
    const { id: companyId } = await db.selectFrom('companies').select('id').executeTakeFirstOrThrow()
    const repo = createApprovalSettingsRepository(db)
    expect(await repo.settings(companyId)).toMatchObject({
      timing: 'voidWindow',
      verticalRules: { hotel: 'all' },
      allowCustomApprover: true,
    })
    const emailOf = async (id: string | null) =>
      id
        ? (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email
        : null
    const [step] = await repo.chainSteps(companyId)
    expect([await emailOf(step?.approverUserId ?? null), await emailOf(step?.backupUserId ?? null)]).toEqual([
      'approver@northwind.test',
      'manager@northwind.test',
    ])
    const [managed] = await repo.managers(companyId)
    expect([
      await emailOf(managed?.user_id ?? null),
      await emailOf(managed?.manager_user_id ?? null),
    ]).toEqual(['ava@northwind.test', 'manager@northwind.test'])
  })
})
