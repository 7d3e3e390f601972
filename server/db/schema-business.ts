import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'

/** The business administration tables (migrations 011-017, issue 7); schema.ts lists them in DB. */
/** The business audit log (011): appended, never changed; details are JSON written as text. */
export interface BusinessAuditLogTable {
  id: Generated<string>
  /** bigint: the driver hands it back as a string */
  seq: ColumnType<string, never, never>
  company_id: string
  occurred_at: CreatedAt
  actor_user_id: string | null
  actor_email: string | null
  impersonator_user_id: string | null
  action: string
  target_type: string | null
  target_id: string | null
  target_label: string | null
  details: ColumnType<Record<string, unknown>, string | undefined, never>
}

/** 013: a domain waiting for its e-mailed proof (decision 034); the link secret's HMAC only. */
export interface CompanyDomainVerificationsTable {
  id: Generated<string>
  company_id: string
  domain: string
  sent_to: string
  token_hash: string
  requested_by_user_id: string
  requested_by_email: string
  created_at: CreatedAt
  expires_at: Timestamp
}

interface CompanyAddressColumns {
  address_line1: Generated<string>
  address_line2: Generated<string>
  city: Generated<string>
  postcode: Generated<string>
  country: string | null
}

export interface CompanyOfficesTable extends CompanyAddressColumns {
  id: Generated<string>
  company_id: string
  name: string
  created_at: CreatedAt
}

export interface CompanyEntitiesTable extends CompanyAddressColumns {
  id: Generated<string>
  company_id: string
  name: string
  registration_number: Generated<string>
  vat_number: Generated<string>
  billing_currency: string
  created_at: CreatedAt
}

/** 013: corporate memberships ("programs"); the account number is only ever answered masked. */
export interface CompanyProgramsTable {
  id: Generated<string>
  company_id: string
  vertical: 'flight' | 'hotel' | 'car' | 'train'
  vendor: string
  program_name: string
  account_number: string
  created_at: CreatedAt
}

/** 013: plan upgrade requests, applied at once or pending until an operator decides (018). */
export interface CompanyPlanRequestsTable {
  id: Generated<string>
  company_id: string
  plan: 'biz' | 'bizPlus' | 'enterprise'
  status: 'PENDING' | 'APPLIED' | 'DECLINED'
  requested_by_user_id: string | null
  requested_at: CreatedAt
  decided_at: Timestamp | null
  /** The operator who completed or declined it (018); null when applied at once. */
  decided_by: string | null
  decision_note: string | null
}

/** The company's logo (014), re-encoded; version is a hash of the image, used in its URL. */
export interface CompanyLogosTable {
  company_id: string
  version: string
  content_type: string
  width: number
  height: number
  image: Uint8Array
  updated_by_user_id: string | null
  updated_at: DefaultedTimestamp
}

/** E-mailed company deletion links (014): the token's HMAC, single use. */
export interface CompanyDeletionRequestsTable {
  id: Generated<string>
  company_id: string
  requested_by_user_id: string
  confirmation_code: string
  requested_at: Date
  token_hash: string
  expires_at: Date
  used_at: Date | null
}

/** Demo requests, postponements and waitlists (014): one row per company, kind and feature. */
export interface CompanyInterestsTable {
  company_id: string
  kind: 'demo' | 'demoPostponed' | 'waitlist'
  feature: Generated<string>
  requested_by_user_id: string | null
  details: ColumnType<Record<string, unknown>, string | undefined, string | undefined>
  until: Date | null
  requested_at: DefaultedTimestamp
}

/** Messages to the account manager and issue reports (014). */
export interface SupportMessagesTable {
  id: Generated<string>
  company_id: string
  user_id: string | null
  user_email: string
  kind: 'accountManager' | 'issue'
  subject: string
  description: string
  topic: string | null
  booking_number: string | null
  created_at: CreatedAt
}

export interface SupportAttachmentsTable {
  id: Generated<string>
  message_id: string
  position: number
  file_name: string
  content_type: string
  size: number
  content: Uint8Array
}

/** Invitations to join a company (016, decision 037): only the link's SHA-256 is kept. */
export interface BusinessInvitationsTable {
  id: Generated<string>
  company_id: string
  email: string
  role_id: string
  token_hash: string
  invited_by_user_id: string | null
  guest: Generated<boolean>
  sponsor_user_id: string | null
  access_ends_at: Timestamp | null
  details: ColumnType<Record<string, unknown>, string | undefined, string>
  created_at: CreatedAt
  sent_at: DefaultedTimestamp
  expires_at: Timestamp
  accepted_at: Timestamp | null
  accepted_user_id: string | null
  revoked_at: Timestamp | null
}

/** A member's directory fields from the CSV import (016). */
export interface BusinessMemberDetailsTable {
  profile_id: string
  employee_id: string | null
  department: string | null
  cost_center: string | null
  manager_email: string | null
  office: string | null
  group_names: Generated<string[]>
  updated_at: DefaultedTimestamp
}

/** A visitor's company signup waiting for its e-mailed link (017, decision 038). */
export interface BusinessSignupsTable {
  id: Generated<string>
  email: string
  token_hash: string
  plan: 'biz' | 'bizPlus'
  company_name: string
  first_name: string
  last_name: string
  size_band: string
  country: string
  password_hash: string
  opt_in: Generated<boolean>
  terms_accepted_at: Timestamp | null
  /** The versions accepted with the signup (036). */
  terms_version: string | null
  privacy_version: string | null
  language: Generated<string>
  clicked_at: Timestamp | null
  created_at: CreatedAt
  expires_at: Timestamp
  used_at: Timestamp | null
}

/** Company and business-profile confirmation links (017). */
export interface BusinessConfirmationsTable {
  id: Generated<string>
  kind: 'company' | 'profile'
  user_id: string
  company_id: string
  email: string
  token_hash: string
  clicked_at: Timestamp | null
  created_at: CreatedAt
  expires_at: Timestamp
  used_at: Timestamp | null
}

/** A member's onboarding answers, keywords, reminder grid and account progress (017). */
export interface BusinessOnboardingTable {
  profile_id: string
  setup_version: number | null
  setup_at: Timestamp | null
  keywords: ColumnType<string[], string[] | undefined, string[]>
  reminder_dismissed_at: Timestamp | null
  account_progress: number | null
  updated_at: DefaultedTimestamp
}

/** A company's onboarding answers and company progress (017). */
export interface CompanyOnboardingTable {
  company_id: string
  size_band: string | null
  country: string | null
  travel_needs: ColumnType<string[], string[] | undefined, string[]>
  progress: number | null
  updated_at: DefaultedTimestamp
}

export type TaskStatusColumn = 'todo' | 'done' | 'skipped'

export interface AccountTaskStatusesTable {
  profile_id: string
  task_id: string
  status: TaskStatusColumn
  updated_at: DefaultedTimestamp
}

export interface CompanyTaskStatusesTable {
  company_id: string
  task_id: string
  status: TaskStatusColumn
  updated_by_user_id: string | null
  updated_at: DefaultedTimestamp
}

/** 015: a company's groups of members (decision 036). */
export interface BusinessGroupsTable {
  id: Generated<string>
  company_id: string
  name: string
  created_at: CreatedAt
}

export interface BusinessGroupMembersTable {
  group_id: string
  user_id: string
  company_id: string
  added_at: CreatedAt
}
