import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'

/** A live session of one user, in whichever browser (session group) holds it. */
export interface UserSessionRow {
  id: string
  groupId: string
  createdAt: Date
  lastSeenAt: Date
  userAgent: string | null
  ipAddress: string | null
  businessMode: boolean
  active: boolean
}

/** The signed-in user's own sessions across browsers: listing and re-authentication time (writing them is the session repository's). */
export interface AccountSessionRepository {
  listLiveForUser(userId: string, now?: Date): Promise<UserSessionRow[]>
  /** When the user last proved their password in this session. */
  authenticatedAt(sessionId: string): Promise<Date | null>
}

export function createAccountSessionRepository(db: Kysely<DB>): AccountSessionRepository {
  return {
    async listLiveForUser(userId, now = new Date()) {
      return db
        .selectFrom('sessions as s')
        .innerJoin('session_groups as g', 'g.id', 's.group_id')
        .select([
          's.id',
          's.group_id as groupId',
          's.created_at as createdAt',
          // Requests touch the group, not the session: the group's time is the active session's.
          sql<Date>`case when s.active then greatest(s.last_seen_at, g.last_seen_at) else s.last_seen_at end`.as(
            'lastSeenAt',
          ),
          's.user_agent as userAgent',
          's.ip_address as ipAddress',
          's.business_mode as businessMode',
          's.active',
        ])
        .where('s.user_id', '=', userId)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now)
        .where('g.revoked_at', 'is', null)
        .where('g.expires_at', '>', now)
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id')
        .execute()
    },
    async authenticatedAt(sessionId) {
      const row = await db
        .selectFrom('sessions')
        .select('authenticated_at')
        .where('id', '=', sessionId)
        .executeTakeFirst()
      return row?.authenticated_at ?? null
    },
  }
}
