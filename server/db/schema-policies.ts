import type { ColumnType } from 'kysely'
import type { DefaultedTimestamp } from './column-types.ts'

/** Travel policies (migration 028, decision 054); schema.ts lists them in DB. */

type Json<T> = ColumnType<T, string, string>

export interface CompanyTravelPoliciesTable {
  company_id: string
  vertical: 'flight' | 'hotel' | 'train' | 'car'
  /** A TTravelPolicy, parsed again on every read. */
  policy: Json<unknown>
  updated_at: DefaultedTimestamp
  updated_by: string | null
}

export interface CompanySortOrdersTable {
  company_id: string
  /** A TSortOrder. */
  sort_order: Json<unknown>
  updated_at: DefaultedTimestamp
  updated_by: string | null
}
