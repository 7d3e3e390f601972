import type { Kysely, Selectable } from 'kysely'
import type { TSocialProvider } from '../../shared/social/social-contract.ts'
import type { DB, SocialIdentitiesTable } from '../db/schema.ts'
import {
  acceptanceColumns,
  createUserRepository,
  type TermsAcceptance,
  type UserRow,
} from './user.repository.ts'

export type SocialIdentityRow = Selectable<SocialIdentitiesTable>

export type LinkOutcome = 'linked' | 'already-yours' | 'in-use' | 'provider-taken'

export interface NewSocialUser extends TermsAcceptance {
  email: string
  firstName: string
  lastName: string
  optIn: boolean
  language: string
  /** The provider vouched for the address; otherwise the account starts unconfirmed. */
  emailConfirmedAt: Date | null
  provider: TSocialProvider
  subject: string
}

export interface SocialIdentityRepository {
  /** The account linked to this identity; never looked up by e-mail (ASVS 6.8.1). */
  findUser(provider: TSocialProvider, subject: string): Promise<UserRow | null>
  listForUser(userId: string): Promise<SocialIdentityRow[]>
  link(userId: string, provider: TSocialProvider, subject: string, email: string | null): Promise<LinkOutcome>
  unlink(userId: string, provider: TSocialProvider): Promise<boolean>
  /**
   * The provider confirmed the address of an account that was registered but never confirmed: the
   * unconfirmed password is dropped (whoever set it never proved the mailbox) and the identity linked.
   */
  claimPendingRegistration(
    userId: string,
    identity: {
      provider: TSocialProvider
      subject: string
      email: string | null
      firstName: string
      lastName: string
    },
    choices: TermsAcceptance & { optIn: boolean; now: Date },
  ): Promise<UserRow | null>
  /** A new account with its identity, in one transaction; null when the e-mail or identity was taken. */
  createUserWithIdentity(input: NewSocialUser): Promise<UserRow | null>
}

export function createSocialIdentityRepository(db: Kysely<DB>): SocialIdentityRepository {
  return {
    async findUser(provider, subject) {
      const row = await db
        .selectFrom('social_identities as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('u')
        .where('s.provider', '=', provider)
        .where('s.subject', '=', subject)
        .executeTakeFirst()
      return row ?? null
    },
    async listForUser(userId) {
      return db
        .selectFrom('social_identities')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute()
    },
    async link(userId, provider, subject, email) {
      const inserted = await db
        .insertInto('social_identities')
        .values({ user_id: userId, provider, subject, email })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst()
      if (inserted) return 'linked'
      const owner = await db
        .selectFrom('social_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst()
      if (owner?.user_id === userId) return 'already-yours'
      return owner ? 'in-use' : 'provider-taken'
    },
    async unlink(userId, provider) {
      const result = await db
        .deleteFrom('social_identities')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
    async claimPendingRegistration(userId, identity, choices) {
      const taken = new Error('identity linked meanwhile')
      return db
        .transaction()
        .execute(async (trx) => {
          const user = await createUserRepository(trx).claimPendingRegistration(
            userId,
            {
              firstName: identity.firstName,
              lastName: identity.lastName,
              optIn: choices.optIn,
              termsAcceptedAt: choices.termsAcceptedAt,
              termsVersion: choices.termsVersion,
              privacyVersion: choices.privacyVersion,
            },
            choices.now,
          )
          if (!user) return null
          // Open confirmation links of the dropped registration must not confirm anything later.
          await trx
            .updateTable('email_tokens')
            .set({ used_at: choices.now })
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .execute()
          const identityRow = await trx
            .insertInto('social_identities')
            .values({
              user_id: userId,
              provider: identity.provider,
              subject: identity.subject,
              email: identity.email,
            })
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst()
          if (!identityRow) throw taken
          return user
        })
        .catch((error: unknown) => {
          if (error === taken) return null
          throw error
        })
    },
    async createUserWithIdentity(input) {
      return db.transaction().execute(async (trx) => {
        const users = createUserRepository(trx)
        const user = await users.createAccount({
          email: input.email,
          password_hash: null,
          first_name: input.firstName,
          last_name: input.lastName,
          has_personal_account: true,
          pending_registration: false,
          email_confirmed_at: input.emailConfirmedAt,
          opt_in: input.optIn,
          ...acceptanceColumns(input),
          language: input.language,
        })
        if (!user) return null
        const identity = await trx
          .insertInto('social_identities')
          .values({ user_id: user.id, provider: input.provider, subject: input.subject, email: input.email })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst()
        // The identity was linked meanwhile (a double click): undo the account.
        if (!identity) {
          await users.remove(user.id)
          return null
        }
        return user
      })
    },
  }
}
