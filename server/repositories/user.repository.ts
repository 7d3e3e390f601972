import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB, UsersTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export type UserRow = Selectable<UsersTable>

export interface UserRepository {
  /** Case-insensitive, as the unique index on lower(email) is. */
  findByEmail(email: string): Promise<UserRow | null>
  findById(id: string): Promise<UserRow | null>
}

export function createUserRepository(db: Kysely<DB>): UserRepository {
  return {
    async findByEmail(email) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(email)`, '=', sql`lower(${email}::text)`)
        .executeTakeFirst()
      return row ?? null
    },
    async findById(id) {
      if (!isUuid(id)) return null
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
      return row ?? null
    },
  }
}
