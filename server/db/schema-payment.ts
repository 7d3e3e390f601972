import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'

/** Payment options, trip reporting fields and travel settings (migration 030, decision 057); schema.ts lists them in DB. */

export type PaymentCardKind = 'company' | 'personal'
export type PaymentCardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay' | 'other'

export interface PaymentCardsTable {
  id: Generated<string>
  company_id: string
  kind: PaymentCardKind
  group_id: string | null
  owner_user_id: string | null
  provider_token: string
  brand: PaymentCardBrand
  last4: string
  exp_month: number
  exp_year: number
  holder_name: string
  created_by: string | null
  created_at: CreatedAt
}

export interface CompanyTravelSettingsTable {
  company_id: string
  invoice_enabled: Generated<boolean>
  multi_room_bookings: Generated<boolean>
  allow_personal_cards: Generated<boolean>
  allow_profile_edit: Generated<boolean>
  allow_custom_approver: Generated<boolean>
  allow_guest_booking: Generated<boolean>
  updated_at: DefaultedTimestamp
}

export type ReportingFieldKind = 'costCenter' | 'project' | 'custom'
export type ReportingFieldInput = 'text' | 'list'

export interface TripReportingFieldsTable {
  id: Generated<string>
  company_id: string
  key: string
  label: string
  kind: ReportingFieldKind
  input: ReportingFieldInput
  options: Generated<string[]>
  required: Generated<boolean>
  active: Generated<boolean>
  position: Generated<number>
  created_at: CreatedAt
}

export interface HomepageMessagesTable {
  id: Generated<string>
  company_id: string
  title: string
  body: string
  audience: 'everyone' | 'groups'
  group_ids: Generated<string[]>
  /** ISO yyyy-mm-dd. */
  starts_on: string
  ends_on: string | null
  created_by: string | null
  created_at: CreatedAt
}

export interface ExpenseConnectionsTable {
  company_id: string
  system_code: 'EXPENSIFY'
  endpoint_url: string
  connected_by: string | null
  connected_at: DefaultedTimestamp
  last_success_at: Timestamp | null
  last_error: string | null
  last_error_at: Timestamp | null
}

export interface ExpenseDeliveriesTable {
  id: Generated<string>
  company_id: string
  event_id: string
  payload: ColumnType<Record<string, unknown>, string, string>
  status: Generated<'pending' | 'delivered' | 'failed'>
  attempts: Generated<number>
  last_error: string | null
  created_at: CreatedAt
  delivered_at: Timestamp | null
}
