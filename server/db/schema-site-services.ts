import type { Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp } from './column-types.ts'

/** The site services' tables (migration 023, decision 050); schema.ts lists them in DB. */

export interface SiteFeedbackTable {
  id: Generated<string>
  user_id: string | null
  brand: string
  site: string
  page_path: string
  rating: number | null
  message: string
  created_at: CreatedAt
}

export type PriceAlertVertical = 'flight' | 'hotel' | 'car' | 'train'

export interface PriceAlertsTable {
  id: Generated<string>
  user_id: string
  vertical: PriceAlertVertical
  search_path: string
  created_at: CreatedAt
}

export interface PriceAlertSettingsTable {
  user_id: string
  email_enabled: boolean
  updated_at: DefaultedTimestamp
}
