import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { memberProfilesAmong } from './members.repository.ts'

export interface GroupRow {
  id: string
  name: string
  memberCount: number
}

/** A company's groups and their members. */
export interface PeopleGroupsRepository {
  list(companyId: string): Promise<GroupRow[]>
  find(companyId: string, groupId: string): Promise<GroupRow | null>
  /** Whether another group of the company has this name (trimmed, any case). */
  nameTaken(companyId: string, name: string, exceptId?: string): Promise<boolean>
  count(companyId: string): Promise<number>
  insert(companyId: string, name: string): Promise<string>
  rename(companyId: string, groupId: string, name: string): Promise<void>
  remove(companyId: string, groupId: string): Promise<void>
  /** The ids among these that are members of the company, with their e-mail. */
  companyMembers(companyId: string, userIds: string[]): Promise<Array<{ userId: string; email: string }>>
  /** Adds those not yet in the group; answers the ids added. */
  addMembers(companyId: string, groupId: string, userIds: string[]): Promise<string[]>
  /** Removes those in the group; answers the ids removed. */
  removeMembers(companyId: string, groupId: string, userIds: string[]): Promise<string[]>
}

export function createPeopleGroupsRepository(db: Kysely<DB>): PeopleGroupsRepository {
  const groups = (companyId: string) =>
    db
      .selectFrom('business_groups as g')
      .select([
        'g.id',
        'g.name',
        (eb) =>
          eb
            .selectFrom('business_group_members as m')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('m.group_id', '=', 'g.id')
            .as('memberCount'),
      ])
      .where('g.company_id', '=', companyId)
  const toRow = (r: { id: string; name: string; memberCount: string | null }): GroupRow => ({
    ...r,
    memberCount: Number(r.memberCount ?? 0),
  })
  return {
    async list(companyId) {
      return (await groups(companyId).orderBy(sql`lower(g.name)`).execute()).map(toRow)
    },
    async find(companyId, groupId) {
      if (!isUuid(groupId)) return null
      const row = await groups(companyId).where('g.id', '=', groupId).executeTakeFirst()
      return row ? toRow(row) : null
    },
    async nameTaken(companyId, name, exceptId) {
      let q = db
        .selectFrom('business_groups')
        .select('id')
        .where('company_id', '=', companyId)
        .where(sql`lower(btrim(name))`, '=', name.trim().toLowerCase())
      if (exceptId) q = q.where('id', '<>', exceptId)
      return (await q.executeTakeFirst()) !== undefined
    },
    async count(companyId) {
      const row = await db
        .selectFrom('business_groups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async insert(companyId, name) {
      const row = await db
        .insertInto('business_groups')
        .values({ company_id: companyId, name })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async rename(companyId, groupId, name) {
      await db
        .updateTable('business_groups')
        .set({ name })
        .where('id', '=', groupId)
        .where('company_id', '=', companyId)
        .execute()
    },
    async remove(companyId, groupId) {
      await db
        .deleteFrom('business_groups')
        .where('id', '=', groupId)
        .where('company_id', '=', companyId)
        .execute()
    },
    async companyMembers(companyId, userIds) {
      const profiles = memberProfilesAmong(db, companyId, userIds)
      if (!profiles) return []
      return profiles.select(['bp.user_id as userId', 'u.email']).execute()
    },
    async addMembers(companyId, groupId, userIds) {
      if (userIds.length === 0) return []
      const rows = await db
        .insertInto('business_group_members')
        .values(userIds.map((userId) => ({ group_id: groupId, user_id: userId, company_id: companyId })))
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute()
      return rows.map((r) => r.user_id)
    },
    async removeMembers(companyId, groupId, userIds) {
      if (userIds.length === 0) return []
      const rows = await db
        .deleteFrom('business_group_members')
        .where('company_id', '=', companyId)
        .where('group_id', '=', groupId)
        .where('user_id', 'in', userIds)
        .returning('user_id')
        .execute()
      return rows.map((r) => r.user_id)
    },
  }
}
