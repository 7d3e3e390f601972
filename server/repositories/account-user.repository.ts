import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { createUserRepository } from './user.repository.ts'

/** What the account page shows of the user's own row. */
export interface AccountUserRow {
  id: string
  email: string
  firstName: string
  lastName: string
  pendingEmail: string | null
  emailConfirmedAt: Date | null
  optIn: boolean
  language: string
  passwordHash: string | null
}

export interface ProfileFields {
  firstName: string
  lastName: string
  optIn: boolean
}

/** The signed-in user's own account row and profile fields (passwords are set by the user repository). */
export interface AccountUserRepository {
  find(userId: string): Promise<AccountUserRow | null>
  updateProfile(userId: string, fields: ProfileFields, now?: Date): Promise<AccountUserRow | null>
}

export function createAccountUserRepository(db: Kysely<DB>): AccountUserRepository {
  const columns = [
    'id',
    'email',
    'first_name as firstName',
    'last_name as lastName',
    'pending_email as pendingEmail',
    'email_confirmed_at as emailConfirmedAt',
    'opt_in as optIn',
    'language',
    'password_hash as passwordHash',
  ] as const
  return {
    async find(userId) {
      if (!isUuid(userId)) return null
      const row = await db.selectFrom('users').select(columns).where('id', '=', userId).executeTakeFirst()
      return row ?? null
    },
    async updateProfile(userId, fields, now = new Date()) {
      if (!isUuid(userId)) return null
      const row = await createUserRepository(db).updateProfile(userId, fields, now)
      if (!row) return null
      return {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        pendingEmail: row.pending_email,
        emailConfirmedAt: row.email_confirmed_at,
        optIn: row.opt_in,
        language: row.language,
        passwordHash: row.password_hash,
      }
    },
  }
}
