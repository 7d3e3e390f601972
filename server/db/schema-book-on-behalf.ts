import type { Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'

/** Tables of migration 026 (book on behalf, decision 056). */

export interface TravelArrangerDelegationsTable {
  company_id: string
  traveler_user_id: string
  arranger_user_id: string
  created_by_user_id: string | null
  created_at: CreatedAt
}

export interface TravelArrangerConsentsTable {
  user_id: string
  company_id: string
  allows_arrangers: Generated<boolean>
  updated_at: DefaultedTimestamp
}

export type TBookOnBehalfRequestStatus = 'open' | 'booked' | 'declined' | 'withdrawn'

export interface BookOnBehalfRequestsTable {
  id: Generated<string>
  company_id: string
  traveler_user_id: string
  trip_event_id: string
  note: Generated<string>
  status: Generated<TBookOnBehalfRequestStatus>
  decided_by_user_id: string | null
  decision_comment: string | null
  created_at: CreatedAt
  decided_at: Timestamp | null
}
