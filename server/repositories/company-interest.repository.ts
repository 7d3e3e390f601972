import type { Kysely, Selectable } from 'kysely'
import type { CompanyInterestsTable, DB } from '../db/schema.ts'

export type CompanyInterestRow = Selectable<CompanyInterestsTable>

/** Demo requests, "not now" and waitlists (decision 035): one row per company, kind and feature. */
export interface CompanyInterestRepository {
  /** Inserts or refreshes the row; answers it as stored. */
  upsert(row: {
    companyId: string
    kind: CompanyInterestRow['kind']
    feature: string
    userId: string
    details: Record<string, unknown>
    until: Date | null
  }): Promise<CompanyInterestRow>
}

export function createCompanyInterestRepository(db: Kysely<DB>): CompanyInterestRepository {
  return {
    async upsert(row) {
      const details = JSON.stringify(row.details)
      const now = new Date()
      return db
        .insertInto('company_interests')
        .values({
          company_id: row.companyId,
          kind: row.kind,
          feature: row.feature,
          requested_by_user_id: row.userId,
          details,
          until: row.until,
          requested_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['company_id', 'kind', 'feature']).doUpdateSet({
            requested_by_user_id: row.userId,
            details,
            until: row.until,
            requested_at: now,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow()
    },
  }
}
