import type { ActiveSession, GroupSession, SessionRepository } from '../repositories/session.repository.ts'
import { resolveSession, touchIfDue } from './session.service.ts'

/** What the auth state is made from: the active session and the group's other sessions. */
export interface SessionView {
  session: ActiveSession | null
  group: GroupSession[]
}

export interface AuthStateService {
  /** The session view of the browser holding this group secret (empty without one). */
  forGroup(groupSecret: string | null): Promise<SessionView>
  /** The active session alone, for routes that act as the signed-in user. */
  sessionFor(groupSecret: string | null): Promise<ActiveSession | null>
}

export function createAuthStateService(sessions: SessionRepository): AuthStateService {
  async function sessionFor(groupSecret: string | null) {
    const session = groupSecret ? await resolveSession(sessions, groupSecret) : null
    // Using the site keeps the session from going idle (ASVS 7.3.1).
    if (session) await touchIfDue(sessions, session)
    return session
  }
  return {
    async forGroup(groupSecret) {
      const session = await sessionFor(groupSecret)
      const group = session ? await sessions.listGroupSessions(session.groupId) : []
      return { session, group }
    },
    sessionFor,
  }
}
