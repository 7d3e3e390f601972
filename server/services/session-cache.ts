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
  set(secretHash: string, view: SessionView, now?: Date): void
  evict(event: SessionEviction): void
  readonly size: number
}

export type SessionEviction = { groupId: string } | { userId: string } | { all: true }

interface Entry {
  view: SessionView
  cachedUntil: number
}

export function createSessionCache(options: {
  ttlMs: number
  maxEntries: number
  idle: IdleLimits
}): SessionCache {
  const entries = new Map<string, Entry>()
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
    get(secretHash, now = new Date()) {
      const entry = entries.get(secretHash)
      if (!entry) return undefined
      if (entry.cachedUntil <= now.getTime() || !stillValid(entry.view, now)) {
        entries.delete(secretHash)
        return undefined
      }
      return entry.view
    },
    set(secretHash, view, now = new Date()) {
      // Only signed-in views are kept: anonymous ones cost no query beyond the cookie check.
      if (!view.session) return
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(secretHash, { view, cachedUntil: now.getTime() + options.ttlMs })
    },
    evict(event) {
      if ('all' in event) return entries.clear()
      for (const [hash, { view }] of entries) {
        const hit =
          'groupId' in event
            ? view.session?.groupId === event.groupId
            : view.session?.userId === event.userId || view.group.some((g) => g.userId === event.userId)
        if (hit) entries.delete(hash)
      }
    },
  }
}
