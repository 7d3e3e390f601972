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
  opt_in: Generated<boolean>
  terms_accepted_at: Timestamp | null
  pending_registration: Generated<boolean>
  pending_email: string | null
  password_changed_at: Timestamp | null
  language: Generated<string>
  /** Saved from the currency picker (009); null: the site's currency. */
  currency: string | null
}

export interface CompaniesTable {
  id: Generated<string>
  name: string
  plan: 'biz' | 'bizPlus' | 'enterprise'
  features: string[]
  email_domains: string[]
  booking_mode: 'TRAVELER_ONLY' | 'TRAVELER_OR_TRAVEL_MANAGER'
  confirmed_at: Timestamp | null
  /** Every member must prove a second factor before business calls answer (003). */
  require_two_factor: Generated<boolean>
  created_at: CreatedAt
  /** 013: general settings (decision 034). */
  address_line1: Generated<string>
  address_line2: Generated<string>
  city: Generated<string>
  postcode: Generated<string>
  country: string | null
  phone: Generated<string>
  default_currency: string | null
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
  /** The member's chosen locale (009); null: the site's. */
  locale_code: string | null
  /** 012: deactivated members cannot act for the company; guests' sponsor and end of access. */
  deactivated_at: Timestamp | null
  sponsor_user_id: string | null
  access_ends_at: Timestamp | null
  added_by_user_id: string | null
  /** 013: the member's office (optional, of their own company). */
  office_id: string | null
}

export interface SessionGroupsTable {
  id: Generated<string>
  /** sha-256 of the cookie's secret; the secret itself is never stored. */
  secret_hash: string
  created_at: CreatedAt
  last_seen_at: DefaultedTimestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
  adding_until: Timestamp | null
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
  user_agent: string | null
  ip_address: string | null
  authenticated_at: DefaultedTimestamp
}

export type EmailTokenPurpose = 'confirm' | 'reset' | 'magic_code' | 'email_change' | 'second_factor'

export interface EmailTokensTable {
  id: Generated<string>
  user_id: string
  purpose: EmailTokenPurpose
  token_hash: string
  email: string
  attempts: Generated<number>
  created_at: CreatedAt
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface LoginThrottleTable {
  key_hash: string
  failures: Generated<number>
  last_failure_at: Timestamp | null
  blocked_at: Timestamp | null
}

export interface TravelersTable {
  id: Generated<string>
  user_id: string
  first_name: string
  middle_name: string | null
  last_name: string
  date_of_birth: string | null
  email_address: string | null
  phone_number: string | null
  phone_country_code: string | null
  phone_country_code_iso: string | null
  tsaredress: string | null
  known_traveler_number: string | null
  gender: string | null
  preferred: Generated<boolean>
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}

export interface MailOutboxTable {
  id: Generated<string>
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  created_at: CreatedAt
}

/** Company single sign-on (008, decision 022). */
export interface SsoConfigsTable {
  id: Generated<string>
  company_id: string
  display_name: string
  issuer_url: string
  client_id: string
  /** AES-256-GCM under a key derived from the server secret; never returned. */
  client_secret_enc: string
  email_domains: string[]
  active: Generated<boolean>
  enforced: Generated<boolean>
  default_role_id: string
  tested_at: Timestamp | null
  created_at: CreatedAt
  updated_at: DefaultedTimestamp
}

export interface SsoActiveDomainsTable {
  domain: string
  config_id: string
}

export interface SsoIdentitiesTable {
  config_id: string
  subject: string
  user_id: string
  created_at: CreatedAt
  last_sign_in_at: Timestamp | null
}

export interface SsoAttemptsTable {
  id: Generated<string>
  state_hash: string
  group_secret_hash: string
  config_id: string
  purpose: 'signin' | 'test'
  redir: string
  sticky: Generated<boolean>
  tester_user_id: string | null
  created_at: CreatedAt
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface PasskeyUserHandlesTable {
  user_id: string
  handle: string
}

export interface PasskeyCredentialsTable {
  id: Generated<string>
  user_id: string
  credential_id: string
  public_key: Uint8Array
  /** bigint in SQL: pg hands it over as a string. */
  counter: ColumnType<string | number, number | undefined, number>
  device_type: 'singleDevice' | 'multiDevice'
  backed_up: Generated<boolean>
  aaguid: string | null
  name: string
  created_at: CreatedAt
  last_used_at: Timestamp | null
}

export interface PasskeyChallengesTable {
  id: Generated<string>
  challenge_hash: string
  group_hash: string
  purpose: 'login' | 'register'
  user_id: string | null
  created_at: CreatedAt
  expires_at: Timestamp
  used_at: Timestamp | null
}

export type SocialProviderColumn = 'google' | 'apple' | 'naver'

/** Identities of social providers linked to accounts (005); found by (provider, subject) only. */
export interface SocialIdentitiesTable {
  id: Generated<string>
  provider: SocialProviderColumn
  subject: string
  user_id: string
  email: string | null
  created_at: CreatedAt
}

/** An authenticator app of a user (006); confirmed_at null while the enrolment waits for a code. */
export interface TotpCredentialsTable {
  user_id: string
  /** AES-256-GCM with a key derived from the server secret; never sent back after enrolment. */
  secret_encrypted: string
  confirmed_at: Timestamp | null
  /** bigint: the driver may hand it back as a string. */
  last_used_step: ColumnType<string | number, string | number | undefined, string | number>
  /** Restarting an enrolment renews it. */
  created_at: DefaultedTimestamp
}

export interface RecoveryCodesTable {
  id: Generated<string>
  user_id: string
  code_hash: string
  used_at: Timestamp | null
  created_at: CreatedAt
}

/** Support staff may impersonate customers; granted only by the operator command (007). */
export interface SupportStaffTable {
  user_id: string
  granted_at: DefaultedTimestamp
  granted_by: string
  note: string | null
}

export type ImpersonationAuditEvent =
  | 'start'
  | 'end'
  | 'start_refused'
  | 'action_refused'
  | 'staff_granted'
  | 'staff_revoked'

/** Append-only (a trigger refuses updates, deletes and truncation); no foreign keys (007). */
export interface ImpersonationAuditTable {
  id: Generated<string>
  event: ImpersonationAuditEvent
  occurred_at: DefaultedTimestamp
  supporter_user_id: string | null
  supporter_email: string | null
  target_user_id: string | null
  target_email: string | null
  session_id: string | null
  supporter_session_id: string | null
  reason: string | null
  expires_at: Timestamp | null
  detail: string | null
  ip_address: string | null
  user_agent: string | null
}

/** Consent records (010): append-only proof of every consent action; the id is the browser's consent id. */
export interface ConsentRecordsTable {
  id: string
  subject_id: string
  user_id: string | null
  kind: 'categories' | 'iab_tcf' | 'data_sharing' | 'two_party' | 'data_transfer' | 'cookies_notice'
  action:
    | 'accept_all'
    | 'reject'
    | 'partial'
    | 'withdraw'
    | 'gpc_auto'
    | 'acknowledge'
    | 'opt_out'
    | 'opt_in'
    | 'log'
  categories: ColumnType<string[], string[] | undefined, never>
  tc_string: string | null
  ac_string: string | null
  allow_data_sharing: boolean | null
  gpc: ColumnType<boolean, boolean | undefined, never>
  regulation: string
  site: string
  cmp_id: number | null
  cmp_version: number | null
  ui_version: string
  text_version: string | null
  vendor_list_version: number | null
  tcf_policy_version: number | null
  policy_version: string
  locale: string
  ip_truncated: string | null
  recorded_at: CreatedAt
}

/** A signed-in visitor's current privacy choices (010), following the account across devices. */
export interface PrivacyPreferencesTable {
  user_id: string
  categories: string[] | null
  categories_at: Timestamp | null
  allow_data_sharing: boolean | null
  gpc: Generated<boolean>
  tc_string: string | null
  ac_string: string | null
  vendor_list_version: number | null
  tcf_at: Timestamp | null
  two_party_version: string | null
  data_transfer_version: string | null
  updated_at: DefaultedTimestamp
}

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

/** 013: plan upgrade requests, applied at once or pending until sales completes them. */
export interface CompanyPlanRequestsTable {
  id: Generated<string>
  company_id: string
  plan: 'biz' | 'bizPlus' | 'enterprise'
  status: 'PENDING' | 'APPLIED'
  requested_by_user_id: string | null
  requested_at: CreatedAt
  decided_at: Timestamp | null
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

export interface DB {
  users: UsersTable
  companies: CompaniesTable
  roles: RolesTable
  business_profiles: BusinessProfilesTable
  session_groups: SessionGroupsTable
  sessions: SessionsTable
  email_tokens: EmailTokensTable
  login_throttle: LoginThrottleTable
  travelers: TravelersTable
  mail_outbox: MailOutboxTable
  sso_configs: SsoConfigsTable
  sso_active_domains: SsoActiveDomainsTable
  sso_identities: SsoIdentitiesTable
  sso_attempts: SsoAttemptsTable
  social_identities: SocialIdentitiesTable
  passkey_user_handles: PasskeyUserHandlesTable
  passkey_credentials: PasskeyCredentialsTable
  passkey_challenges: PasskeyChallengesTable
  totp_credentials: TotpCredentialsTable
  recovery_codes: RecoveryCodesTable
  support_staff: SupportStaffTable
  impersonation_audit: ImpersonationAuditTable
  consent_records: ConsentRecordsTable
  privacy_preferences: PrivacyPreferencesTable
  business_audit_log: BusinessAuditLogTable
  company_domain_verifications: CompanyDomainVerificationsTable
  company_offices: CompanyOfficesTable
  company_entities: CompanyEntitiesTable
  company_programs: CompanyProgramsTable
  company_plan_requests: CompanyPlanRequestsTable
  company_logos: CompanyLogosTable
  company_deletion_requests: CompanyDeletionRequestsTable
  company_interests: CompanyInterestsTable
  support_messages: SupportMessagesTable
  support_attachments: SupportAttachmentsTable
  business_invitations: BusinessInvitationsTable
  business_member_details: BusinessMemberDetailsTable
  business_signups: BusinessSignupsTable
  business_confirmations: BusinessConfirmationsTable
  business_onboarding: BusinessOnboardingTable
  company_onboarding: CompanyOnboardingTable
  account_task_statuses: AccountTaskStatusesTable
  company_task_statuses: CompanyTaskStatusesTable
  business_groups: BusinessGroupsTable
  business_group_members: BusinessGroupMembersTable
}
