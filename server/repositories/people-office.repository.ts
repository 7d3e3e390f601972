import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { createMembersRepository, memberProfilesAmong } from './members.repository.ts'

export interface MemberOfficeRow {
  userId: string
  email: string
  officeId: string | null
  officeName: string | null
}

/** Which office members work from; every query is scoped by the company (ASVS 38). */
export interface PeopleOfficeRepository {
  /** The office of the company with this id, or null. */
  office(companyId: string, officeId: string): Promise<{ id: string; name: string } | null>
  /** The members of the company among these ids, with their current office. */
  members(companyId: string, userIds: string[]): Promise<MemberOfficeRow[]>
  setOffice(companyId: string, userIds: string[], officeId: string | null): Promise<void>
}

export function createPeopleOfficeRepository(db: Kysely<DB>): PeopleOfficeRepository {
  return {
    async office(companyId, officeId) {
      if (!isUuid(officeId)) return null
      const row = await db
        .selectFrom('company_offices')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .where('id', '=', officeId)
        .executeTakeFirst()
      return row ?? null
    },
    async members(companyId, userIds) {
      const profiles = memberProfilesAmong(db, companyId, userIds)
      if (!profiles) return []
      return profiles
        .leftJoin('company_offices as o', 'o.id', 'bp.office_id')
        .select(['bp.user_id as userId', 'u.email', 'o.id as officeId', 'o.name as officeName'])
        .execute()
    },
    setOffice: (companyId, userIds, officeId) =>
      createMembersRepository(db).setOfficeOf(companyId, userIds, officeId),
  }
}
