import type { Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp } from './column-types.ts'

/** Tables of migration 024 (company events and inbox sync, decision 052). */

export interface BusinessEventsTable {
  id: Generated<string>
  company_id: string
  name: string
  city: string
  start_date: string
  end_date: string
  description: Generated<string>
  created_by: string | null
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}

export interface BusinessEventAttendeesTable {
  event_id: string
  user_id: string
  company_id: string
}

export interface InboxSyncGrantsTable {
  user_id: string
  provider: 'gmail'
  subject: string
  email: string | null
  scopes: string[]
  granted_at: DefaultedTimestamp
}
