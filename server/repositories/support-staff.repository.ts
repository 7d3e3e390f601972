import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export interface SupportStaffMember {
  userId: string
  email: string
  firstName: string
  lastName: string
  grantedAt: Date
  grantedBy: string
  note: string | null
}

/** Who is support staff (docs/decisions/021). Written only by the operator command, never by a route. */
export interface SupportStaffRepository {
  isStaff(userId: string): Promise<boolean>
  /** false when the user already held the grant (it is left as it was). */
  grant(userId: string, grantedBy: string, note: string | null, now: Date): Promise<boolean>
  /** false when the user held no grant. */
  revoke(userId: string): Promise<boolean>
  list(): Promise<SupportStaffMember[]>
}

export function createSupportStaffRepository(db: Kysely<DB>): SupportStaffRepository {
  return {
    async isStaff(userId) {
      if (!isUuid(userId)) return false
      const row = await db
        .selectFrom('support_staff')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row !== undefined
    },
    async grant(userId, grantedBy, note, now) {
      const row = await db
        .insertInto('support_staff')
        .values({ user_id: userId, granted_by: grantedBy, note, granted_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst()
      return row !== undefined
    },
    async revoke(userId) {
      const result = await db.deleteFrom('support_staff').where('user_id', '=', userId).executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },
    async list() {
      return db
        .selectFrom('support_staff as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.user_id as userId',
          'u.email',
          'u.first_name as firstName',
          'u.last_name as lastName',
          's.granted_at as grantedAt',
          's.granted_by as grantedBy',
          's.note',
        ])
        .orderBy('s.granted_at')
        .execute()
    },
  }
}
