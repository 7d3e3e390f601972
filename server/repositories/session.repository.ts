import { type Insertable, type Kysely, type Selectable, sql } from 'kysely'
import type { DB, SessionGroupsTable, SessionsTable } from '../db/schema.ts'
import {
  type ActiveSession,
  activeSessionsQuery,
  DEFAULT_IDLE_LIMITS,
  type GroupSession,
  groupSessionsQuery,
  type IdleLimits,
} from './session-views.ts'

export type { ActiveSession, BusinessContext, GroupSession, IdleLimits } from './session-views.ts'
export { DEFAULT_IDLE_LIMITS } from './session-views.ts'

export type SessionGroupRow = Selectable<SessionGroupsTable>
export type NewSession = Insertable<SessionsTable>

/** What a write changed, for every instance's session cache (the services' SessionEvictions fits). */
export type SessionEvictionEvent = { groupId: string } | { userId: string } | { companyId: string }

/** Where the repository announces its writes: the app's evictions, or a transaction's queue until commit. */
export interface SessionEvictionSink {
  publish(event: SessionEvictionEvent): Promise<void>
}

const NO_EVICTIONS: SessionEvictionSink = { publish: async () => {} }

export interface SessionRepository {
  createGroup(secretHash: string, expiresAt: Date): Promise<SessionGroupRow>
  /** The group if it is neither revoked nor expired at `now`. */
  findGroupBySecretHash(secretHash: string, now?: Date): Promise<SessionGroupRow | null>
  createSession(session: NewSession): Promise<void>
  findActiveSession(groupId: string, now?: Date): Promise<ActiveSession | null>
  /** Same as findActiveSession, from the cookie's hashed secret: one round trip per request. */
  findActiveSessionBySecretHash(secretHash: string, now?: Date): Promise<ActiveSession | null>
  listGroupSessions(groupId: string, now?: Date): Promise<GroupSession[]>
  touch(groupId: string, now?: Date): Promise<void>
  /** Ends the group and every session in it (sign-out). */
  revokeGroup(groupId: string, now?: Date): Promise<void>
  /** Marks the group so that its next sign-in joins it (the account switcher's "add account"). */
  setAdding(groupId: string, until: Date | null): Promise<void>
  /** A new secret for the group (sign-in within it): the old cookie stops working at once. */
  rotateSecret(groupId: string, secretHash: string, expiresAt: Date): Promise<void>
  findLiveSessionOfUser(groupId: string, userId: string, now?: Date): Promise<{ id: string } | null>
  /** Makes one live session of the group the active one; false when it is not in the group. */
  activate(groupId: string, sessionId: string, businessMode: boolean | null, now?: Date): Promise<boolean>
  touchSession(sessionId: string, groupId: string, now?: Date): Promise<void>
  /** Ends every session of a user in every browser, but one (password change, reset, disabling). */
  revokeUserSessions(userId: string, exceptSessionId: string | null, now?: Date): Promise<number>
  /** Ends one session of this user; false when it is not theirs, or already ended. */
  revokeSessionOfUser(userId: string, sessionId: string, now?: Date): Promise<boolean>
  /** Records that this one session proved a second factor (never the group's other sessions). */
  markSecondFactor(sessionId: string, groupId: string, now?: Date): Promise<boolean>
  /** Records that the user proved their password in this session (re-authentication). */
  markAuthenticated(sessionId: string, now?: Date): Promise<void>
  /** An SSO sign-in's session: business mode when the user has a profile, and the IdP's second factor. */
  finishSsoSession(sessionId: string, secondFactorAt: Date | null): Promise<void>
  /** Book on behalf (decision 056): the traveller this session acts for, or null for itself. */
  setActingFor(session: { sessionId: string; groupId: string }, travelerUserId: string | null): Promise<void>
  /** Ends a user's business sessions, personal ones stay (deactivation, decision 037); how many ended. */
  revokeBusinessSessions(userId: string, now: Date): Promise<number>
  /** These users' sessions leave business mode and stop acting for anyone (their company is deleted). */
  leaveBusinessMode(userIds: string[]): Promise<void>
}

export function createSessionRepository(
  db: Kysely<DB>,
  idle: IdleLimits = DEFAULT_IDLE_LIMITS,
  evictions: SessionEvictionSink = NO_EVICTIONS,
): SessionRepository {
  const activeSessions = (now: Date) => activeSessionsQuery(db, idle, now)
  // Inside a unit of work the connection is already a transaction, which Kysely cannot nest.
  const atomically = <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work)

  return {
    async createGroup(secretHash, expiresAt) {
      return db
        .insertInto('session_groups')
        .values({ secret_hash: secretHash, expires_at: expiresAt })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    async findGroupBySecretHash(secretHash, now = new Date()) {
      const row = await db
        .selectFrom('session_groups')
        .selectAll()
        .where('secret_hash', '=', secretHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      return row ?? null
    },
    async createSession(session) {
      await db.insertInto('sessions').values(session).execute()
      await evictions.publish({ groupId: session.group_id })
    },
    async findActiveSession(groupId, now = new Date()) {
      return (await activeSessions(now).where('s.group_id', '=', groupId).executeTakeFirst()) ?? null
    },
    async findActiveSessionBySecretHash(secretHash, now = new Date()) {
      return (await activeSessions(now).where('g.secret_hash', '=', secretHash).executeTakeFirst()) ?? null
    },
    async listGroupSessions(groupId, now = new Date()) {
      return groupSessionsQuery(db, idle, groupId, now).execute()
    },
    async touch(groupId, now = new Date()) {
      await db.updateTable('session_groups').set({ last_seen_at: now }).where('id', '=', groupId).execute()
    },
    async revokeGroup(groupId, now = new Date()) {
      await atomically(async (trx) => {
        await trx
          .updateTable('session_groups')
          .set({ revoked_at: now })
          .where('id', '=', groupId)
          .where('revoked_at', 'is', null)
          .execute()
        await trx
          .updateTable('sessions')
          .set({ revoked_at: now })
          .where('group_id', '=', groupId)
          .where('revoked_at', 'is', null)
          .execute()
      })
      await evictions.publish({ groupId })
    },
    async setAdding(groupId, until) {
      await db.updateTable('session_groups').set({ adding_until: until }).where('id', '=', groupId).execute()
    },
    async rotateSecret(groupId, secretHash, expiresAt) {
      await db
        .updateTable('session_groups')
        .set({ secret_hash: secretHash, expires_at: expiresAt, adding_until: null })
        .where('id', '=', groupId)
        .execute()
      await evictions.publish({ groupId })
    },
    async findLiveSessionOfUser(groupId, userId, now = new Date()) {
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      return row ?? null
    },
    async activate(groupId, sessionId, businessMode, now = new Date()) {
      const done = await atomically(async (trx) => {
        const target = await trx
          .updateTable('sessions')
          .set({
            active: true,
            last_seen_at: now,
            ...(businessMode === null ? {} : { business_mode: businessMode }),
          })
          .where('id', '=', sessionId)
          .where('group_id', '=', groupId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst()
        if (Number(target.numUpdatedRows) !== 1) return false
        await trx
          .updateTable('sessions')
          .set({ active: false })
          .where('group_id', '=', groupId)
          .where('id', '<>', sessionId)
          .execute()
        return true
      })
      await evictions.publish({ groupId })
      return done
    },
    async touchSession(sessionId, groupId, now = new Date()) {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute()
      await db.updateTable('session_groups').set({ last_seen_at: now }).where('id', '=', groupId).execute()
    },
    async revokeUserSessions(userId, exceptSessionId, now = new Date()) {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
      if (exceptSessionId) query = query.where('id', '<>', exceptSessionId)
      const result = await query.executeTakeFirst()
      await evictions.publish({ userId })
      return Number(result.numUpdatedRows)
    },
    async revokeSessionOfUser(userId, sessionId, now = new Date()) {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      await evictions.publish({ userId })
      return Number(result.numUpdatedRows) === 1
    },
    async markSecondFactor(sessionId, groupId, now = new Date()) {
      const result = await db
        .updateTable('sessions')
        .set({ second_factor_at: now })
        .where('id', '=', sessionId)
        .where('group_id', '=', groupId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      await evictions.publish({ groupId })
      return Number(result.numUpdatedRows) === 1
    },
    async markAuthenticated(sessionId, now = new Date()) {
      await db.updateTable('sessions').set({ authenticated_at: now }).where('id', '=', sessionId).execute()
    },
    async finishSsoSession(sessionId, secondFactorAt) {
      await db
        .updateTable('sessions')
        .set({
          business_mode: sql<boolean>`exists (select 1 from business_profiles bp where bp.user_id = sessions.user_id)`,
          second_factor_at: secondFactorAt,
        })
        .where('id', '=', sessionId)
        .execute()
    },
    async setActingFor({ sessionId, groupId }, travelerUserId) {
      await db
        .updateTable('sessions')
        .set({ acting_for_user_id: travelerUserId })
        .where('id', '=', sessionId)
        .execute()
      await evictions.publish({ groupId })
    },
    async revokeBusinessSessions(userId, now) {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('business_mode', '=', true)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      await evictions.publish({ userId })
      return Number(result.numUpdatedRows)
    },
    async leaveBusinessMode(userIds) {
      if (userIds.length === 0) return
      await db
        .updateTable('sessions')
        .set({ business_mode: false, acting_for_user_id: null })
        .where('user_id', 'in', userIds)
        .where('business_mode', '=', true)
        .execute()
    },
  }
}
