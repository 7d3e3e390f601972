import type { Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'

/** Tables of migration 029 (approvals, decision 055). */

export type ApprovalTiming = 'beforeBooking' | 'voidWindow' | 'off'
export type ApprovalDefault = 'keep' | 'cancel'
export type ApprovalRequestStatus = 'pending' | 'approved' | 'denied' | 'expired'
export type ApprovalVia = 'web' | 'email' | 'slack' | 'timeout'

export interface ApprovalSettingsTable {
  company_id: string
  timing: ApprovalTiming
  vertical_rules: Generated<unknown>
  window_hours: Generated<number>
  step_hours: Generated<number>
  default_on_timeout: Generated<ApprovalDefault>
  allow_custom_approver: Generated<boolean>
  updated_at: DefaultedTimestamp
}

export interface ApprovalManagersTable {
  user_id: string
  company_id: string
  manager_user_id: string
}

export interface ApprovalChainStepsTable {
  id: Generated<string>
  company_id: string
  group_id: string | null
  position: number
  kind: 'manager' | 'user'
  approver_user_id: string | null
  backup_user_id: string | null
}

export interface ApprovalDelegationsTable {
  user_id: string
  company_id: string
  delegate_user_id: string
  starts_on: string
  ends_on: string
}

export interface ApprovalRequestsTable {
  id: Generated<string>
  company_id: string
  trip_event_id: string
  traveler_user_id: string
  booker_user_id: string | null
  timing: 'beforeBooking' | 'voidWindow'
  default_on_timeout: ApprovalDefault
  status: Generated<ApprovalRequestStatus>
  current_step: Generated<number>
  escalated: Generated<boolean>
  step_due_at: Timestamp
  deadline_at: Timestamp | null
  created_at: CreatedAt
  decided_at: Timestamp | null
  decided_by_user_id: string | null
  decided_via: ApprovalVia | null
  comment: string | null
}

export interface ApprovalRequestStepsTable {
  request_id: string
  position: number
  approver_user_id: string | null
  backup_user_id: string | null
  outcome: 'approved' | 'denied' | 'timedOut' | null
  decided_by_user_id: string | null
  decided_at: Timestamp | null
  comment: string | null
}

export interface ApprovalLinksTable {
  id: Generated<string>
  token_hash: string
  request_id: string
  step: number
  user_id: string
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface CompanySlackWebhooksTable {
  company_id: string
  webhook_url: string
  channel_label: string | null
  configured_by_user_id: string | null
  updated_at: DefaultedTimestamp
}
