import { type Kysely, sql } from 'kysely'
import type { DB, TaskStatusColumn } from '../db/schema.ts'
import { createCompanyGeneralRepository } from './company-general.repository.ts'
import { companyNamesRepository } from './company-names.repository.ts'
import { createMembersRepository, profileHoldingAny } from './members.repository.ts'
import { createUserRepository } from './user.repository.ts'

/** What the automatic tasks read (decision 038). */
export interface OnboardingFacts {
  profileConfirmed: boolean
  setupDone: boolean
  hasTravelerDetails: boolean
  hasSecondFactorOrPasskey: boolean
  companyConfirmed: boolean
  hasEmailDomain: boolean
  memberCount: number
  reminderDismissed: boolean
}

export interface SetupValues {
  version: 1 | 2 | 3
  firstName: string
  lastName: string
  traveler?: {
    firstName: string
    lastName: string
    dateOfBirth: string | null
    phoneCountryCode: string | null
    phoneNumber: string | null
  }
  company?: { sizeBand?: string; travelNeeds?: string[] }
}

export interface AccountInfoRow {
  firstName: string
  lastName: string
  email: string
  roleName: string
  companyId: string
  companyName: string
  plan: string
  keywords: string[]
  profileConfirmed: boolean
}

/** Onboarding answers, task statuses, progress and a member's keywords; all SQL of the onboarding. */
export interface SetupAnswersRow {
  firstName: string
  lastName: string
  dateOfBirth: string | null
  phoneCountryCode: string | null
  phoneNumber: string | null
  sizeBand: string | null
  travelNeeds: string[]
}

export interface OnboardingRepository {
  facts(profileId: string, userId: string, companyId: string): Promise<OnboardingFacts>
  accountStatuses(profileId: string): Promise<Map<string, TaskStatusColumn>>
  companyStatuses(companyId: string): Promise<Map<string, TaskStatusColumn>>
  setAccountStatus(profileId: string, taskId: string, status: TaskStatusColumn): Promise<void>
  setCompanyStatus(companyId: string, taskId: string, status: TaskStatusColumn, userId: string): Promise<void>
  saveProgress(profileId: string, companyId: string, account: number, company: number | null): Promise<void>
  dismissReminder(profileId: string, now: Date): Promise<void>
  saveSetup(
    profileId: string,
    userId: string,
    companyId: string,
    values: SetupValues,
    now: Date,
  ): Promise<void>
  saveKeywords(profileId: string, keywords: string[]): Promise<string[]>
  accountInfo(profileId: string): Promise<AccountInfoRow | null>
  /** What get-started was told before: the names, the preferred traveller's details, the company's answers. */
  setupAnswers(userId: string, companyId: string): Promise<SetupAnswersRow>
  confirmCompany(companyId: string, now: Date): Promise<boolean>
  confirmProfile(userId: string, companyId: string, now: Date): Promise<boolean>
  /** Whether the member (by user) belongs to the company and holds one of the permissions. */
  memberHolds(userId: string, companyId: string, permissions: readonly string[]): Promise<boolean>
  companyName(companyId: string): Promise<string | null>
  /** An active member of the company with this e-mail who manages its settings. */
  companyAdminByEmail(companyId: string, email: string): Promise<{ id: string; email: string } | null>
  /** The user's business profile with its company and permissions, when they have one. */
  memberOf(userId: string): Promise<{ profileId: string; companyId: string; permissions: string[] } | null>
  /** Who a session acting for someone else acts for. */
  userSummary(
    userId: string,
  ): Promise<{ id: string; email: string; firstName: string; lastName: string } | null>
}

export function createOnboardingRepository(db: Kysely<DB>): OnboardingRepository {
  const ensureMember = (trx: Kysely<DB>, profileId: string) =>
    trx
      .insertInto('business_onboarding')
      .values({ profile_id: profileId })
      .onConflict((oc) => oc.column('profile_id').doNothing())
      .execute()
  const ensureCompany = (trx: Kysely<DB>, companyId: string) =>
    trx
      .insertInto('company_onboarding')
      .values({ company_id: companyId })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute()

  return {
    async facts(profileId, userId, companyId) {
      const row = await db
        .selectFrom('business_profiles as bp')
        .innerJoin('companies as c', 'c.id', 'bp.company_id')
        .leftJoin('business_onboarding as o', 'o.profile_id', 'bp.id')
        .select([
          sql<boolean>`bp.confirmed_at is not null`.as('profileConfirmed'),
          sql<boolean>`o.setup_at is not null`.as('setupDone'),
          sql<boolean>`exists (select 1 from travelers t where t.user_id = ${userId}::uuid and t.date_of_birth is not null)`.as(
            'hasTravelerDetails',
          ),
          sql<boolean>`(exists (select 1 from passkey_credentials p where p.user_id = ${userId}::uuid)
            or exists (select 1 from totp_credentials f where f.user_id = ${userId}::uuid and f.confirmed_at is not null))`.as(
            'hasSecondFactorOrPasskey',
          ),
          sql<boolean>`c.confirmed_at is not null`.as('companyConfirmed'),
          sql<boolean>`cardinality(c.email_domains) > 0`.as('hasEmailDomain'),
          sql<number>`(select count(*)::int from business_profiles m where m.company_id = c.id)`.as(
            'memberCount',
          ),
          sql<boolean>`o.reminder_dismissed_at is not null`.as('reminderDismissed'),
        ])
        .where('bp.id', '=', profileId)
        .where('bp.company_id', '=', companyId)
        .executeTakeFirstOrThrow()
      return { ...row, memberCount: Number(row.memberCount) }
    },
    async accountStatuses(profileId) {
      const rows = await db
        .selectFrom('account_task_statuses')
        .select(['task_id', 'status'])
        .where('profile_id', '=', profileId)
        .execute()
      return new Map(rows.map((r) => [r.task_id, r.status]))
    },
    async companyStatuses(companyId) {
      const rows = await db
        .selectFrom('company_task_statuses')
        .select(['task_id', 'status'])
        .where('company_id', '=', companyId)
        .execute()
      return new Map(rows.map((r) => [r.task_id, r.status]))
    },
    async setAccountStatus(profileId, taskId, status) {
      await db
        .insertInto('account_task_statuses')
        .values({ profile_id: profileId, task_id: taskId, status })
        .onConflict((oc) =>
          oc.columns(['profile_id', 'task_id']).doUpdateSet({ status, updated_at: new Date() }),
        )
        .execute()
    },
    async setCompanyStatus(companyId, taskId, status, userId) {
      await db
        .insertInto('company_task_statuses')
        .values({ company_id: companyId, task_id: taskId, status, updated_by_user_id: userId })
        .onConflict((oc) =>
          oc
            .columns(['company_id', 'task_id'])
            .doUpdateSet({ status, updated_by_user_id: userId, updated_at: new Date() }),
        )
        .execute()
    },
    async saveProgress(profileId, companyId, account, company) {
      await db
        .insertInto('business_onboarding')
        .values({ profile_id: profileId, account_progress: account })
        .onConflict((oc) => oc.column('profile_id').doUpdateSet({ account_progress: account }))
        .execute()
      if (company === null) return
      await db
        .insertInto('company_onboarding')
        .values({ company_id: companyId, progress: company })
        .onConflict((oc) => oc.column('company_id').doUpdateSet({ progress: company }))
        .execute()
    },
    async dismissReminder(profileId, now) {
      await db
        .insertInto('business_onboarding')
        .values({ profile_id: profileId, reminder_dismissed_at: now })
        .onConflict((oc) =>
          oc.column('profile_id').doUpdateSet({ reminder_dismissed_at: now, updated_at: now }),
        )
        .execute()
    },
    async saveSetup(profileId, userId, companyId, v, now) {
      await db.transaction().execute(async (trx) => {
        await createUserRepository(trx).setNames(userId, v.firstName, v.lastName, now)
        await ensureMember(trx, profileId)
        await trx
          .updateTable('business_onboarding')
          .set({ setup_version: v.version, setup_at: now, updated_at: now })
          .where('profile_id', '=', profileId)
          .execute()
        if (v.traveler) {
          const t = v.traveler
          const fields = {
            first_name: t.firstName,
            last_name: t.lastName,
            date_of_birth: t.dateOfBirth,
            phone_country_code: t.phoneCountryCode,
            phone_number: t.phoneNumber,
            updated_at: now,
          }
          const preferred = await trx
            .selectFrom('travelers')
            .select('id')
            .where('user_id', '=', userId)
            .where('preferred', '=', true)
            .executeTakeFirst()
          if (preferred)
            await trx.updateTable('travelers').set(fields).where('id', '=', preferred.id).execute()
          else
            await trx
              .insertInto('travelers')
              .values({ user_id: userId, preferred: true, ...fields })
              .execute()
        }
        if (v.company) {
          await ensureCompany(trx, companyId)
          await trx
            .updateTable('company_onboarding')
            .set({
              ...(v.company.sizeBand ? { size_band: v.company.sizeBand } : {}),
              ...(v.company.travelNeeds ? { travel_needs: v.company.travelNeeds } : {}),
              updated_at: now,
            })
            .where('company_id', '=', companyId)
            .execute()
        }
      })
    },
    async saveKeywords(profileId, keywords) {
      const row = await db
        .insertInto('business_onboarding')
        .values({ profile_id: profileId, keywords })
        .onConflict((oc) => oc.column('profile_id').doUpdateSet({ keywords, updated_at: new Date() }))
        .returning('keywords')
        .executeTakeFirstOrThrow()
      return row.keywords
    },
    async accountInfo(profileId) {
      const row = await db
        .selectFrom('business_profiles as bp')
        .innerJoin('users as u', 'u.id', 'bp.user_id')
        .innerJoin('companies as c', 'c.id', 'bp.company_id')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .leftJoin('business_onboarding as o', 'o.profile_id', 'bp.id')
        .select([
          'u.first_name as firstName',
          'u.last_name as lastName',
          'u.email',
          'r.name as roleName',
          'c.id as companyId',
          'c.name as companyName',
          'c.plan',
          sql<string[]>`coalesce(o.keywords, '{}')`.as('keywords'),
          sql<boolean>`bp.confirmed_at is not null`.as('profileConfirmed'),
        ])
        .where('bp.id', '=', profileId)
        .executeTakeFirst()
      return row ?? null
    },
    async setupAnswers(userId, companyId) {
      const [user, traveler, company] = await Promise.all([
        db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('travelers')
          .select(['date_of_birth', 'phone_country_code', 'phone_number'])
          .where('user_id', '=', userId)
          .where('preferred', '=', true)
          .executeTakeFirst(),
        db
          .selectFrom('company_onboarding')
          .select(['size_band', 'travel_needs'])
          .where('company_id', '=', companyId)
          .executeTakeFirst(),
      ])
      return {
        firstName: user?.first_name ?? '',
        lastName: user?.last_name ?? '',
        dateOfBirth: traveler?.date_of_birth ? String(traveler.date_of_birth).slice(0, 10) : null,
        phoneCountryCode: traveler?.phone_country_code ?? null,
        phoneNumber: traveler?.phone_number ?? null,
        sizeBand: company?.size_band ?? null,
        travelNeeds: company?.travel_needs ?? [],
      }
    },
    confirmCompany: (companyId, now) => createCompanyGeneralRepository(db).confirm(companyId, now),
    confirmProfile: (userId, companyId, now) =>
      createMembersRepository(db).confirmProfile(userId, companyId, now),
    async memberHolds(userId, companyId, permissions) {
      const row = await profileHoldingAny(db, userId, companyId, permissions)
        .where('bp.deactivated_at', 'is', null)
        .executeTakeFirst()
      return row !== undefined
    },
    companyName: (companyId) => companyNamesRepository(db).companyName(companyId),
    async companyAdminByEmail(companyId, email) {
      const row = await db
        .selectFrom('business_profiles as bp')
        .innerJoin('users as u', 'u.id', 'bp.user_id')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .select(['u.id', 'u.email'])
        .where('bp.company_id', '=', companyId)
        .where('bp.deactivated_at', 'is', null)
        .where('u.disabled_at', 'is', null)
        .where(sql`lower(u.email)`, '=', sql`lower(${email}::text)`)
        .where(sql<boolean>`'COMPANY_SETTINGS_MANAGEMENT' = any(r.permissions)`)
        .executeTakeFirst()
      return row ?? null
    },
    async memberOf(userId) {
      const row = await db
        .selectFrom('business_profiles as bp')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .select(['bp.id as profileId', 'bp.company_id as companyId', 'r.permissions'])
        .where('bp.user_id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },
    async userSummary(userId) {
      const row = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name as firstName', 'last_name as lastName'])
        .where('id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },
  }
}
