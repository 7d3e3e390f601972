import { describe, expect, it } from 'vitest'
import type { ActiveSession } from '../repositories/session.repository.ts'
import { createSessionCache } from './session-cache.ts'

const idle = { browserSeconds: 1800, stickySeconds: 7 * 86400 }

function view(groupId: string, userId: string, start: Date, overrides: Partial<ActiveSession> = {}) {
  const session = {
    sessionId: `s-${groupId}`,
    groupId,
    userId,
    sticky: false,
    lastSeenAt: start,
    expiresAt: new Date(start.getTime() + 12 * 3600_000),
    ...overrides,
  } as ActiveSession
  return { session, group: [{ id: session.sessionId, userId } as never] }
}

describe('session cache', () => {
  it('serves a view until its time to live, the session expiry or the idle limit', () => {
    const start = new Date('2026-11-22T10:00:00Z')
    const at = (ms: number) => new Date(start.getTime() + ms)
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10, idle })
    cache.set('a', view('g1', 'u1', start), start)
    expect(cache.get('a', at(9_999))).toBeDefined()
    expect(cache.get('a', at(10_000))).toBeUndefined()

    cache.set('b', view('g2', 'u2', start, { expiresAt: at(5_000) }), start)
    expect(cache.get('b', at(5_000))).toBeUndefined()

    const idleCache = createSessionCache({ ttlMs: 3600_000, maxEntries: 10, idle })
    idleCache.set('c', view('g3', 'u3', start), start)
    expect(idleCache.get('c', at(1800_000 - 1))).toBeDefined()
    expect(idleCache.get('c', at(1800_000))).toBeUndefined()
  })

  it('[ASVS #53 16.5.2] serves its own memory for a short while when it cannot hear evictions, and starts empty when it hears again', () => {
    const now = new Date()
    const later = (ms: number) => new Date(now.getTime() + ms)
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10, idle, deafTtlMs: 2_000 })
    cache.set('a', view('g1', 'u1', now), now)
    const readAt = cache.generation
    cache.setListening(false, now)
    // Redis away: what was kept is still served, for the short time only.
    expect(cache.get('a', now)).toBeDefined()
    expect(cache.get('a', later(2_500))).toBeUndefined()
    cache.set('b', view('g2', 'u2', now), now)
    expect(cache.get('b', later(1_900))).toBeDefined()
    expect(cache.get('b', later(2_000))).toBeUndefined()
    // An eviction made here still applies at once.
    cache.set('e', view('g5', 'u5', now), now)
    cache.evict({ userId: 'u5' })
    expect(cache.get('e', now)).toBeUndefined()
    cache.set('f', view('g6', 'u6', now), now)
    cache.setListening(true)
    // Heard again: evictions may have been missed, so nothing from before is served.
    expect(cache.get('f', now)).toBeUndefined()
    // A read that began before Redis went away is not kept once it is back.
    cache.set('c', view('g3', 'u3', now), now, readAt)
    expect(cache.get('c', now)).toBeUndefined()
    cache.set('d', view('g4', 'u4', now), now)
    expect(cache.get('d', later(9_000))).toBeDefined()
  })

  it('evicts by group, by any user of the group, or everything', () => {
    const now = new Date()
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10, idle })
    cache.set('a', view('g1', 'u1', now), now)
    cache.set('b', view('g2', 'u2', now), now)
    cache.set('c', view('g3', 'u3', now), now)
    cache.evict({ groupId: 'g1' })
    expect(cache.get('a', now)).toBeUndefined()
    cache.evict({ userId: 'u2' })
    expect(cache.get('b', now)).toBeUndefined()
    expect(cache.get('c', now)).toBeDefined()
    cache.evict({ all: true })
    expect(cache.size).toBe(0)
  })

  it('never holds anonymous views and stays within its size', () => {
    const now = new Date()
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 3, idle })
    cache.set('anon', { session: null, group: [] }, now)
    expect(cache.size).toBe(0)
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, view(`g${i}`, `u${i}`, now), now)
    expect(cache.size).toBe(3)
    expect(cache.get('k9', now)).toBeDefined()
    expect(cache.get('k0', now)).toBeUndefined()
  })
})

describe('session cache and concurrent writes', () => {
  const withBusiness = (groupId: string, userId: string, companyId: string, now: Date) =>
    view(groupId, userId, now, { business: { companyId } as never })

  it('evicts the members of a company when its settings change', () => {
    const now = new Date()
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10, idle })
    cache.set('a', withBusiness('g1', 'u1', 'c1', now), now)
    cache.set('b', withBusiness('g2', 'u2', 'c2', now), now)
    cache.set('c', view('g3', 'u3', now), now)
    cache.evict({ companyId: 'c1' })
    expect(cache.get('a', now)).toBeUndefined()
    expect(cache.get('b', now)).toBeDefined()
    expect(cache.get('c', now)).toBeDefined()
  })

  it('does not keep a view read before an eviction that came in while it was read', () => {
    const now = new Date()
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 10, idle })
    const readAt = cache.generation
    // Meanwhile another request verified a second factor and evicted the group.
    cache.evict({ groupId: 'g1' })
    cache.set('a', view('g1', 'u1', now), now, readAt)
    expect(cache.get('a', now)).toBeUndefined()
    const freshRead = cache.generation
    cache.set('a', view('g1', 'u1', now), now, freshRead)
    expect(cache.get('a', now)).toBeDefined()
  })

  it('drops views past their time to live as new ones are kept, so sessions that never return do not pile up', () => {
    const start = new Date('2026-11-22T10:00:00Z')
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 100_000, idle })
    // A new signed-in browser every 100 ms for ten minutes, none of them back: about 100 alive at once.
    for (let i = 0; i < 6000; i++) {
      const at = new Date(start.getTime() + i * 100)
      cache.set(`h${i}`, view(`g${i}`, `u${i}`, at), at)
    }
    expect(cache.size).toBeLessThanOrEqual(101)
  })
})
