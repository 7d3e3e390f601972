import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB, EmailTokenPurpose, EmailTokensTable } from '../db/schema.ts'
import { consumeToken } from './single-use-token.ts'

export type EmailTokenRow = Selectable<EmailTokensTable>

export interface EmailTokenRepository {
  /** Stores a new token and retires the user's earlier live ones of the same purpose. */
  issue(token: NewEmailToken): Promise<void>
  findLiveByHash(purpose: EmailTokenPurpose, tokenHash: string, now?: Date): Promise<EmailTokenRow | null>
  findLatestLive(userId: string, purpose: EmailTokenPurpose, now?: Date): Promise<EmailTokenRow | null>
  /** Counts a wrong guess; returns the attempts so far. */
  countAttempt(id: string): Promise<number>
  /** Single use even under concurrency: only the first caller gets true. */
  consume(id: string, now?: Date): Promise<boolean>
}

export interface NewEmailToken {
  userId: string
  purpose: EmailTokenPurpose
  tokenHash: string
  email: string
  expiresAt: Date
  now?: Date
}

/** Inserts a token and retires the user's earlier live ones of its purpose, inside the caller's transaction. */
export async function replaceEmailToken(trx: Transaction<DB>, token: NewEmailToken): Promise<void> {
  const { userId, purpose, tokenHash, email, expiresAt, now = new Date() } = token
  await trx
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
  await trx
    .insertInto('email_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: tokenHash,
      email,
      expires_at: expiresAt,
      created_at: now,
    })
    .execute()
}

export function createEmailTokenRepository(db: Kysely<DB>): EmailTokenRepository {
  /** The purpose's tokens neither used nor expired at `now`. */
  const live = (purpose: EmailTokenPurpose, now: Date) =>
    db
      .selectFrom('email_tokens')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)

  return {
    async issue(token) {
      await db.transaction().execute((trx) => replaceEmailToken(trx, token))
    },
    async findLiveByHash(purpose, tokenHash, now = new Date()) {
      return (await live(purpose, now).where('token_hash', '=', tokenHash).executeTakeFirst()) ?? null
    },
    async findLatestLive(userId, purpose, now = new Date()) {
      const row = await live(purpose, now)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
      return row ?? null
    },
    async countAttempt(id) {
      const row = await db
        .updateTable('email_tokens')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst()
      return row?.attempts ?? Number.POSITIVE_INFINITY
    },
    consume: (id, now = new Date()) => consumeToken(db, 'email_tokens', id, now),
  }
}
