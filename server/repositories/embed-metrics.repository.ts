import type { Insertable, Kysely } from 'kysely'
import type { DB, EmbedMetricsTable } from '../db/schema.ts'

export type NewEmbedMetric = Insertable<EmbedMetricsTable>

/** Embedded mode's metrics (decision 049): appended, never changed. */
export interface EmbedMetricsRepository {
  insert(metric: NewEmbedMetric): Promise<void>
}

export function createEmbedMetricsRepository(db: Kysely<DB>): EmbedMetricsRepository {
  return {
    async insert(metric) {
      await db.insertInto('embed_metrics').values(metric).execute()
    },
  }
}
