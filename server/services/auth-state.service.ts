import type { TAuthState } from '../../shared/auth-state.ts'
import { presentAuthState } from '../presenters/auth-state.presenter.ts'
import type { SessionRepository } from '../repositories/session.repository.ts'
import { resolveSession } from './session.service.ts'

export interface AuthStateService {
  /** The auth state of the browser holding this group secret (anonymous without one). */
  forGroup(groupSecret: string | null): Promise<TAuthState>
}

export function createAuthStateService(sessions: SessionRepository): AuthStateService {
  return {
    async forGroup(groupSecret) {
      const session = groupSecret ? await resolveSession(sessions, groupSecret) : null
      const group = session ? await sessions.listGroupSessions(session.groupId) : []
      return presentAuthState(session, group)
    },
  }
}
