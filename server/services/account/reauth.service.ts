import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { AccountUserRepository } from '../../repositories/account-user.repository.ts'
import type { ActiveSession, SessionRepository } from '../../repositories/session.repository.ts'
import { verifyPassword } from '../password-hasher.ts'
import { refuseImpersonation } from './account-guards.ts'

export interface ReauthService {
  /** Checks the password and marks the session as freshly authenticated; 403 WRONG_CURRENT_PASSWORD if wrong. */
  reauthenticate(session: ActiveSession, password: string): Promise<void>
}

export interface ReauthDeps {
  sessions: Pick<SessionRepository, 'markAuthenticated'>
  users: Pick<AccountUserRepository, 'find'>
  now?: () => Date
}

export function createReauthService({ sessions, users, now = () => new Date() }: ReauthDeps): ReauthService {
  return {
    async reauthenticate(session, password) {
      refuseImpersonation(session)
      const user = await users.find(session.userId)
      // An account without a password (social sign-in only) cannot prove one.
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : false
      if (!ok) {
        throw new HttpError(403, AuthErrorCode.WRONG_CURRENT_PASSWORD, 'The password is not right.', {
          authField: 'passwd',
        })
      }
      await sessions.markAuthenticated(session.sessionId, now())
    },
  }
}
