import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../db/seed.ts'
import { createSessionRepository, type SessionRepository } from '../repositories/session.repository.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import {
  openTestDatabase,
  silentLogger,
  type TestDatabase,
  testDatabaseKinds,
} from '../testing/db/test-databases.ts'
import { ANONYMOUS_MEMO_MS, createAuthStateService } from './auth-state.service.ts'
import { createSignedInGroup, signInToGroup } from './session.service.ts'

describe.each(testDatabaseKinds())('auth state service on %s', (kind) => {
  let database: TestDatabase
  let repo: SessionRepository
  let reads = 0
  // The real repository, counting the one read a visitor's every call would make.
  const counting = (): SessionRepository => ({
    ...repo,
    findActiveSessionBySecretHash: (...args) => {
      reads++
      return repo.findActiveSessionBySecretHash(...args)
    },
  })
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    await seedDemo(database.db, silentLogger)
    repo = createSessionRepository(database.db)
  })
  afterAll(async () => database?.close())

  it('reads the database once for a group without sessions, then remembers it for a few seconds', async () => {
    let clock = new Date('2026-11-22T10:00:00Z')
    const service = createAuthStateService(counting(), null, () => clock)
    const secret = crypto.randomBytes(32).toString('base64url')
    reads = 0
    expect((await service.forGroup(secret)).session).toBeNull()
    expect((await service.forGroup(secret)).session).toBeNull()
    expect(reads).toBe(1)
    clock = new Date(clock.getTime() + ANONYMOUS_MEMO_MS + 1)
    expect((await service.forGroup(secret)).session).toBeNull()
    expect(reads).toBe(2)
  })

  it('never hides a sign-in: the signed-in browser holds a new secret, read at once', async () => {
    const service = createAuthStateService(counting())
    const user = await createUserRepository(database.db).findByEmail('traveler@fernway.test')
    if (!user) throw new Error('demo traveller missing')
    const anonymous = crypto.randomBytes(32).toString('base64url')
    expect((await service.forGroup(anonymous)).session).toBeNull()
    const group = await signInToGroup(repo, anonymous, {
      userId: user.id,
      businessMode: false,
      sticky: false,
    })
    expect(group.secret).not.toBe(anonymous)
    expect((await service.forGroup(group.secret)).session?.userId).toBe(user.id)
    const direct = await createSignedInGroup(repo, { userId: user.id, businessMode: false, sticky: false })
    expect((await service.forGroup(direct.secret)).session?.userId).toBe(user.id)
  })
})
