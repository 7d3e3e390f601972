import { afterAll, beforeAll } from 'vitest'
import { seedDemo } from '../../db/seed.ts'
import { createUserRepository } from '../../repositories/user.repository.ts'
import { openTestDatabase, silentLogger, type TestDatabase, type TestDatabaseKind } from './test-databases.ts'

/**
 * The file's database of `kind` with the demo data, opened and seeded before its tests and closed after
 * (its own hooks run before the file's), and a demo user's id by e-mail.
 */
export function useSeededDatabase(kind: TestDatabaseKind) {
  let opened: TestDatabase | undefined
  beforeAll(async () => {
    opened = await openTestDatabase(kind)
    await seedDemo(opened.db, silentLogger)
  })
  afterAll(async () => {
    await opened?.close()
  })
  const seeded = {
    get database(): TestDatabase {
      if (!opened) throw new Error('The test reads its database before the file has opened it.')
      return opened
    },
    userId: async (email: string) =>
      (await createUserRepository(seeded.database.db).findByEmail(email))?.id ?? '',
  }
  return seeded
}
