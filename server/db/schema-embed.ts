import type { Generated } from 'kysely'
import type { TEmbedMetricType } from '../../shared/embed/embed-contract.ts'
import type { CreatedAt } from './column-types.ts'

/** Embedded mode's metrics (migration 021, decision 049); schema.ts lists the table in DB. */
export interface EmbedMetricsTable {
  id: Generated<string>
  embed_origin: string
  metric_type: TEmbedMetricType
  metric_name: string
  metric_value: number
  recorded_at: CreatedAt
}
