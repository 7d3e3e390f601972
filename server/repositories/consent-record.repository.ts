import type { Insertable, Kysely, Selectable } from 'kysely'
import type { ConsentRecordsTable, DB } from '../db/schema.ts'

export type TConsentRecordRow = Selectable<ConsentRecordsTable>
export type TNewConsentRecord = Insertable<ConsentRecordsTable>

/** The append-only consent records (migration 010). Nothing here updates or deletes: a trigger refuses it. */
export interface ConsentRecordRepository {
  /**
   * Appends one record. A second write with the same id (a retried request) inserts nothing and answers
   * the stored one, so an action is recorded exactly once however often the browser retries.
   */
  append(record: TNewConsentRecord): Promise<{ inserted: boolean; record: TConsentRecordRow }>
  latest(
    who: { subjectId: string; userId: string | null },
    kind: TConsentRecordRow['kind'],
  ): Promise<TConsentRecordRow | null>
}

export function createConsentRecordRepository(db: Kysely<DB>): ConsentRecordRepository {
  return {
    async append(record) {
      const inserted = await db
        .insertInto('consent_records')
        .values(record)
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst()
      if (inserted) return { inserted: true, record: inserted }
      const stored = await db
        .selectFrom('consent_records')
        .selectAll()
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow()
      return { inserted: false, record: stored }
    },
    async latest({ subjectId, userId }, kind) {
      const row = await db
        .selectFrom('consent_records')
        .selectAll()
        .where('kind', '=', kind)
        .where((eb) =>
          userId
            ? eb.or([eb('subject_id', '=', subjectId), eb('user_id', '=', userId)])
            : eb('subject_id', '=', subjectId),
        )
        .orderBy('recorded_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row ?? null
    },
  }
}
