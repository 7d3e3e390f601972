import type { Kysely, Selectable, Updateable } from 'kysely'
import type { DB, PrivacyPreferencesTable } from '../db/schema.ts'

export type TPrivacyPreferences = Selectable<PrivacyPreferencesTable>
export type TPrivacyPreferencesChange = Omit<Updateable<PrivacyPreferencesTable>, 'user_id' | 'updated_at'>

/** A signed-in visitor's current privacy choices (migration 010), so that they follow the account. */
export interface PrivacyPreferenceRepository {
  read(userId: string): Promise<TPrivacyPreferences | null>
  /** Creates the row or changes only the given fields. */
  save(userId: string, change: TPrivacyPreferencesChange): Promise<void>
}

export function createPrivacyPreferenceRepository(db: Kysely<DB>): PrivacyPreferenceRepository {
  return {
    async read(userId) {
      const row = await db
        .selectFrom('privacy_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },
    async save(userId, change) {
      const now = new Date()
      await db
        .insertInto('privacy_preferences')
        .values({ user_id: userId, ...change, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: now }))
        .execute()
    },
  }
}
