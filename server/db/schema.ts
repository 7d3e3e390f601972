import type { ColumnType, Generated } from 'kysely'

/** Kysely's view of the tables created by server/db/migrations/*.sql. Keep the two in step. */
type Timestamp = ColumnType<Date, Date | string, Date | string>
// Generated<> around a ColumnType nests the two and selects the wrapper, not a Date: spell defaults out.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface UsersTable {
  id: Generated<string>
  email: string
  password_hash: string | null
  first_name: string
  last_name: string
  has_personal_account: boolean
  email_confirmed_at: Timestamp | null
  disabled_at: Timestamp | null
  locked_at: Timestamp | null
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}

export interface CompaniesTable {
  id: Generated<string>
  name: string
  plan: 'biz' | 'bizPlus' | 'enterprise'
  features: string[]
  email_domains: string[]
  booking_mode: 'TRAVELER_ONLY' | 'TRAVELER_OR_TRAVEL_MANAGER'
  confirmed_at: Timestamp | null
  created_at: CreatedAt
}

export interface RolesTable {
  id: Generated<string>
  company_id: string
  template_key: string | null
  name: string
  permissions: string[]
  created_at: CreatedAt
}

export interface BusinessProfilesTable {
  id: Generated<string>
  user_id: string
  company_id: string
  role_id: string
  confirmed_at: Timestamp | null
  created_at: CreatedAt
}

export interface SessionGroupsTable {
  id: Generated<string>
  /** sha-256 of the cookie's secret; the secret itself is never stored. */
  secret_hash: string
  created_at: CreatedAt
  last_seen_at: DefaultedTimestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

export interface SessionsTable {
  /** Public id (tokenId in the account switcher). */
  id: string
  group_id: string
  user_id: string
  business_mode: boolean
  active: boolean
  sticky: boolean
  second_factor_at: Timestamp | null
  acting_for_user_id: string | null
  impersonator_user_id: string | null
  created_at: CreatedAt
  last_seen_at: DefaultedTimestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

export interface DB {
  users: UsersTable
  companies: CompaniesTable
  roles: RolesTable
  business_profiles: BusinessProfilesTable
  session_groups: SessionGroupsTable
  sessions: SessionsTable
}
