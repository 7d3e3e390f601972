import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { everyTestDatabase, openTestDatabase, type TestDatabase } from '../testing/db/test-databases.ts'
import { createTravelerRepository, type TravelerRepository } from './traveler.repository.ts'

describe.each(everyTestDatabase())('traveller repository on %s', (kind) => {
  let database: TestDatabase
  let repo: TravelerRepository
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    repo = createTravelerRepository(database.db)
  })
  afterAll(async () => database?.close())

  async function newUser(): Promise<string> {
    const row = await database.db
      .insertInto('users')
      .values({
        email: `r-${crypto.randomBytes(5).toString('hex')}@example.test`,
        password_hash: null,
        first_name: 'R',
        last_name: 'U',
        has_personal_account: true,
        email_confirmed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  const traveler = (name: string) => ({ first_name: name, last_name: 'X', preferred: true })

  it('leaves exactly one preferred traveller when several are saved as preferred at once', async () => {
    const userId = await newUser()
    await Promise.all(Array.from({ length: 6 }, (_, i) => repo.create(userId, traveler(`T${i}`))))
    const rows = await repo.listForUser(userId)
    expect(rows).toHaveLength(6)
    expect(rows.filter((r) => r.preferred)).toHaveLength(1)
    await Promise.all(rows.map((r) => repo.update(userId, r.id, { preferred: true })))
    expect((await repo.listForUser(userId)).filter((r) => r.preferred)).toHaveLength(1)
  })

  it('scopes every read and write to the owner', async () => {
    const owner = await newUser()
    const other = await newUser()
    const row = await repo.create(owner, traveler('Own'))
    expect(await repo.findForUser(other, row.id)).toBeNull()
    expect(await repo.update(other, row.id, { first_name: 'Stolen' })).toBeNull()
    expect(await repo.delete(other, row.id)).toBe(false)
    expect(await repo.findPreferred(other)).toBeNull()
    expect((await repo.findForUser(owner, row.id))?.first_name).toBe('Own')
    // Malformed ids are no row, not a database error.
    expect(await repo.findForUser(owner, 'not-a-uuid')).toBeNull()
    expect(await repo.countForUser(owner)).toBe(1)
  })
})
