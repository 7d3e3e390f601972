import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { createMembersRepository, memberProfilesAmong } from './members.repository.ts'

export interface RoleRow {
  id: string
  name: string
  templateKey: string | null
  permissions: string[]
  memberCount: number
}

export interface MemberRoleRow {
  userId: string
  email: string
  roleId: string
  roleName: string
}

/** Roles and who holds them; every method runs on the repository's connection or transaction. */
export interface PeopleRolesRepository {
  list(companyId: string): Promise<RoleRow[]>
  find(companyId: string, roleId: string): Promise<RoleRow | null>
  insert(companyId: string, name: string, permissions: string[]): Promise<string>
  update(companyId: string, roleId: string, name: string, permissions: string[]): Promise<void>
  remove(companyId: string, roleId: string): Promise<void>
  /** The members of the company among these ids, with their current role. */
  members(companyId: string, userIds: string[]): Promise<MemberRoleRow[]>
  setRole(companyId: string, userIds: string[], roleId: string): Promise<void>
  /** Active members whose role may manage users (decision 036's admins). */
  countActiveAdmins(companyId: string): Promise<number>
  /** Serialises changes that could drop the company's last admin (two admins demoting each other). */
  lockCompany(companyId: string): Promise<void>
}

export function createPeopleRolesRepository(db: Kysely<DB>): PeopleRolesRepository {
  const roles = (companyId: string) =>
    db
      .selectFrom('roles as r')
      .select([
        'r.id',
        'r.name',
        'r.template_key as templateKey',
        'r.permissions',
        (eb) =>
          eb
            .selectFrom('business_profiles as bp')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('bp.role_id', '=', 'r.id')
            .as('memberCount'),
      ])
      .where('r.company_id', '=', companyId)
  const toRow = (r: { memberCount: string | null } & Omit<RoleRow, 'memberCount'>): RoleRow => ({
    ...r,
    memberCount: Number(r.memberCount ?? 0),
  })
  const repo: PeopleRolesRepository = {
    async list(companyId) {
      const rows = await roles(companyId).orderBy('r.created_at').orderBy(sql`lower(r.name)`).execute()
      return rows.map(toRow)
    },
    async find(companyId, roleId) {
      if (!isUuid(roleId)) return null
      const row = await roles(companyId).where('r.id', '=', roleId).executeTakeFirst()
      return row ? toRow(row) : null
    },
    async insert(companyId, name, permissions) {
      const row = await db
        .insertInto('roles')
        .values({ company_id: companyId, name, permissions, template_key: null })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async update(companyId, roleId, name, permissions) {
      await db
        .updateTable('roles')
        .set({ name, permissions })
        .where('id', '=', roleId)
        .where('company_id', '=', companyId)
        .execute()
    },
    async remove(companyId, roleId) {
      await db.deleteFrom('roles').where('id', '=', roleId).where('company_id', '=', companyId).execute()
    },
    async members(companyId, userIds) {
      const profiles = memberProfilesAmong(db, companyId, userIds)
      if (!profiles) return []
      return profiles
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .select(['bp.user_id as userId', 'u.email', 'r.id as roleId', 'r.name as roleName'])
        .execute()
    },
    setRole: (companyId, userIds, roleId) =>
      createMembersRepository(db).setRoleOf(companyId, userIds, roleId),
    countActiveAdmins: (companyId) =>
      createMembersRepository(db).countActiveAdmins(companyId, new Date(), []),
    lockCompany: (companyId) => createMembersRepository(db).lockCompany(companyId),
  }
  return repo
}
