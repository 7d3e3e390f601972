import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

/** A member of a company with what the lifecycle rules look at. */
export interface MemberRecord {
  profileId: string
  userId: string
  email: string
  roleId: string
  roleTemplateKey: string | null
  permissions: string[]
  deactivatedAt: Date | null
  sponsorUserId: string | null
  accessEndsAt: Date | null
}

export interface CompanyRole {
  id: string
  name: string
  templateKey: string | null
  permissions: string[]
}

export interface MemberDetails {
  employeeId: string | null
  department: string | null
  costCenter: string | null
  managerEmail: string | null
  office: string | null
  groups: string[]
}

export interface CompanyDirectory {
  offices: { id: string; name: string }[]
  groups: { id: string; name: string }[]
}

export interface NewProfile {
  userId: string
  companyId: string
  roleId: string
  sponsorUserId: string | null
  accessEndsAt: Date | null
  addedByUserId: string | null
}

/** A profile that joins at once (a founder, a single sign-on member): no sponsor, no end of access. */
export interface JoiningProfile {
  userId: string
  companyId: string
  roleId: string
  confirmedAt: Date | null
}

/** The company's members: their business profiles, which only this repository writes (decision 109). */
export interface MembersRepository {
  /** Serialises changes to a company's members (the last-admin rule) within a transaction. */
  lockCompany(companyId: string): Promise<void>
  company(companyId: string): Promise<{ name: string; emailDomains: string[] } | null>
  roles(companyId: string): Promise<CompanyRole[]>
  member(companyId: string, userId: string): Promise<MemberRecord | null>
  membersByEmail(companyId: string, emails: readonly string[]): Promise<MemberRecord[]>
  /** The company a user belongs to, if any (one company per user). */
  companyOfUser(userId: string): Promise<string | null>
  /** Active members whose role may manage people, but those listed. */
  countActiveAdmins(companyId: string, now: Date, excludingUserIds: readonly string[]): Promise<number>
  setDeactivated(profileId: string, at: Date | null): Promise<void>
  setRole(profileId: string, roleId: string): Promise<void>
  setGuestTerms(profileId: string, sponsorUserId: string, accessEndsAt: Date): Promise<void>
  removeProfile(profileId: string): Promise<void>
  /** The new profile's id; null when the user joined a company meanwhile (one company per user). */
  createProfile(profile: NewProfile): Promise<string | null>
  /** The new profile's id; throws when the user has one already. */
  insertProfile(profile: JoiningProfile): Promise<string>
  /** Nothing when the user has a profile already (one company per user). */
  insertProfileUnlessMember(profile: JoiningProfile): Promise<void>
  /** Confirms the user's profile in this company; false when it was confirmed already or is not there. */
  confirmProfile(userId: string, companyId: string, now: Date): Promise<boolean>
  setLocale(profileId: string, localeCode: string): Promise<void>
  /** The role of those of these users who are the company's members. */
  setRoleOf(companyId: string, userIds: readonly string[], roleId: string): Promise<void>
  setOfficeOf(companyId: string, userIds: readonly string[], officeId: string | null): Promise<void>
  saveDetails(profileId: string, details: MemberDetails): Promise<void>
  /** The company's offices and groups, by name, for an import to link its names to. */
  directory(companyId: string): Promise<CompanyDirectory>
  /**
   * Links a member to the office and groups a file or invitation named: the office when one is given,
   * and exactly these groups when the list is not empty. Ids of another company link nothing.
   */
  linkDirectory(profileId: string, link: { officeId: string | null; groupIds: string[] }): Promise<void>
}

const UNIQUE_VIOLATION = '23505'

const joining = (p: JoiningProfile) => ({
  user_id: p.userId,
  company_id: p.companyId,
  role_id: p.roleId,
  confirmed_at: p.confirmedAt,
})

/**
 * The profiles, joined to their users, of those of `userIds` who are the company's members; null when no
 * id is a UUID, so none can be.
 */
export function memberProfilesAmong(db: Kysely<DB>, companyId: string, userIds: readonly string[]) {
  const wanted = userIds.filter(isUuid)
  if (wanted.length === 0) return null
  return db
    .selectFrom('business_profiles as bp')
    .innerJoin('users as u', 'u.id', 'bp.user_id')
    .where('bp.company_id', '=', companyId)
    .where('bp.user_id', 'in', wanted)
}

/** The ids among these that are active (not deactivated) members of the company. */
export async function activeMemberIdsAmong(db: Kysely<DB>, companyId: string, userIds: readonly string[]) {
  const profiles = memberProfilesAmong(db, companyId, userIds)
  if (!profiles) return []
  const rows = await profiles.select('bp.user_id').where('bp.deactivated_at', 'is', null).execute()
  return rows.map((r) => r.user_id)
}

/** The users (`u`) whose e-mail is one of these, in any case, as the unique index on lower(email) reads. */
export const emailAmong = (emails: readonly string[]) =>
  sql<boolean>`lower(u.email) in (${sql.join(emails.map((e) => e.toLowerCase()))})`

/** The user's profile in the company when its role holds one of the permissions (no row otherwise). */
export function profileHoldingAny(
  db: Kysely<DB>,
  userId: string,
  companyId: string,
  permissions: readonly string[],
) {
  return db
    .selectFrom('business_profiles as bp')
    .innerJoin('roles as r', 'r.id', 'bp.role_id')
    .select('bp.id')
    .where('bp.user_id', '=', userId)
    .where('bp.company_id', '=', companyId)
    .where(sql<boolean>`r.permissions && ${sql.val([...permissions])}::text[]`)
}

export function createMembersRepository(db: Kysely<DB>): MembersRepository {
  const members = (companyId: string) =>
    db
      .selectFrom('business_profiles as bp')
      .innerJoin('users as u', 'u.id', 'bp.user_id')
      .innerJoin('roles as r', 'r.id', 'bp.role_id')
      .select([
        'bp.id as profileId',
        'bp.user_id as userId',
        'u.email',
        'bp.role_id as roleId',
        'r.template_key as roleTemplateKey',
        'r.permissions',
        'bp.deactivated_at as deactivatedAt',
        'bp.sponsor_user_id as sponsorUserId',
        'bp.access_ends_at as accessEndsAt',
      ])
      .where('bp.company_id', '=', companyId)

  const repo: MembersRepository = {
    async company(companyId) {
      const row = await db
        .selectFrom('companies')
        .select(['name', 'email_domains as emailDomains'])
        .where('id', '=', companyId)
        .executeTakeFirst()
      return row ?? null
    },
    async roles(companyId) {
      return db
        .selectFrom('roles')
        .select(['id', 'name', 'template_key as templateKey', 'permissions'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .execute()
    },
    async member(companyId, userId) {
      return (await members(companyId).where('bp.user_id', '=', userId).executeTakeFirst()) ?? null
    },
    async membersByEmail(companyId, emails) {
      if (emails.length === 0) return []
      return members(companyId).where(emailAmong(emails)).execute()
    },
    async companyOfUser(userId) {
      const row = await db
        .selectFrom('business_profiles')
        .select('company_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.company_id ?? null
    },
    async countActiveAdmins(companyId, now, excludingUserIds) {
      // Admins who can act: not deactivated, not past their access, their account not disabled, their role
      // not switched off. The one count behind every "the company keeps an admin" rule.
      let query = db
        .selectFrom('business_profiles as bp')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .innerJoin('users as u', 'u.id', 'bp.user_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('bp.company_id', '=', companyId)
        .where('bp.deactivated_at', 'is', null)
        .where('u.disabled_at', 'is', null)
        .where((eb) => eb.or([eb('bp.access_ends_at', 'is', null), eb('bp.access_ends_at', '>', now)]))
        .where(sql<boolean>`'USER_MANAGEMENT' = any(r.permissions)`)
        .where(sql<boolean>`not ('DISABLED' = any(r.permissions))`)
      if (excludingUserIds.length) query = query.where('bp.user_id', 'not in', [...excludingUserIds])
      const row = await query.executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async setDeactivated(profileId, at) {
      await db
        .updateTable('business_profiles')
        .set({ deactivated_at: at })
        .where('id', '=', profileId)
        .execute()
    },
    async setRole(profileId, roleId) {
      await db.updateTable('business_profiles').set({ role_id: roleId }).where('id', '=', profileId).execute()
    },
    async setGuestTerms(profileId, sponsorUserId, accessEndsAt) {
      await db
        .updateTable('business_profiles')
        .set({ sponsor_user_id: sponsorUserId, access_ends_at: accessEndsAt })
        .where('id', '=', profileId)
        .execute()
    },
    async removeProfile(profileId) {
      await db.deleteFrom('business_profiles').where('id', '=', profileId).execute()
    },
    async createProfile(p) {
      const row = await db
        .insertInto('business_profiles')
        .values({
          user_id: p.userId,
          company_id: p.companyId,
          role_id: p.roleId,
          sponsor_user_id: p.sponsorUserId,
          access_ends_at: p.accessEndsAt,
          added_by_user_id: p.addedByUserId,
          confirmed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          if ((err as { code?: string }).code === UNIQUE_VIOLATION) return null
          throw err
        })
      return row?.id ?? null
    },
    async insertProfile(p) {
      const row = await db
        .insertInto('business_profiles')
        .values(joining(p))
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async insertProfileUnlessMember(p) {
      await db
        .insertInto('business_profiles')
        .values(joining(p))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
    },
    async confirmProfile(userId, companyId, now) {
      const r = await db
        .updateTable('business_profiles')
        .set({ confirmed_at: now })
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst()
      return r.numUpdatedRows === 1n
    },
    async setLocale(profileId, localeCode) {
      await db
        .updateTable('business_profiles')
        .set({ locale_code: localeCode })
        .where('id', '=', profileId)
        .execute()
    },
    async setRoleOf(companyId, userIds, roleId) {
      if (userIds.length === 0) return
      await db
        .updateTable('business_profiles')
        .set({ role_id: roleId })
        .where('company_id', '=', companyId)
        .where('user_id', 'in', [...userIds])
        .execute()
    },
    async setOfficeOf(companyId, userIds, officeId) {
      if (userIds.length === 0) return
      await db
        .updateTable('business_profiles')
        .set({ office_id: officeId })
        .where('company_id', '=', companyId)
        .where('user_id', 'in', [...userIds])
        .execute()
    },
    async lockCompany(companyId) {
      await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute()
    },
    async saveDetails(profileId, d) {
      const values = {
        employee_id: d.employeeId,
        department: d.department,
        cost_center: d.costCenter,
        manager_email: d.managerEmail,
        office: d.office,
        group_names: d.groups,
        updated_at: new Date(),
      }
      await db
        .insertInto('business_member_details')
        .values({ profile_id: profileId, ...values })
        .onConflict((oc) => oc.column('profile_id').doUpdateSet(values))
        .execute()
    },
    async directory(companyId) {
      const [offices, groups] = await Promise.all([
        db.selectFrom('company_offices').select(['id', 'name']).where('company_id', '=', companyId).execute(),
        db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', companyId).execute(),
      ])
      return { offices, groups }
    },
    async linkDirectory(profileId, { officeId, groupIds }) {
      if (officeId)
        await db
          .updateTable('business_profiles as bp')
          .set({ office_id: officeId })
          .where('bp.id', '=', profileId)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('company_offices as o')
                .select('o.id')
                .where('o.id', '=', officeId)
                .whereRef('o.company_id', '=', 'bp.company_id'),
            ),
          )
          .execute()
      if (groupIds.length === 0) return
      await db
        .deleteFrom('business_group_members')
        .where('user_id', 'in', (eb) =>
          eb.selectFrom('business_profiles').select('user_id').where('id', '=', profileId),
        )
        .execute()
      await db
        .insertInto('business_group_members')
        .columns(['group_id', 'user_id', 'company_id'])
        .expression(
          db
            .selectFrom('business_profiles as bp')
            .innerJoin('business_groups as g', 'g.company_id', 'bp.company_id')
            .select(['g.id', 'bp.user_id', 'bp.company_id'])
            .where('bp.id', '=', profileId)
            .where('g.id', 'in', groupIds),
        )
        .execute()
    },
  }
  return repo
}
