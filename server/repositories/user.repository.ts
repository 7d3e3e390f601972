import { type Insertable, type Kysely, type Selectable, sql } from 'kysely'
import type { DB, UsersTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export type UserRow = Selectable<UsersTable>

export interface UserRepository {
  /** Case-insensitive, as the unique index on lower(email) is. */
  findByEmail(email: string): Promise<UserRow | null>
  findById(id: string): Promise<UserRow | null>
  /** Where to mail these users and in which language, in no particular order. */
  contacts(ids: readonly string[]): Promise<{ id: string; email: string; language: string }[]>
  /** A registration waiting for its e-mailed link; null when the e-mail was taken meanwhile. */
  createRegistration(input: NewRegistration): Promise<UserRow | null>
  /** Someone registered the same unconfirmed e-mail again: the newest password and choices win. */
  renewRegistration(id: string, input: Omit<NewRegistration, 'email' | 'language'>): Promise<void>
  /** New password; any reset link still open is retired with it. */
  setPassword(id: string, passwordHash: string, now: Date): Promise<void>
  /** The mailbox answered (link or code): the account is confirmed and no longer pending. */
  confirmEmail(id: string, now: Date): Promise<void>
  hasBusinessProfile(id: string): Promise<boolean>
  disable(id: string, now: Date): Promise<void>
  /** A new account (social, SSO, a company's founder); null when the e-mail was taken meanwhile. */
  createAccount(values: Insertable<UsersTable>): Promise<UserRow | null>
  /** Undoes an account created in the same transaction. */
  remove(id: string): Promise<void>
  updateProfile(id: string, fields: UserProfileFields, now: Date): Promise<UserRow | null>
  setNames(id: string, firstName: string, lastName: string, now: Date): Promise<void>
  /** The newest acceptance of the terms is kept. */
  recordAcceptance(id: string, acceptance: TermsAcceptance, now: Date): Promise<void>
  setCurrency(id: string, currency: string): Promise<void>
  /** An address waiting for its e-mailed link. */
  setPendingEmail(id: string, email: string, now: Date): Promise<void>
  /** The link was followed: the address is the account's, confirmed, and nothing is pending. */
  changeEmail(id: string, email: string, now: Date): Promise<void>
  /**
   * A provider confirmed the address of a registration never confirmed: its password is dropped and the
   * provider's names and the person's choices kept; null when the account is not pending (any more).
   */
  claimPendingRegistration(
    id: string,
    claim: UserProfileFields & TermsAcceptance,
    now: Date,
  ): Promise<UserRow | null>
  /** Members of a deleted company keep their accounts: those without a personal one get it. */
  grantPersonalAccounts(ids: readonly string[], now: Date): Promise<void>
}

/** The names and the newsletter choice a person edits on their account. */
export interface UserProfileFields {
  firstName: string
  lastName: string
  optIn: boolean
}

/**
 * A person's acceptance of the terms of use and the privacy notice: when, and which versions (decision
 * 095); all null when they did not accept.
 */
export interface TermsAcceptance {
  termsAcceptedAt: Date | null
  termsVersion: string | null
  privacyVersion: string | null
}

/** The users (and business_signups) columns of an acceptance. */
export function acceptanceColumns(acceptance: TermsAcceptance) {
  return {
    terms_accepted_at: acceptance.termsAcceptedAt,
    terms_version: acceptance.termsVersion,
    privacy_version: acceptance.privacyVersion,
  }
}

export interface NewRegistration extends TermsAcceptance {
  email: string
  passwordHash: string
  optIn: boolean
  language: string
}

/** Locks the user's row until the transaction ends: writes of one user that must not interleave queue on it. */
export async function lockUser(db: Kysely<DB>, userId: string) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
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
    async createRegistration(input) {
      const row = await db
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: input.passwordHash,
          first_name: '',
          last_name: '',
          has_personal_account: true,
          pending_registration: true,
          opt_in: input.optIn,
          ...acceptanceColumns(input),
          language: input.language,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async renewRegistration(id, input) {
      await db
        .updateTable('users')
        .set({
          password_hash: input.passwordHash,
          opt_in: input.optIn,
          ...acceptanceColumns(input),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('pending_registration', '=', true)
        .execute()
    },
    async setPassword(id, passwordHash, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
          .where('id', '=', id)
          .execute()
        // A reset link asked for before the change must not undo it.
        await trx
          .updateTable('email_tokens')
          .set({ used_at: now })
          .where('user_id', '=', id)
          .where('purpose', '=', 'reset')
          .where('used_at', 'is', null)
          .execute()
      })
    },
    async confirmEmail(id, now) {
      await db
        .updateTable('users')
        .set((eb) => ({
          email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(now)),
          pending_registration: false,
          updated_at: now,
        }))
        .where('id', '=', id)
        .execute()
    },
    async hasBusinessProfile(id) {
      const row = await db
        .selectFrom('business_profiles')
        .select('id')
        .where('user_id', '=', id)
        .executeTakeFirst()
      return row !== undefined
    },
    async disable(id, now) {
      await db.updateTable('users').set({ disabled_at: now, updated_at: now }).where('id', '=', id).execute()
    },
    async createAccount(values) {
      const row = await db
        .insertInto('users')
        .values(values)
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async remove(id) {
      await db.deleteFrom('users').where('id', '=', id).execute()
    },
    async updateProfile(id, fields, now) {
      const row = await db
        .updateTable('users')
        .set({
          first_name: fields.firstName,
          last_name: fields.lastName,
          opt_in: fields.optIn,
          updated_at: now,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async setNames(id, firstName, lastName, now) {
      await db
        .updateTable('users')
        .set({ first_name: firstName, last_name: lastName, updated_at: now })
        .where('id', '=', id)
        .execute()
    },
    async recordAcceptance(id, acceptance, now) {
      await db
        .updateTable('users')
        .set({ ...acceptanceColumns(acceptance), updated_at: now })
        .where('id', '=', id)
        .execute()
    },
    async setCurrency(id, currency) {
      await db.updateTable('users').set({ currency, updated_at: new Date() }).where('id', '=', id).execute()
    },
    async setPendingEmail(id, email, now) {
      await db
        .updateTable('users')
        .set({ pending_email: email, updated_at: now })
        .where('id', '=', id)
        .execute()
    },
    async changeEmail(id, email, now) {
      await db
        .updateTable('users')
        .set({ email, email_confirmed_at: now, pending_email: null, updated_at: now })
        .where('id', '=', id)
        .execute()
    },
    async claimPendingRegistration(id, claim, now) {
      const row = await db
        .updateTable('users')
        .set({
          password_hash: null,
          pending_registration: false,
          email_confirmed_at: now,
          first_name: claim.firstName,
          last_name: claim.lastName,
          opt_in: claim.optIn,
          ...acceptanceColumns(claim),
          updated_at: now,
        })
        .where('id', '=', id)
        .where('pending_registration', '=', true)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async grantPersonalAccounts(ids, now) {
      if (ids.length === 0) return
      await db
        .updateTable('users')
        .set({ has_personal_account: true, updated_at: now })
        .where('id', 'in', ids)
        .where('has_personal_account', '=', false)
        .execute()
    },
    async contacts(ids) {
      if (ids.length === 0) return []
      return db.selectFrom('users').select(['id', 'email', 'language']).where('id', 'in', ids).execute()
    },
    async findById(id) {
      if (!isUuid(id)) return null
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
      return row ?? null
    },
  }
}
