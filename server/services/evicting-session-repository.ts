import type { SessionRepository } from '../repositories/session.repository.ts'
import type { SessionEvictions } from './session-evictions.ts'

/** The session repository, announcing every write that ends or changes a session to the caches. */
export function withEvictions(repo: SessionRepository, evictions: SessionEvictions): SessionRepository {
  return {
    ...repo,
    async createSession(session) {
      await repo.createSession(session)
      await evictions.publish({ groupId: session.group_id })
    },
    async revokeGroup(groupId, now) {
      await repo.revokeGroup(groupId, now)
      await evictions.publish({ groupId })
    },
    async rotateSecret(groupId, secretHash, expiresAt) {
      await repo.rotateSecret(groupId, secretHash, expiresAt)
      await evictions.publish({ groupId })
    },
    async activate(groupId, sessionId, businessMode, now) {
      const done = await repo.activate(groupId, sessionId, businessMode, now)
      await evictions.publish({ groupId })
      return done
    },
    async revokeUserSessions(userId, exceptSessionId, now) {
      const count = await repo.revokeUserSessions(userId, exceptSessionId, now)
      await evictions.publish({ userId })
      return count
    },
    async revokeSessionOfUser(userId, sessionId, now) {
      const done = await repo.revokeSessionOfUser(userId, sessionId, now)
      await evictions.publish({ userId })
      return done
    },
    async markSecondFactor(sessionId, groupId, now) {
      const done = await repo.markSecondFactor(sessionId, groupId, now)
      await evictions.publish({ groupId })
      return done
    },
  }
}
