import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB, SiteFeedbackTable } from '../db/schema.ts'

export type SiteFeedbackRow = Selectable<SiteFeedbackTable>
export type SiteFeedbackFields = Omit<Insertable<SiteFeedbackTable>, 'id' | 'created_at'>

/** Feedback is appended only; reading it is an operator's job (decision 050). */
export interface SiteFeedbackRepository {
  create(fields: SiteFeedbackFields): Promise<SiteFeedbackRow>
}

export function createSiteFeedbackRepository(db: Kysely<DB>): SiteFeedbackRepository {
  return {
    async create(fields) {
      return db.insertInto('site_feedback').values(fields).returningAll().executeTakeFirstOrThrow()
    },
  }
}
