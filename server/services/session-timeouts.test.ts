import { beforeAll, describe, expect, it } from 'vitest'
import { createSessionRepository, DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { useSeededDatabase } from '../testing/db/seeded-database.ts'
import { testDatabaseKinds } from '../testing/db/test-databases.ts'
import {
  BROWSER_SESSION_MS,
  createSignedInGroup,
  resolveSession,
  STICKY_SESSION_MS,
  TOUCH_INTERVAL_MS,
  touchIfDue,
} from './session.service.ts'

describe.each(testDatabaseKinds())('session time limits on %s', (kind) => {
  const seeded = useSeededDatabase(kind)
  let userId: string
  beforeAll(async () => {
    userId = await seeded.userId('traveler@fernway.test')
  })

  const at = (start: Date, ms: number) => new Date(start.getTime() + ms)

  it('[ASVS #23 7.3.1] ends a browser session idle for 30 minutes, and a used one lives on', async () => {
    const repo = createSessionRepository(seeded.database.db)
    const start = new Date()
    const idle = DEFAULT_IDLE_LIMITS.browserSeconds * 1000
    const group = await createSignedInGroup(repo, { userId, businessMode: false, sticky: false }, start)
    expect(await resolveSession(repo, group.secret, at(start, idle - 1000))).not.toBeNull()
    expect(await resolveSession(repo, group.secret, at(start, idle + 1000))).toBeNull()

    const used = await createSignedInGroup(repo, { userId, businessMode: false, sticky: false }, start)
    const session = await resolveSession(repo, used.secret, at(start, idle - 1000))
    if (!session) throw new Error('session should resolve')
    await touchIfDue(repo, session, at(start, idle - 1000))
    expect(await resolveSession(repo, used.secret, at(start, idle + 1000))).not.toBeNull()
  })

  it('[ASVS #23 7.3.2] ends every session at its absolute limit, however busy', async () => {
    const repo = createSessionRepository(seeded.database.db)
    for (const [sticky, limit] of [
      [false, BROWSER_SESSION_MS],
      [true, STICKY_SESSION_MS],
    ] as const) {
      const start = new Date()
      const group = await createSignedInGroup(repo, { userId, businessMode: false, sticky }, start)
      const session = await resolveSession(repo, group.secret, start)
      if (!session) throw new Error('session should resolve')
      // Keep it busy until the last second.
      await repo.touchSession(session.sessionId, session.groupId, at(start, limit - 1000))
      expect(await resolveSession(repo, group.secret, at(start, limit - 500))).not.toBeNull()
      expect(await resolveSession(repo, group.secret, at(start, limit + 1000))).toBeNull()
    }
  })

  it('writes last-seen at most once a minute', async () => {
    const repo = createSessionRepository(seeded.database.db)
    const start = new Date()
    const group = await createSignedInGroup(repo, { userId, businessMode: false, sticky: false }, start)
    const session = await resolveSession(repo, group.secret, start)
    if (!session) throw new Error('session should resolve')
    await touchIfDue(repo, session, at(start, TOUCH_INTERVAL_MS - 1000))
    expect((await resolveSession(repo, group.secret, start))?.lastSeenAt.getTime()).toBe(start.getTime())
    await touchIfDue(repo, session, at(start, TOUCH_INTERVAL_MS + 1000))
    expect(
      (await resolveSession(repo, group.secret, at(start, TOUCH_INTERVAL_MS + 2000)))?.lastSeenAt.getTime(),
    ).toBe(start.getTime() + TOUCH_INTERVAL_MS + 1000)
  })
})
