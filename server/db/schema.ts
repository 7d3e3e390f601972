import type { Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'
import type {
  ApprovalChainStepsTable,
  ApprovalDelegationsTable,
  ApprovalLinksTable,
  ApprovalManagersTable,
  ApprovalRequestStepsTable,
  ApprovalRequestsTable,
  ApprovalSettingsTable,
  CompanySlackWebhooksTable,
} from './schema-approvals.ts'
import type {
  BookOnBehalfRequestsTable,
  TravelArrangerConsentsTable,
  TravelArrangerDelegationsTable,
} from './schema-book-on-behalf.ts'

import type {
  AccountTaskStatusesTable,
  BusinessAuditLogTable,
  BusinessConfirmationsTable,
  BusinessGroupMembersTable,
  BusinessGroupsTable,
  BusinessInvitationsTable,
  BusinessMemberDetailsTable,
  BusinessOnboardingTable,
  BusinessSignupsTable,
  CompanyDeletionRequestsTable,
  CompanyDomainVerificationsTable,
  CompanyEntitiesTable,
  CompanyInterestsTable,
  CompanyLogosTable,
  CompanyOfficesTable,
  CompanyOnboardingTable,
  CompanyPlanRequestsTable,
  CompanyProgramsTable,
  CompanyTaskStatusesTable,
  SupportAttachmentsTable,
  SupportMessagesTable,
} from './schema-business.ts'
import type { EmbedMetricsTable } from './schema-embed.ts'
import type {
  BusinessEventAttendeesTable,
  BusinessEventsTable,
  InboxSyncGrantsTable,
} from './schema-events.ts'
import type { GuidebooksTable } from './schema-guides.ts'
import type {
  CompanyTravelSettingsTable,
  ExpenseConnectionsTable,
  ExpenseDeliveriesTable,
  HomepageMessagesTable,
  PaymentCardsTable,
  TripReportingFieldsTable,
} from './schema-payment.ts'
import type { CompanySortOrdersTable, CompanyTravelPoliciesTable } from './schema-policies.ts'
import type {
  ConsentRecordsTable,
  IabPurposeTranslationsTable,
  IabVendorListsTable,
  PrivacyPreferencesTable,
} from './schema-privacy.ts'
import type {
  ReportingDailyTable,
  ReportingTravelerMonthsTable,
  ReportingTurnaroundTable,
} from './schema-reporting.ts'
import type {
  ImpersonationAuditTable,
  PasskeyChallengesTable,
  PasskeyCredentialsTable,
  PasskeyUserHandlesTable,
  RecoveryCodesTable,
  SocialIdentitiesTable,
  SsoActiveDomainsTable,
  SsoAttemptsTable,
  SsoConfigsTable,
  SsoIdentitiesTable,
  SupportStaffTable,
  TotpCredentialsTable,
} from './schema-sign-in.ts'
import type { PriceAlertSettingsTable, PriceAlertsTable, SiteFeedbackTable } from './schema-site-services.ts'
import type {
  TripBookingsTable,
  TripEventsTable,
  TripNotificationsTable,
  TripOwnersTable,
  TripShareLinksTable,
  TripShareMailsTable,
  TripSharesTable,
  TripsTable,
  TripUserSettingsTable,
  WishlistItemsTable,
} from './schema-trips.ts'

export type * from './schema-approvals.ts'
export type * from './schema-book-on-behalf.ts'
export type * from './schema-business.ts'
export type * from './schema-embed.ts'
export type * from './schema-events.ts'
export type * from './schema-guides.ts'
export type * from './schema-payment.ts'
export type * from './schema-policies.ts'
export type * from './schema-privacy.ts'
export type * from './schema-reporting.ts'
export type * from './schema-sign-in.ts'
export type * from './schema-site-services.ts'
export type * from './schema-trips.ts'

/** Kysely's view of the tables created by server/db/migrations/*.sql. Keep the two in step. */

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
  /** The terms' and the privacy notice's versions accepted then (036, shared/legal/legal-versions.ts). */
  terms_version: string | null
  privacy_version: string | null
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
  owner_told_at: Timestamp | null
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

/** Migration 034 (decision 089): mails to unproven addresses, per recipient (HMAC) and day. */
export interface MailRecipientDaysTable {
  recipient_hash: string
  day: string
  sent: Generated<number>
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
  mail_recipient_days: MailRecipientDaysTable
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
  iab_vendor_lists: IabVendorListsTable
  iab_purpose_translations: IabPurposeTranslationsTable
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
  trip_owners: TripOwnersTable
  trips: TripsTable
  trip_events: TripEventsTable
  trip_bookings: TripBookingsTable
  trip_shares: TripSharesTable
  trip_share_mails: TripShareMailsTable
  trip_share_links: TripShareLinksTable
  wishlist_items: WishlistItemsTable
  trip_notifications: TripNotificationsTable
  trip_user_settings: TripUserSettingsTable
  embed_metrics: EmbedMetricsTable
  guidebooks: GuidebooksTable
  site_feedback: SiteFeedbackTable
  price_alerts: PriceAlertsTable
  price_alert_settings: PriceAlertSettingsTable
  business_events: BusinessEventsTable
  business_event_attendees: BusinessEventAttendeesTable
  inbox_sync_grants: InboxSyncGrantsTable
  company_travel_policies: CompanyTravelPoliciesTable
  company_sort_orders: CompanySortOrdersTable
  travel_arranger_delegations: TravelArrangerDelegationsTable
  travel_arranger_consents: TravelArrangerConsentsTable
  book_on_behalf_requests: BookOnBehalfRequestsTable
  payment_cards: PaymentCardsTable
  company_travel_settings: CompanyTravelSettingsTable
  trip_reporting_fields: TripReportingFieldsTable
  homepage_messages: HomepageMessagesTable
  expense_connections: ExpenseConnectionsTable
  expense_deliveries: ExpenseDeliveriesTable
  reporting_daily: ReportingDailyTable
  reporting_turnaround: ReportingTurnaroundTable
  reporting_traveler_months: ReportingTravelerMonthsTable
  approval_settings: ApprovalSettingsTable
  approval_managers: ApprovalManagersTable
  approval_chain_steps: ApprovalChainStepsTable
  approval_delegations: ApprovalDelegationsTable
  approval_requests: ApprovalRequestsTable
  approval_request_steps: ApprovalRequestStepsTable
  approval_links: ApprovalLinksTable
  company_slack_webhooks: CompanySlackWebhooksTable
}
