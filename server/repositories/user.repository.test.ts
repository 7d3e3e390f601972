import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANY_NAME, seedDemo } from '../db/seed.ts'
import {
  everyTestDatabase,
  openTestDatabase,
  silentLogger,
  type TestDatabase,
} from '../testing/db/test-databases.ts'
import { createCompanyRepository } from './company.repository.ts'
import { createEmailTokenRepository } from './email-token.repository.ts'
import { createUserRepository } from './user.repository.ts'

describe.each(everyTestDatabase())('user and company repositories on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    await seedDemo(database.db, silentLogger)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('finds a user by e-mail whatever its case, and by id', async () => {
    const users = createUserRepository(database.db)
    const dana = await users.findByEmail('Dana@Northwind.TEST')
    expect(dana).toMatchObject({
      email: 'dana@northwind.test',
      first_name: 'Dana',
      has_personal_account: true,
    })
    expect(await users.findById(dana?.id ?? '')).toEqual(dana)
  })

  it('answers null for unknown e-mails and ids, and for ids that are not uuids', async () => {
    const users = createUserRepository(database.db)
    expect(await users.findByEmail('nobody@northwind.test')).toBeNull()
    expect(await users.findByEmail("' or 1=1 --")).toBeNull()
    expect(await users.findById('00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await users.findById('not-a-uuid')).toBeNull()
  })

  it('sets a password and retires any reset link still open, but no other kind of link', async () => {
    const users = createUserRepository(database.db)
    const tokens = createEmailTokenRepository(database.db)
    const ben = await users.findByEmail('ben@northwind.test')
    if (!ben) throw new Error('seed')
    const expiresAt = new Date(Date.now() + 3600_000)
    for (const purpose of ['reset', 'confirm'] as const)
      await tokens.issue({
        userId: ben.id,
        purpose,
        tokenHash: `hash-${purpose}`,
        email: ben.email,
        expiresAt,
      })
    const now = new Date()
    await users.setPassword(ben.id, 'new-hash', now)
    expect((await users.findById(ben.id))?.password_hash).toBe('new-hash')
    expect(await tokens.findLiveByHash('reset', 'hash-reset')).toBeNull()
    expect(await tokens.findLiveByHash('confirm', 'hash-confirm')).not.toBeNull()
  })

  it('finds a company by id', async () => {
    const companies = createCompanyRepository(database.db)
    const { id } = await database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', DEMO_COMPANY_NAME)
      .executeTakeFirstOrThrow()
    expect(await companies.findById(id)).toMatchObject({ id, name: DEMO_COMPANY_NAME, plan: 'bizPlus' })
    expect(await companies.findById('00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await companies.findById('x')).toBeNull()
  })
})
