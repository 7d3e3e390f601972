import { REAUTH_WINDOW_MS } from '../../../shared/account/account-contract.ts'
import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError } from '../../http-error.ts'
import type { AccountSessionRepository } from '../../repositories/account-session.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'

/** Support staff acting as a user may look but never change the user's credentials. */
export function refuseImpersonation(session: ActiveSession): void {
  if (session.impersonatorUserId !== null) {
    throw new HttpError(
      403,
      ErrorCode.PERMISSION_DENIED,
      'An impersonated session cannot change credentials.',
    )
  }
}

/** 401 REAUTH_REQUIRED unless the password was proven in this session within the window (ASVS 7.5.1). */
export async function requireRecentAuth(
  sessions: Pick<AccountSessionRepository, 'authenticatedAt'>,
  session: ActiveSession,
  now: Date,
): Promise<void> {
  const at = await sessions.authenticatedAt(session.sessionId)
  const age = at ? now.getTime() - at.getTime() : Number.POSITIVE_INFINITY
  if (!(age >= 0 && age <= REAUTH_WINDOW_MS)) {
    throw new HttpError(401, AuthErrorCode.REAUTH_REQUIRED, 'Enter your password again to continue.')
  }
}

export const wrongCurrentPassword = () =>
  new HttpError(403, AuthErrorCode.WRONG_CURRENT_PASSWORD, 'The current password is not right.', {
    authField: 'currentPasswd',
  })
