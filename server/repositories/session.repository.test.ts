import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { useSeededDatabase } from '../testing/db/seeded-database.ts'
import { everyTestDatabase } from '../testing/db/test-databases.ts'
import { createSessionRepository, type SessionRepository } from './session.repository.ts'

const HOUR = 60 * 60 * 1000
const randomHash = () => crypto.randomBytes(32).toString('hex')

describe.each(everyTestDatabase())('session repository on %s', (kind) => {
  const seeded = useSeededDatabase(kind)
  const { userId } = seeded
  let repo: SessionRepository
  beforeAll(() => {
    repo = createSessionRepository(seeded.database.db)
  })

  /** A group with Ava (active, business) and Ben (inactive) signed in. */
  async function groupOfTwo(now = new Date()) {
    const hash = randomHash()
    const group = await repo.createGroup(hash, new Date(now.getTime() + HOUR))
    const base = { group_id: group.id, sticky: false, expires_at: new Date(now.getTime() + HOUR) }
    await repo.createSession({
      ...base,
      id: `a-${hash}`,
      user_id: await userId('ava@northwind.test'),
      active: true,
      business_mode: true,
    })
    await repo.createSession({
      ...base,
      id: `b-${hash}`,
      user_id: await userId('ben@northwind.test'),
      active: false,
      business_mode: false,
    })
    return { group, hash }
  }

  it('finds a live group by its secret hash, and not a revoked or expired one', async () => {
    const { group, hash } = await groupOfTwo()
    expect((await repo.findGroupBySecretHash(hash))?.id).toBe(group.id)
    expect(await repo.findGroupBySecretHash(randomHash())).toBeNull()
    expect(await repo.findGroupBySecretHash(hash, new Date(Date.now() + 2 * HOUR))).toBeNull()
    await repo.revokeGroup(group.id)
    expect(await repo.findGroupBySecretHash(hash)).toBeNull()
  })

  it('resolves the active session with user, profile, company and role in one view', async () => {
    const { group, hash } = await groupOfTwo()
    const byGroup = await repo.findActiveSession(group.id)
    expect(byGroup).toEqual(await repo.findActiveSessionBySecretHash(hash))
    expect(byGroup).toMatchObject({
      groupId: group.id,
      email: 'ava@northwind.test',
      firstName: 'Ava',
      businessMode: true,
      emailConfirmed: true,
      business: { companyName: 'Northwind Outfitters', roleTemplateKey: 'traveler', plan: 'bizPlus' },
    })
    expect(byGroup?.expiresAt).toBeInstanceOf(Date)
    expect(byGroup?.business?.permissions).toContain('TRIP_EVENT_BOOK')
  })

  it('lists the live sessions of a group for the switcher', async () => {
    const { group, hash } = await groupOfTwo()
    const sessions = await repo.listGroupSessions(group.id)
    expect(sessions.map((s) => [s.id, s.email, s.active])).toEqual([
      [`a-${hash}`, 'ava@northwind.test', true],
      [`b-${hash}`, 'ben@northwind.test', false],
    ])
    expect(await repo.listGroupSessions(group.id, new Date(Date.now() + 2 * HOUR))).toEqual([])
  })

  it('touch moves last_seen_at; revokeGroup ends the group and all its sessions', async () => {
    const { group } = await groupOfTwo()
    const later = new Date(Date.now() + 60_000)
    await repo.touch(group.id, later)
    expect((await repo.findActiveSession(group.id))?.groupLastSeenAt.getTime()).toBe(later.getTime())
    await repo.revokeGroup(group.id)
    expect(await repo.findActiveSession(group.id)).toBeNull()
    expect(await repo.listGroupSessions(group.id)).toEqual([])
    const revoked = await seeded.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('group_id', '=', group.id)
      .execute()
    expect(revoked.every((s) => s.revoked_at instanceof Date)).toBe(true)
  })
})
