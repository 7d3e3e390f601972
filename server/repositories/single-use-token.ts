import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../db/schema.ts'

/**
 * Tables of e-mailed single-use links that share one life: a row is live while unused (`used_at`) and
 * unexpired (`expires_at`), found by its secret's hash, and used once.
 */
export type SingleUseTokenTable =
  | 'business_signups'
  | 'business_confirmations'
  | 'email_tokens'
  | 'approval_links'

/** The live row whose secret hashes to `tokenHash`, if any. */
export async function findLiveToken<T extends SingleUseTokenTable>(
  db: Kysely<DB>,
  table: T,
  tokenHash: string,
  now: Date,
): Promise<Selectable<DB[T]> | null> {
  const row = await db
    .selectFrom(table as SingleUseTokenTable)
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return (row as Selectable<DB[T]> | undefined) ?? null
}

/** Marks the row used; false when it was used already (another request came first). */
export async function consumeToken(
  db: Kysely<DB>,
  table: SingleUseTokenTable,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
