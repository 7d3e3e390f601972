import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import type { ActiveSession, SessionRepository } from '../../repositories/session.repository.ts'
import type { UserRepository, UserRow } from '../../repositories/user.repository.ts'
import { ADD_ACCOUNT_WINDOW_MS, hashSecret, type SignedInGroup, signInToGroup } from '../session.service.ts'
import { authError } from './auth-errors.ts'

export interface SignInMeta {
  sticky: boolean
  userAgent: string | null
  ipAddress: string | null
}

/** Sign-in completion, sign-out, "add another account" and the switcher, for every sign-in method. */
export interface SessionActionsService {
  signIn(currentSecret: string | null, user: UserRow, meta: SignInMeta): Promise<SignedInGroup>
  signOut(currentSecret: string | null): Promise<void>
  beginAdd(session: ActiveSession): Promise<void>
  switchTo(session: ActiveSession, tokenId: string, business: boolean): Promise<void>
  /** Disabling an account ends every session it has, in every browser (ASVS 7.4.2). */
  disableUser(userId: string): Promise<void>
  revokeUserSessions(userId: string, exceptSessionId?: string | null): Promise<number>
}

export function createSessionActionsService(
  sessions: SessionRepository,
  users: UserRepository,
  now: () => Date = () => new Date(),
): SessionActionsService {
  const notFound = () =>
    authError(AuthErrorCode.SESSION_NOT_FOUND, 'tokenId', 'That account is no longer signed in here.')
  return {
    async signIn(currentSecret, user, meta) {
      // An e-mail with only a business account starts in business mode; one with both starts personal.
      const business = !user.has_personal_account && (await users.hasBusinessProfile(user.id))
      return signInToGroup(
        sessions,
        currentSecret,
        { userId: user.id, businessMode: business, ...meta },
        now(),
      )
    },
    async signOut(currentSecret) {
      if (!currentSecret) return
      const group = await sessions.findGroupBySecretHash(hashSecret(currentSecret), now())
      if (group) await sessions.revokeGroup(group.id, now())
    },
    async beginAdd(session) {
      await sessions.setAdding(session.groupId, new Date(now().getTime() + ADD_ACCOUNT_WINDOW_MS))
    },
    async switchTo(session, tokenId, business) {
      const target = (await sessions.listGroupSessions(session.groupId, now())).find((s) => s.id === tokenId)
      if (!target) throw notFound()
      // The mode must exist for that e-mail: business needs a profile, personal a personal account.
      const user = await users.findById(target.userId)
      if (!user) throw notFound()
      const allowed = business ? await users.hasBusinessProfile(user.id) : user.has_personal_account
      if (!allowed) throw notFound()
      if (!(await sessions.activate(session.groupId, tokenId, business, now()))) throw notFound()
    },
    async disableUser(userId) {
      await users.disable(userId, now())
      await sessions.revokeUserSessions(userId, null, now())
    },
    revokeUserSessions: (userId, exceptSessionId = null) =>
      sessions.revokeUserSessions(userId, exceptSessionId, now()),
  }
}
