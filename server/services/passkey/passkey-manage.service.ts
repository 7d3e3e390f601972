import { notFound } from '../../http-error.ts'
import type { AccountSessionRepository } from '../../repositories/account-session.repository.ts'
import type {
  PasskeyCredentialRepository,
  PasskeyCredentialRow,
} from '../../repositories/passkey-credential.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { refuseImpersonation, requireRecentAuth } from '../account/account-guards.ts'

/** The signed-in user's own passkeys on the account page. Another user's id answers 404, never theirs. */
export interface PasskeyManageService {
  list(session: ActiveSession): Promise<PasskeyCredentialRow[]>
  rename(session: ActiveSession, id: string, name: string): Promise<PasskeyCredentialRow>
  remove(session: ActiveSession, id: string): Promise<void>
}

export function createPasskeyManageService(deps: {
  credentials: PasskeyCredentialRepository
  sessions: Pick<AccountSessionRepository, 'authenticatedAt'>
  now?: () => Date
}): PasskeyManageService {
  const now = deps.now ?? (() => new Date())
  // A credential change needs a fresh proof and the user themself, never support acting as them (ASVS 7.5.1).
  async function guard(session: ActiveSession) {
    refuseImpersonation(session)
    await requireRecentAuth(deps.sessions, session, now())
  }
  return {
    list: (session) => deps.credentials.listForUser(session.userId),
    async rename(session, id, name) {
      await guard(session)
      const renamed = await deps.credentials.rename(session.userId, id, name)
      if (!renamed) throw notFound('The passkey')
      return renamed
    },
    async remove(session, id) {
      await guard(session)
      if (!(await deps.credentials.remove(session.userId, id))) throw notFound('The passkey')
    },
  }
}
