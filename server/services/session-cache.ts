import type { ActiveSession, GroupSession, IdleLimits } from '../repositories/session.repository.ts'

/** What the auth state is made from: the active session and the group's other sessions. */
export interface SessionView {
  session: ActiveSession | null
  group: GroupSession[]
}

/**
 * Resolved sessions kept in memory for a short while: the auth state is the most called route, and a
 * database round trip per call cannot reach the budget (DESIGN.md). Every change that could end or
 * alter a session evicts it explicitly, here and, through Redis, on every other instance; the time to
 * live only bounds how stale names and permissions may be.
 */
export interface SessionCache {
  get(secretHash: string, now?: Date): SessionView | undefined
  /**
   * Keeps a view read from the database. With `readAt` (the generation when the read began) the view
   * is dropped if any eviction came in meanwhile: it may predate the write that evicted.
   */
  set(secretHash: string, view: SessionView, now?: Date, readAt?: number): void
  evict(event: SessionEviction): void
  /**
   * While this instance cannot hear other instances' evictions (Redis away), it keeps serving its own
   * memory, but each view for `deafTtlMs` at most (decision 090): a session revoked on another instance
   * meanwhile is served here for that long at most, as the database is read again after it. Hearing
   * again starts from empty, since evictions may have been missed. Evictions made here apply at once.
   */
  setListening(listening: boolean, now?: Date): void
  /** Counts evictions; read before a database read and hand it to set(). */
  readonly generation: number
  readonly size: number
}

/** Business context (role, the company's second-factor setting) lives in views: a company's change evicts its members. */
export type SessionEviction = { groupId: string } | { userId: string } | { companyId: string } | { all: true }

interface Entry {
  view: SessionView
  cachedUntil: number
}

/** How long a view is served while the instance cannot hear evictions (decision 090; docs/cluster.md). */
export const DEAF_TTL_MS = 2_000

export function createSessionCache(options: {
  ttlMs: number
  maxEntries: number
  idle: IdleLimits
  /** DEAF_TTL_MS by default; 0 keeps nothing while deaf. */
  deafTtlMs?: number
}): SessionCache {
  const deafTtlMs = Math.min(options.deafTtlMs ?? DEAF_TTL_MS, options.ttlMs)
  const entries = new Map<string, Entry>()
  let generation = 0
  let listening = true
  const stillValid = (view: SessionView, now: Date) => {
    const s = view.session
    if (!s) return false
    const idleMs = (s.sticky ? options.idle.stickySeconds : options.idle.browserSeconds) * 1000
    return s.expiresAt > now && s.lastSeenAt.getTime() + idleMs > now.getTime()
  }
  return {
    get size() {
      return entries.size
    },
    get generation() {
      return generation
    },
    get(secretHash, now = new Date()) {
      const entry = entries.get(secretHash)
      if (!entry) return undefined
      if (entry.cachedUntil <= now.getTime() || !stillValid(entry.view, now)) {
        entries.delete(secretHash)
        return undefined
      }
      return entry.view
    },
    setListening(on, now = new Date()) {
      if (on === listening) return
      listening = on
      // Reads under way while it changed are not kept.
      generation++
      // Heard again: evictions may have been missed, so the memory starts over.
      if (on) return entries.clear()
      // Gone deaf: what is kept is served for the short time only (by insertion order, still sorted).
      const until = now.getTime() + deafTtlMs
      for (const entry of entries.values()) entry.cachedUntil = Math.min(entry.cachedUntil, until)
    },
    set(secretHash, view, now = new Date(), readAt = generation) {
      const ttlMs = listening ? options.ttlMs : deafTtlMs
      if (ttlMs <= 0) return
      // Only signed-in views are kept: anonymous ones cost no query beyond the cookie check.
      if (!view.session) return
      // A read that overlapped an eviction (a verified second factor, a company's new setting) could
      // otherwise put the old state back for the whole time to live.
      if (readAt !== generation) return
      // Views are kept in the order they were kept, so those past their time to live are at the front:
      // drop them, and the oldest while full (decision 065: sessions that never came back stayed).
      for (const [oldest, entry] of entries) {
        if (entry.cachedUntil > now.getTime() && entries.size < options.maxEntries) break
        entries.delete(oldest)
      }
      entries.delete(secretHash)
      entries.set(secretHash, { view, cachedUntil: now.getTime() + ttlMs })
    },
    evict(event) {
      generation++
      if ('all' in event) return entries.clear()
      for (const [hash, { view }] of entries) {
        const hit =
          'groupId' in event
            ? view.session?.groupId === event.groupId
            : 'companyId' in event
              ? view.session?.business?.companyId === event.companyId
              : view.session?.userId === event.userId || view.group.some((g) => g.userId === event.userId)
        if (hit) entries.delete(hash)
      }
    },
  }
}
