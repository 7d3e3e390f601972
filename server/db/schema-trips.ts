import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'

/** The trips tables (migration 019, issue 8, decision 043); schema.ts lists them in DB. */

export interface TripOwnersTable {
  user_id: string
  code: string
  created_at: CreatedAt
}

export interface TripsTable {
  id: Generated<string>
  owner_user_id: string
  code: string
  name: string
  destination: Generated<string>
  /** ISO yyyy-mm-dd. */
  start_date: string | null
  end_date: string | null
  image_key: Generated<string>
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}

export type TripEventVertical = 'flight' | 'hotel' | 'car' | 'train'
export type TripEventState = 'saved' | 'inCart' | 'booked' | 'cancelled'

export interface TripEventsTable {
  id: Generated<string>
  trip_id: string
  vertical: TripEventVertical
  offer_id: string
  title: string
  price_minor: number
  currency: string
  starts_at: Timestamp
  ends_at: Timestamp | null
  /** The offsets from UTC where the event starts and ends (migration 038); null before it. */
  start_offset_minutes: number | null
  end_offset_minutes: number | null
  state: Generated<TripEventState>
  booked_at: Timestamp | null
  cancelled_at: Timestamp | null
  booker_user_id: string | null
  traveler_user_id: string | null
  company_id: string | null
  added_by_user_id: string | null
  // Business travel (migration 025, decision 053)
  policy_status: 'in' | 'out' | null
  policy_reasons: ColumnType<unknown[], string | undefined, string>
  policy_budget_minor: number | null
  out_of_policy_reason: string | null
  approval_status: TripEventApprovalStatus | null
  approval_requested_at: Timestamp | null
  approval_decided_at: Timestamp | null
  payment_kind: 'companyCard' | 'personalCard' | 'invoice' | null
  payment_option_id: string | null
  /** Rooms a hotel booking holds (migration 030, multi-room bookings). */
  rooms: Generated<number>
  reporting_values: ColumnType<Record<string, string>, string | undefined, string>
  traveler_group_id: string | null
  traveler_office_id: string | null
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}

export type TripEventApprovalStatus = 'pending' | 'approved' | 'denied' | 'expired' | 'notified'

export interface TripSharesTable {
  id: Generated<string>
  trip_id: string
  email: string
  role: 'viewer' | 'editor'
  user_id: string | null
  created_by_user_id: string | null
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}

/** Share mails a sender has made (020, decision 047). */
export interface TripShareMailsTable {
  id: Generated<string>
  sender_user_id: string
  email: string
  created_at: CreatedAt
}

export interface TripShareLinksTable {
  id: Generated<string>
  trip_id: string
  token_hash: string
  created_by_user_id: string | null
  created_at: CreatedAt
  revoked_at: Timestamp | null
}

export interface WishlistItemsTable {
  id: Generated<string>
  user_id: string
  trip_id: string
  destination: string
  created_at: CreatedAt
}

export interface TripNotificationsTable {
  id: Generated<string>
  user_id: string
  type: 'NEW_SHARED_TRIP'
  trip_id: string
  actor_user_id: string | null
  avatar_url: string | null
  created_at: CreatedAt
}

export interface TripUserSettingsTable {
  user_id: string
  reminder_tooltip_shown: Generated<boolean>
  go_to_trips_tooltip_shown: Generated<boolean>
  navigation_drawer_tooltip_shown: Generated<boolean>
  map_view_fd: Generated<boolean>
  map_view_dp: Generated<boolean>
  tdp_autopilot: Generated<boolean>
  notifications_cleared_at: Timestamp | null
  updated_at: DefaultedTimestamp
}

/** A booking made through the booking flow (migration 032, decision 084), beside its trip event. */
export interface TripBookingsTable {
  event_id: string
  reference: string
  supplier_reference: string
  offer: ColumnType<unknown, string, string>
  localized_offers: ColumnType<Record<string, unknown>, string | undefined, string>
  travellers: ColumnType<unknown[], string, string>
  refundable: boolean
  free_until: Timestamp | null
  free_until_local: string | null
  payment_kind: 'card' | 'company'
  amount_minor: number
  currency: string
  visitor_amount_minor: number | null
  visitor_currency: string | null
  card_brand: string | null
  card_last4: string | null
  payment_reference: string | null
  refund_amount_minor: number | null
  refund_reason: 'freeCancellation' | 'freeCancellationEnded' | 'notRefundable' | null
  refund_reference: string | null
  refunded_at: Timestamp | null
  brand_name: string
  site_origin: string
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}
