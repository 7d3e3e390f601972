import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { createMembersRepository } from './members.repository.ts'
import { createUserRepository } from './user.repository.ts'

export interface SitePreferences {
  currency: string | null
  /** The business profile's locale; null without a profile or a choice. */
  localeCode: string | null
}

/** The pickers' saved choices (migration 009): a user's currency, a business profile's locale. */
export interface SitePreferenceRepository {
  read(userId: string, businessProfileId: string | null): Promise<SitePreferences>
  setCurrency(userId: string, currency: string): Promise<void>
  setBusinessLocale(profileId: string, localeCode: string): Promise<void>
}

export function createSitePreferenceRepository(db: Kysely<DB>): SitePreferenceRepository {
  return {
    async read(userId, businessProfileId) {
      if (!businessProfileId) {
        const row = await db
          .selectFrom('users')
          .select('currency')
          .where('id', '=', userId)
          .executeTakeFirst()
        return { currency: row?.currency ?? null, localeCode: null }
      }
      const row = await db
        .selectFrom('users')
        .leftJoin('business_profiles', (join) =>
          join
            .onRef('business_profiles.user_id', '=', 'users.id')
            .on('business_profiles.id', '=', businessProfileId),
        )
        .select(['users.currency', 'business_profiles.locale_code'])
        .where('users.id', '=', userId)
        .executeTakeFirst()
      return { currency: row?.currency ?? null, localeCode: row?.locale_code ?? null }
    },
    async setCurrency(userId, currency) {
      await createUserRepository(db).setCurrency(userId, currency)
    },
    async setBusinessLocale(profileId, localeCode) {
      await createMembersRepository(db).setLocale(profileId, localeCode)
    },
  }
}
