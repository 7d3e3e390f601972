import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'

/** Sign-in methods and support's tables (company SSO, passkeys, social, second factor, impersonation); schema.ts lists them in DB. */

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
