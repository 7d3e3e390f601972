import type { Kysely, Selectable } from 'kysely'
import type { BusinessAuditLogTable, DB } from '../db/schema.ts'

export type AuditRow = Selectable<BusinessAuditLogTable>

export interface NewAuditEntry {
  companyId: string
  actorUserId: string | null
  actorEmail: string | null
  impersonatorUserId: string | null
  action: string
  targetType?: string | null
  targetId?: string | null
  targetLabel?: string | null
  details?: Record<string, unknown>
}

/** A position in the log: the seq of the last entry seen; the next page is older than it. */
export type AuditCursor = bigint

export interface BusinessAuditRepository {
  append(entries: readonly NewAuditEntry[]): Promise<void>
  page(
    companyId: string,
    options: { after: AuditCursor | null; action?: string; limit: number },
  ): Promise<AuditRow[]>
}

export function createBusinessAuditRepository(db: Kysely<DB>): BusinessAuditRepository {
  return {
    async append(entries) {
      if (entries.length === 0) return
      await db
        .insertInto('business_audit_log')
        .values(
          entries.map((e) => ({
            company_id: e.companyId,
            actor_user_id: e.actorUserId,
            actor_email: e.actorEmail,
            impersonator_user_id: e.impersonatorUserId,
            action: e.action,
            target_type: e.targetType ?? null,
            target_id: e.targetId ?? null,
            target_label: e.targetLabel ?? null,
            details: JSON.stringify(e.details ?? {}),
          })),
        )
        .execute()
    },
    async page(companyId, { after, action, limit }) {
      let query = db
        .selectFrom('business_audit_log')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('seq', 'desc')
        .limit(limit)
      if (action)
        query = query.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', `${action}.%`)]))
      if (after !== null) query = query.where('seq', '<', after.toString() as never)
      return query.execute()
    },
  }
}
