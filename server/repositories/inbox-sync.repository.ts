import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

export interface InboxGrantRow {
  subject: string
  email: string | null
  scopes: string[]
  grantedAt: Date
}

/** Inbox sync grants: one per user and provider, replaced when the user grants again. */
export interface InboxSyncRepository {
  find(userId: string): Promise<InboxGrantRow | null>
  save(userId: string, grant: Omit<InboxGrantRow, 'grantedAt'>): Promise<InboxGrantRow>
  remove(userId: string): Promise<boolean>
}

export function createInboxSyncRepository(db: Kysely<DB>): InboxSyncRepository {
  const columns = ['subject', 'email', 'scopes', 'granted_at as grantedAt'] as const
  return {
    async find(userId) {
      const row = await db
        .selectFrom('inbox_sync_grants')
        .select(columns)
        .where('user_id', '=', userId)
        .where('provider', '=', 'gmail')
        .executeTakeFirst()
      return row ?? null
    },
    async save(userId, grant) {
      const values = {
        subject: grant.subject,
        email: grant.email,
        scopes: grant.scopes,
        granted_at: new Date(),
      }
      return db
        .insertInto('inbox_sync_grants')
        .values({ user_id: userId, provider: 'gmail', ...values })
        .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet(values))
        .returning(columns)
        .executeTakeFirstOrThrow()
    },
    async remove(userId) {
      const rows = await db
        .deleteFrom('inbox_sync_grants')
        .where('user_id', '=', userId)
        .where('provider', '=', 'gmail')
        .returning('user_id')
        .execute()
      return rows.length > 0
    },
  }
}
