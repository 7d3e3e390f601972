import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROLE_TEMPLATES } from '../../shared/roles.ts'
import { createSessionRepository, type SessionRepository } from '../repositories/session.repository.ts'
import { useSeededDatabase } from '../testing/db/seeded-database.ts'
import { testDatabaseKinds } from '../testing/db/test-databases.ts'
import {
  BROWSER_SESSION_MS,
  createSignedInGroup,
  hashSecret,
  resolveSession,
  STICKY_SESSION_MS,
} from './session.service.ts'

describe('hashSecret', () => {
  it('is sha-256 hex, stable, and never the secret itself', () => {
    fc.assert(
      fc.property(fc.string(), (secret) => {
        const hash = hashSecret(secret)
        expect(hash).toMatch(/^[0-9a-f]{64}$/)
        expect(hash).toBe(hashSecret(secret))
        expect(hash).not.toBe(secret)
      }),
    )
  })
})

describe.each(testDatabaseKinds())('session service on %s', (kind) => {
  const seeded = useSeededDatabase(kind)
  const { userId } = seeded
  let repo: SessionRepository
  beforeAll(() => {
    repo = createSessionRepository(seeded.database.db)
  })

  it('creates a group that resolves to its business session', async () => {
    const now = new Date()
    const input = { userId: await userId('admin@northwind.test'), businessMode: true, sticky: false }
    const created = await createSignedInGroup(repo, input, now)
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(created.expiresAt.getTime()).toBe(now.getTime() + BROWSER_SESSION_MS)
    const session = await resolveSession(repo, created.secret)
    expect(session).toMatchObject({
      sessionId: created.sessionId,
      groupId: created.groupId,
      userId: input.userId,
      email: 'admin@northwind.test',
      businessMode: true,
      sticky: false,
      business: {
        companyName: 'Northwind Outfitters',
        plan: 'bizPlus',
        roleTemplateKey: 'admin',
        requireTwoFactor: false,
      },
    })
    expect(session?.business?.permissions).toEqual([...ROLE_TEMPLATES.admin.permissions])
    expect(session?.business?.features.length).toBeGreaterThan(0)
  })

  it('resolves a personal-only account with no business context', async () => {
    const created = await createSignedInGroup(repo, {
      userId: await userId('traveler@fernway.test'),
      businessMode: false,
      sticky: true,
    })
    expect(await resolveSession(repo, created.secret)).toMatchObject({
      hasPersonalAccount: true,
      business: null,
    })
  })

  it('stores only the hash of the secret', async () => {
    const { secret, groupId } = await createSignedInGroup(repo, {
      userId: await userId('ava@northwind.test'),
      businessMode: true,
      sticky: false,
    })
    const group = await seeded.database.db
      .selectFrom('session_groups')
      .selectAll()
      .where('id', '=', groupId)
      .executeTakeFirst()
    const sessions = await seeded.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('group_id', '=', groupId)
      .execute()
    expect(group?.secret_hash).toBe(hashSecret(secret))
    expect(group?.secret_hash).not.toBe(secret)
    expect(JSON.stringify([group, sessions])).not.toContain(secret)
  })

  it('refuses a wrong secret, a revoked group and an expired session', async () => {
    const ben = await userId('ben@northwind.test')
    const { secret, groupId } = await createSignedInGroup(repo, {
      userId: ben,
      businessMode: false,
      sticky: false,
    })
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    expect(await resolveSession(repo, flipped)).toBeNull()
    await repo.revokeGroup(groupId)
    expect(await resolveSession(repo, secret)).toBeNull()

    const thirteenHoursAgo = new Date(Date.now() - 13 * 60 * 60 * 1000)
    const browser = await createSignedInGroup(
      repo,
      { userId: ben, businessMode: false, sticky: false },
      thirteenHoursAgo,
    )
    const sticky = await createSignedInGroup(
      repo,
      { userId: ben, businessMode: false, sticky: true },
      thirteenHoursAgo,
    )
    expect(await resolveSession(repo, browser.secret)).toBeNull()
    expect(await resolveSession(repo, sticky.secret)).not.toBeNull()
    const afterThirtyDays = new Date(thirteenHoursAgo.getTime() + STICKY_SESSION_MS + 1)
    expect(await resolveSession(repo, sticky.secret, afterThirtyDays)).toBeNull()
  })

  it('refuses the sessions of a disabled user', async () => {
    const guest = await userId('guest@northwind.test')
    const { secret } = await createSignedInGroup(repo, { userId: guest, businessMode: true, sticky: false })
    await seeded.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', guest)
      .execute()
    expect(await resolveSession(repo, secret)).toBeNull()
  })

  it('resolves any string it did not issue to null without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
        async (s) => {
          expect(await resolveSession(repo, s)).toBeNull()
        },
      ),
      { numRuns: 200 },
    )
  })
})
