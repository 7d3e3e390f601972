import { type Kysely, sql } from 'kysely'
import type { CompaniesTable, DB } from '../db/schema.ts'

/** The signed-in user's business side: profile, company and role, when the user has a profile. */
export interface BusinessContext {
  profileId: string
  profileConfirmed: boolean
  companyId: string
  companyName: string
  companyConfirmed: boolean
  plan: CompaniesTable['plan']
  features: string[]
  bookingMode: CompaniesTable['booking_mode']
  roleId: string
  roleName: string
  roleTemplateKey: string | null
  permissions: string[]
  requireTwoFactor: boolean
  /** The company logo's version (a hash of the image), for its URL; null or absent without a logo. */
  logoVersion?: string | null
  /** Onboarding progress 0-100, null until first computed (017, decision 038). */
  accountOnboardingProgress?: number | null
  companyOnboardingProgress?: number | null
}

/** The active session of a group with what every request needs (a joined view, so camelCase). */
export interface ActiveSession {
  sessionId: string
  groupId: string
  userId: string
  email: string
  firstName: string
  lastName: string
  hasPersonalAccount: boolean
  emailConfirmed: boolean
  businessMode: boolean
  sticky: boolean
  secondFactorAt: Date | null
  actingForUserId: string | null
  /** The traveller's name (or e-mail) while acting for them (book on behalf, decision 056). */
  actingForName?: string | null
  impersonatorUserId: string | null
  /** The supporter's name (or e-mail) while support impersonates this user (decision 021). */
  impersonatorName?: string | null
  expiresAt: Date
  groupLastSeenAt: Date
  lastSeenAt: Date
  authenticatedAt: Date
  userCreatedAt: Date
  business: BusinessContext | null
}

/** Idle limits in seconds: a session unused for longer is over (ASVS 7.3.1). */
export interface IdleLimits {
  browserSeconds: number
  stickySeconds: number
}

/** A live session of a group, for the account switcher (its id is the public tokenId). */
export interface GroupSession {
  id: string
  userId: string
  email: string
  firstName: string
  lastName: string
  businessMode: boolean
  active: boolean
  expiresAt: Date
  hasPersonalAccount: boolean
  hasBusinessProfile: boolean
}

export const DEFAULT_IDLE_LIMITS: IdleLimits = {
  browserSeconds: 30 * 60,
  stickySeconds: 7 * 24 * 60 * 60,
}

/** The active session of a group joined with its user and business side: what every request reads. */
export function activeSessionsQuery(db: Kysely<DB>, idle: IdleLimits, now: Date) {
  // Revoked, expired or idle groups and sessions, and disabled users, never resolve.
  return db
    .selectFrom('sessions as s')
    .innerJoin('session_groups as g', 'g.id', 's.group_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('business_profiles as bp', 'bp.user_id', 's.user_id')
    .leftJoin('companies as c', 'c.id', 'bp.company_id')
    .leftJoin('roles as r', 'r.id', 'bp.role_id')
    .leftJoin('company_logos as cl', 'cl.company_id', 'bp.company_id')
    .leftJoin('users as iu', 'iu.id', 's.impersonator_user_id')
    .leftJoin('users as au', 'au.id', 's.acting_for_user_id')
    .leftJoin('business_onboarding as bo', 'bo.profile_id', 'bp.id')
    .leftJoin('company_onboarding as co', 'co.company_id', 'c.id')
    .select([
      's.id as sessionId',
      's.group_id as groupId',
      's.user_id as userId',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.has_personal_account as hasPersonalAccount',
      sql<boolean>`u.email_confirmed_at is not null`.as('emailConfirmed'),
      's.business_mode as businessMode',
      's.sticky',
      's.second_factor_at as secondFactorAt',
      's.acting_for_user_id as actingForUserId',
      's.impersonator_user_id as impersonatorUserId',
      sql<
        string | null
      >`case when au.id is null then null else coalesce(nullif(trim(au.first_name || ' ' || au.last_name), ''), au.email) end`.as(
        'actingForName',
      ),
      sql<
        string | null
      >`case when iu.id is null then null else coalesce(nullif(trim(iu.first_name || ' ' || iu.last_name), ''), iu.email) end`.as(
        'impersonatorName',
      ),
      's.expires_at as expiresAt',
      'g.last_seen_at as groupLastSeenAt',
      's.last_seen_at as lastSeenAt',
      's.authenticated_at as authenticatedAt',
      'u.created_at as userCreatedAt',
      // Nested in SQL so that the row is the view as it is; it holds no dates, so JSON loses nothing.
      // A deactivated member, or a guest whose access has ended, acts for no company (decision 037).
      sql<BusinessContext | null>`case when bp.id is null or bp.deactivated_at is not null
          or (bp.access_ends_at is not null and bp.access_ends_at <= ${now}) then null else json_build_object(
          'profileId', bp.id, 'profileConfirmed', bp.confirmed_at is not null,
          'companyId', c.id, 'companyName', c.name, 'companyConfirmed', c.confirmed_at is not null,
          'plan', c.plan, 'features', c.features, 'bookingMode', c.booking_mode,
          'roleId', r.id, 'roleName', r.name, 'roleTemplateKey', r.template_key, 'permissions', r.permissions,
          'requireTwoFactor', c.require_two_factor, 'logoVersion', cl.version,
          'accountOnboardingProgress', bo.account_progress, 'companyOnboardingProgress', co.progress
        ) end`.as('business'),
    ])
    .where('s.active', '=', true)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('g.revoked_at', 'is', null)
    .where('g.expires_at', '>', now)
    .where('u.disabled_at', 'is', null)
    .where(
      sql<Date>`s.last_seen_at + make_interval(secs => case when s.sticky then ${idle.stickySeconds}::int else ${idle.browserSeconds}::int end)`,
      '>',
      now,
    )
    .limit(1)
}

/** The live sessions of a group, oldest first, for the account switcher. */
export function groupSessionsQuery(db: Kysely<DB>, idle: IdleLimits, groupId: string, now: Date) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id as userId',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      's.business_mode as businessMode',
      's.active',
      's.expires_at as expiresAt',
      'u.has_personal_account as hasPersonalAccount',
      sql<boolean>`exists (select 1 from business_profiles bp where bp.user_id = s.user_id)`.as(
        'hasBusinessProfile',
      ),
    ])
    .where('s.group_id', '=', groupId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.disabled_at', 'is', null)
    .where(
      sql<Date>`s.last_seen_at + make_interval(secs => case when s.sticky then ${idle.stickySeconds}::int else ${idle.browserSeconds}::int end)`,
      '>',
      now,
    )
    .orderBy('s.created_at')
    .orderBy('s.id')
}
