import type { Kysely, Selectable } from 'kysely'
import type { DB, SsoAttemptsTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { createMembersRepository, profileHoldingAny } from './members.repository.ts'
import { createUserRepository, type UserRow } from './user.repository.ts'

export type SsoAttemptRow = Selectable<SsoAttemptsTable>

export interface NewSsoMember {
  configId: string
  subject: string
  companyId: string
  roleId: string
  email: string
  firstName: string
  lastName: string
  now: Date
}

/** A sign-in through company SSO: its attempts, identities, just-in-time members and the session it opens. */
export interface SsoSignInRepository {
  createAttempt(
    input: Omit<SsoAttemptRow, 'id' | 'created_at' | 'used_at' | 'sticky'> & { sticky: boolean },
  ): Promise<void>
  /** Marks the attempt used, once, if it is this browser's and not expired; null otherwise. */
  consumeAttempt(stateHash: string, groupSecretHash: string, now: Date): Promise<SsoAttemptRow | null>

  findIdentityUser(configId: string, subject: string): Promise<UserRow | null>
  touchIdentity(configId: string, subject: string, now: Date): Promise<void>
  hasIdentity(userId: string, configId: string): Promise<boolean>
  /** The business profile's company of a user, if any. */
  profileCompanyOf(userId: string): Promise<string | null>
  /** Joins an existing account to the configuration (and to the company, when it has no profile yet). */
  linkIdentity(
    input: Omit<NewSsoMember, 'email' | 'firstName' | 'lastName'> & { userId: string },
  ): Promise<void>
  /** Just-in-time member: a new user, a business profile with the default role and the identity. */
  createMember(input: NewSsoMember): Promise<UserRow | null>
  /** Whether the user holds one of these permissions in this company (break-glass). */
  holdsPermissionIn(userId: string, companyId: string, permissions: readonly string[]): Promise<boolean>
}

/** The user's profile in the configuration's company, with its default role, confirmed by the sign-in. */
const profileIn = (input: Pick<NewSsoMember, 'companyId' | 'roleId' | 'now'>, userId: string) => ({
  userId,
  companyId: input.companyId,
  roleId: input.roleId,
  confirmedAt: input.now,
})

/** The configuration's identity of the user, first used now. */
async function insertIdentity(
  trx: Kysely<DB>,
  input: Pick<NewSsoMember, 'configId' | 'subject' | 'now'>,
  userId: string,
): Promise<void> {
  await trx
    .insertInto('sso_identities')
    .values({
      config_id: input.configId,
      subject: input.subject,
      user_id: userId,
      created_at: input.now,
      last_sign_in_at: input.now,
    })
    .execute()
}

export function createSsoSignInRepository(db: Kysely<DB>): SsoSignInRepository {
  return {
    async createAttempt(input) {
      // Housekeeping on the way: attempts a day past their expiry are of no use to anyone.
      await db
        .deleteFrom('sso_attempts')
        .where('expires_at', '<', new Date(input.expires_at.valueOf() - 86_400_000 - 3_600_000))
        .execute()
      await db.insertInto('sso_attempts').values(input).execute()
    },
    async consumeAttempt(stateHash, groupSecretHash, now) {
      const row = await db
        .updateTable('sso_attempts')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('group_secret_hash', '=', groupSecretHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },

    async findIdentityUser(configId, subject) {
      if (!isUuid(configId)) return null
      const row = await db
        .selectFrom('sso_identities as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .selectAll('u')
        .where('i.config_id', '=', configId)
        .where('i.subject', '=', subject)
        .executeTakeFirst()
      return row ?? null
    },
    async touchIdentity(configId, subject, now) {
      await db
        .updateTable('sso_identities')
        .set({ last_sign_in_at: now })
        .where('config_id', '=', configId)
        .where('subject', '=', subject)
        .execute()
    },
    async hasIdentity(userId, configId) {
      const row = await db
        .selectFrom('sso_identities')
        .select('subject')
        .where('user_id', '=', userId)
        .where('config_id', '=', configId)
        .executeTakeFirst()
      return row !== undefined
    },
    profileCompanyOf: (userId) => createMembersRepository(db).companyOfUser(userId),
    async linkIdentity(input) {
      await db.transaction().execute(async (trx) => {
        await createMembersRepository(trx).insertProfileUnlessMember(profileIn(input, input.userId))
        await insertIdentity(trx, input, input.userId)
      })
    },
    async createMember(input) {
      return db.transaction().execute(async (trx) => {
        const user = await createUserRepository(trx).createAccount({
          email: input.email,
          password_hash: null,
          first_name: input.firstName,
          last_name: input.lastName,
          has_personal_account: false,
          // The company's provider vouches for addresses in the company's verified domains.
          email_confirmed_at: input.now,
          created_at: input.now,
          updated_at: input.now,
        })
        if (!user) return null
        await createMembersRepository(trx).insertProfile(profileIn(input, user.id))
        await insertIdentity(trx, input, user.id)
        return user
      })
    },
    async holdsPermissionIn(userId, companyId, permissions) {
      return (await profileHoldingAny(db, userId, companyId, permissions).executeTakeFirst()) !== undefined
    },
  }
}
