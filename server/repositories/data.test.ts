import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { useSeededDatabase } from '../testing/db/seeded-database.ts'
import { everyTestDatabase } from '../testing/db/test-databases.ts'
import { createData, type Data } from './data.ts'
import type { SessionEvictionEvent } from './session.repository.ts'

const HOUR = 60 * 60 * 1000

describe.each(everyTestDatabase())('the unit of work on %s (decision 109)', (kind) => {
  const seeded = useSeededDatabase(kind)
  let data: Data
  const published: { event: SessionEvictionEvent; committed: boolean }[] = []
  let inTransaction = false

  beforeAll(async () => {
    data = createData(seeded.database.db, {
      evictions: { publish: async (event) => void published.push({ event, committed: !inTransaction }) },
    })
  })

  async function sessionOf(email: string) {
    const user = await data.users.findByEmail(email)
    const group = await data.sessions.createGroup(
      crypto.randomBytes(32).toString('hex'),
      new Date(Date.now() + HOUR),
    )
    const id = crypto.randomUUID()
    await data.sessions.createSession({
      id,
      group_id: group.id,
      user_id: user?.id ?? '',
      active: true,
      business_mode: true,
      sticky: false,
      expires_at: new Date(Date.now() + HOUR),
    })
    return { sessionId: id, groupId: group.id, userId: user?.id ?? '' }
  }

  it('publishes a transaction’s session evictions once it commits, and writes through every repository', async () => {
    const s = await sessionOf('ava@northwind.test')
    published.length = 0
    const ended = await data.transaction(async (tx) => {
      inTransaction = true
      const count = await tx.sessions.revokeBusinessSessions(s.userId, new Date())
      // Repositories of one unit of work share its transaction, joined by a nested call.
      expect(await tx.transaction(async (inner) => inner.sessions.findActiveSession(s.groupId))).toBeNull()
      inTransaction = false
      return count
    })
    expect(ended).toBeGreaterThanOrEqual(1)
    expect(published).toEqual([{ event: { userId: s.userId }, committed: true }])
    expect(await data.sessions.findActiveSession(s.groupId)).toBeNull()
  })

  it('publishes nothing and keeps nothing when the transaction fails', async () => {
    const s = await sessionOf('ben@northwind.test')
    published.length = 0
    await expect(
      data.transaction(async (tx) => {
        await tx.sessions.setActingFor(s, null)
        await tx.sessions.revokeBusinessSessions(s.userId, new Date())
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(published).toEqual([])
    expect((await data.sessions.findActiveSession(s.groupId))?.sessionId).toBe(s.sessionId)
  })

  it('publishes at once outside a transaction', async () => {
    const s = await sessionOf('dana@northwind.test')
    published.length = 0
    await data.sessions.setActingFor(s, null)
    expect(published).toEqual([{ event: { groupId: s.groupId }, committed: true }])
  })
})
