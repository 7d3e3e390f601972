import { type Insertable, type Kysely, type Selectable, sql } from 'kysely'
import type { DB, ImpersonationAuditTable } from '../db/schema.ts'

export type NewAuditEntry = Omit<Insertable<ImpersonationAuditTable>, 'id'>
export type AuditRow = Selectable<ImpersonationAuditTable>

/** An impersonation as its start row recorded it, with the supporter as they are now. */
export interface ImpersonationRecord {
  sessionId: string
  supporterUserId: string
  supporterEmail: string
  supporterName: string
  supporterSessionId: string
  targetUserId: string
  targetEmail: string
  reason: string
  startedAt: Date
  expiresAt: Date
}

/** An impersonated session of a group that nobody has ended yet (it may have expired). */
export interface OpenImpersonation {
  sessionId: string
  targetUserId: string
  targetEmail: string
  supporterUserId: string
  supporterEmail: string | null
  /** From the start row; null if the session was marked some other way (never by our code). */
  supporterSessionId: string | null
  supporterSticky: boolean
  reason: string | null
  expiresAt: Date
}

export interface ImpersonationRepository {
  /** Appends to the trail; the table refuses updates and deletes (migration 007). */
  append(entry: NewAuditEntry): Promise<void>
  findStart(sessionId: string): Promise<ImpersonationRecord | null>
  openInGroup(groupId: string): Promise<OpenImpersonation[]>
  /** Impersonated sessions a supporter still has open, in any browser. */
  openBySupporter(supporterUserId: string): Promise<OpenImpersonation[]>
  /** Newest first; `before` pages back in time. */
  list(options: { limit: number; before?: Date }): Promise<AuditRow[]>
}

const supporterName = sql<string>`coalesce(nullif(trim(su.first_name || ' ' || su.last_name), ''), su.email)`

export function createImpersonationRepository(db: Kysely<DB>): ImpersonationRepository {
  const open = () =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('impersonation_audit as a', (join) =>
        join.onRef('a.session_id', '=', 's.id').on('a.event', '=', 'start'),
      )
      .leftJoin('sessions as own', 'own.id', 'a.supporter_session_id')
      .select([
        's.id as sessionId',
        's.user_id as targetUserId',
        'u.email as targetEmail',
        'a.supporter_email as supporterEmail',
        'a.supporter_session_id as supporterSessionId',
        sql<boolean>`coalesce(own.sticky, false)`.as('supporterSticky'),
        'a.reason',
        's.expires_at as expiresAt',
      ])
      .select(sql<string>`s.impersonator_user_id`.as('supporterUserId'))
      .where('s.impersonator_user_id', 'is not', null)
      .where('s.revoked_at', 'is', null)
      .orderBy('s.created_at')

  return {
    async append(entry) {
      await db.insertInto('impersonation_audit').values(entry).execute()
    },
    async findStart(sessionId) {
      const row = await db
        .selectFrom('impersonation_audit as a')
        .innerJoin('users as su', 'su.id', 'a.supporter_user_id')
        .select([
          'a.session_id as sessionId',
          'a.supporter_user_id as supporterUserId',
          'su.email as supporterEmail',
          supporterName.as('supporterName'),
          'a.supporter_session_id as supporterSessionId',
          'a.target_user_id as targetUserId',
          'a.target_email as targetEmail',
          'a.reason',
          'a.occurred_at as startedAt',
          'a.expires_at as expiresAt',
        ])
        .where('a.session_id', '=', sessionId)
        .where('a.event', '=', 'start')
        .executeTakeFirst()
      if (!row?.sessionId || !row.supporterUserId || !row.supporterSessionId || !row.targetUserId) return null
      return {
        ...row,
        sessionId: row.sessionId,
        supporterUserId: row.supporterUserId,
        supporterSessionId: row.supporterSessionId,
        targetUserId: row.targetUserId,
        targetEmail: row.targetEmail ?? '',
        reason: row.reason ?? '',
        expiresAt: row.expiresAt ?? row.startedAt,
      }
    },
    async openInGroup(groupId) {
      return open().where('s.group_id', '=', groupId).execute()
    },
    async openBySupporter(supporterUserId) {
      return open().where('s.impersonator_user_id', '=', supporterUserId).execute()
    },
    async list({ limit, before }) {
      let query = db.selectFrom('impersonation_audit').selectAll()
      if (before) query = query.where('occurred_at', '<', before)
      return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    },
  }
}
