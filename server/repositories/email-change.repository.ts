import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { replaceEmailToken } from './email-token.repository.ts'
import { createUserRepository } from './user.repository.ts'

export interface EmailChangeRequest {
  userId: string
  newEmail: string
  tokenHash: string
  expiresAt: Date
}

export type EmailChangeOutcome =
  | { kind: 'changed'; email: string; previousEmail: string }
  | { kind: 'invalid' }
  | { kind: 'taken' }

/** The e-mail change: a pending address on the user and a single-use link token (purpose email_change). */
export interface EmailChangeRepository {
  /** True when another account holds this address, in any case. */
  emailInUseByOther(userId: string, email: string): Promise<boolean>
  /** Records the pending address and a fresh token; earlier unused change links stop working. */
  start(request: EmailChangeRequest, now?: Date): Promise<void>
  /** Applies the change of the token's user if the token is live and still matches the pending address. */
  confirm(userId: string, tokenHash: string, now?: Date): Promise<EmailChangeOutcome>
}

const UNIQUE_VIOLATION = '23505'

export function createEmailChangeRepository(db: Kysely<DB>): EmailChangeRepository {
  return {
    async emailInUseByOther(userId, email) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', sql`lower(${email}::text)`)
        .where('id', '!=', userId)
        .executeTakeFirst()
      return row !== undefined
    },
    async start({ userId, newEmail, tokenHash, expiresAt }, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        await replaceEmailToken(trx, {
          userId,
          purpose: 'email_change',
          tokenHash,
          email: newEmail,
          expiresAt,
          now,
        })
        await createUserRepository(trx).setPendingEmail(userId, newEmail, now)
      })
    },
    async confirm(userId, tokenHash, now = new Date()) {
      try {
        return await db.transaction().execute(async (trx): Promise<EmailChangeOutcome> => {
          // Marking the token used first makes it single-use even when two confirmations race.
          const token = await trx
            .updateTable('email_tokens')
            .set({ used_at: now })
            .where('token_hash', '=', tokenHash)
            .where('purpose', '=', 'email_change')
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .returning(['email'])
            .executeTakeFirst()
          if (!token) return { kind: 'invalid' }
          const user = await trx
            .selectFrom('users')
            .select(['email', 'pending_email'])
            .where('id', '=', userId)
            .forUpdate()
            .executeTakeFirst()
          if (!user || user.pending_email?.toLowerCase() !== token.email.toLowerCase())
            return { kind: 'invalid' }
          await createUserRepository(trx).changeEmail(userId, token.email, now)
          return { kind: 'changed', email: token.email, previousEmail: user.email }
        })
      } catch (error) {
        // Another account took the address after the link was sent.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { kind: 'taken' }
        throw error
      }
    },
  }
}
