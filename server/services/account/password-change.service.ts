import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import type { TChangePasswordRequest } from '../../../shared/auth/auth-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { AccountSessionRepository } from '../../repositories/account-session.repository.ts'
import type { AccountUserRepository } from '../../repositories/account-user.repository.ts'
import type { ActiveSession, SessionRepository } from '../../repositories/session.repository.ts'
import type { UserRepository } from '../../repositories/user.repository.ts'
import { authError } from '../auth/auth-errors.ts'
import { hashPassword, verifyPassword } from '../password-hasher.ts'
import { checkNewPassword } from '../password-policy.ts'
import { refuseImpersonation, requireRecentAuth, wrongCurrentPassword } from './account-guards.ts'

export interface PasswordChangeService {
  /** The number of other sessions ended (0 unless asked to end them). */
  changePassword(
    session: ActiveSession,
    input: TChangePasswordRequest,
    context: { brandName: string },
  ): Promise<{ endedSessions: number }>
}

export interface PasswordChangeDeps {
  sessions: Pick<AccountSessionRepository, 'authenticatedAt'> & Pick<SessionRepository, 'markAuthenticated'>
  revoke: Pick<SessionRepository, 'revokeUserSessions'>
  users: Pick<AccountUserRepository, 'find'>
  passwords: Pick<UserRepository, 'setPassword'>
  mailer?: Mailer
  /** Where a notice that could not be sent is reported; the change itself stands. */
  reportError?: (error: unknown, context: Record<string, unknown>) => void
  now?: () => Date
}

export function createPasswordChangeService(deps: PasswordChangeDeps): PasswordChangeService {
  const { sessions, revoke, users, passwords, mailer, reportError = () => {}, now = () => new Date() } = deps
  return {
    async changePassword(session, input, { brandName }) {
      refuseImpersonation(session)
      await requireRecentAuth(sessions, session, now())
      const user = await users.find(session.userId)
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPasswd)))
        throw wrongCurrentPassword()
      // The current password was just proven: a new one equal to it changes nothing, and saying
      // "changed" would mislead (issue 27 item 11).
      if (input.passwd === input.currentPasswd)
        throw authError(
          AuthErrorCode.PASSWORD_UNCHANGED,
          'passwd',
          'The new password is the same as the current one.',
        )
      const problem = checkNewPassword(input.passwd, [user.email])
      if (problem) throw new HttpError(400, problem.code, problem.description, { authField: 'passwd' })
      const at = now()
      await passwords.setPassword(user.id, await hashPassword(input.passwd), at)
      await sessions.markAuthenticated(session.sessionId, at)
      // ASVS 7.4.3: the current session stays; every other one of this user, in any browser, ends.
      const endedSessions = input.endOtherSessions
        ? await revoke.revokeUserSessions(user.id, session.sessionId, at)
        : 0
      if (mailer) {
        await mailer
          .send({ to: user.email, language: user.language, brandName, message: { kind: 'password_changed' } })
          .catch((error: unknown) => reportError(error, { where: 'password-change.notice' }))
      }
      return { endedSessions }
    },
  }
}
