import { AccountErrorCode } from '../../../shared/account/account-contract.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type {
  AccountSessionRepository,
  UserSessionRow,
} from '../../repositories/account-session.repository.ts'
import type { ActiveSession, SessionRepository } from '../../repositories/session.repository.ts'

export interface AccountSessionsService {
  list(session: ActiveSession): Promise<UserSessionRow[]>
  /** Ends one other session of the signed-in user; another user's session answers 404 (ASVS 7.5.2). */
  end(session: ActiveSession, sessionId: string): Promise<number>
  endOthers(session: ActiveSession): Promise<number>
}

export function createAccountSessionsService(
  sessions: Pick<AccountSessionRepository, 'listLiveForUser'>,
  revoke: Pick<SessionRepository, 'revokeSessionOfUser' | 'revokeUserSessions'>,
  now: () => Date = () => new Date(),
): AccountSessionsService {
  return {
    list: (session) => sessions.listLiveForUser(session.userId, now()),
    async end(session, sessionId) {
      if (sessionId === session.sessionId) {
        throw new HttpError(
          400,
          AccountErrorCode.CURRENT_SESSION,
          'Sign out to end the session you are using.',
        )
      }
      if (!(await revoke.revokeSessionOfUser(session.userId, sessionId, now()))) throw notFound('The session')
      return 1
    },
    endOthers: (session) => revoke.revokeUserSessions(session.userId, session.sessionId, now()),
  }
}
