import type { Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp } from './column-types.ts'

/** The guidebooks table (migration 022, decision 051); schema.ts lists it in DB. */
export interface GuidebooksTable {
  id: Generated<string>
  user_id: string
  name: string
  destination: string
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}
