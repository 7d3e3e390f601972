import type { ActiveSession, SessionRepository } from '../repositories/session.repository.ts'
import { createExpiringSet } from './expiring-set.ts'
import { hashSecret, resolveSession, TOUCH_INTERVAL_MS } from './session.service.ts'
import type { SessionCache, SessionView } from './session-cache.ts'

export type { SessionView } from './session-cache.ts'

export interface AuthStateService {
  /** The session view of the browser holding this group secret (empty without one). */
  forGroup(groupSecret: string | null): Promise<SessionView>
  /** The active session alone, for routes that act as the signed-in user. */
  sessionFor(groupSecret: string | null): Promise<ActiveSession | null>
}

const ANONYMOUS: SessionView = { session: null, group: [] }
export const ANONYMOUS_MEMO_MS = 10_000
const ANONYMOUS_MEMO_MAX = 20_000

export function createAuthStateService(
  sessions: SessionRepository,
  cache: SessionCache | null = null,
  now: () => Date = () => new Date(),
): AuthStateService {
  // Groups known to hold no session, for a few seconds: a visitor's every page and auth-state call would
  // otherwise read the database. Safe without cross-instance eviction because no session ever appears
  // under an existing secret: every sign-in, added account and impersonation issues a new one.
  const anonymous = createExpiringSet(ANONYMOUS_MEMO_MS, ANONYMOUS_MEMO_MAX, () => now().getTime())

  async function forGroup(groupSecret: string | null): Promise<SessionView> {
    if (!groupSecret) return ANONYMOUS
    const at = now()
    const hash = hashSecret(groupSecret)
    let view = cache?.get(hash, at)
    if (!view) {
      if (anonymous.has(hash)) return ANONYMOUS
      const readAt = cache?.generation
      const session = await resolveSession(sessions, groupSecret, at)
      if (!session) {
        anonymous.add(hash)
        return ANONYMOUS
      }
      view = { session, group: await sessions.listGroupSessions(session.groupId, at) }
      cache?.set(hash, view, at, readAt)
    }
    const session = view.session as ActiveSession
    // Using the site keeps the session from going idle (ASVS 7.3.1); written once a minute at most.
    if (at.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      session.lastSeenAt = at
      await sessions.touchSession(session.sessionId, session.groupId, at)
    }
    return view
  }
  return {
    forGroup,
    async sessionFor(groupSecret) {
      return (await forGroup(groupSecret)).session
    },
  }
}
