import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

export interface TStoredVendorList {
  version: number
  /** The list as imported; the caller validates it again before use. */
  list: unknown
}

/** Imported Global Vendor Lists and their purpose translations (migration 037, decision 103). */
export interface IabVendorListRepository {
  latestVersion(): Promise<number | null>
  /** The stored lists but those of `known` versions (already read), oldest first. */
  lists(known?: readonly number[]): Promise<TStoredVendorList[]>
  translations(version: number): Promise<Map<string, unknown>>
  /**
   * Stores a list and its translations in one transaction, only when `version` is above every stored one;
   * false (and nothing written) otherwise.
   */
  insert(
    version: number,
    list: unknown,
    vendorCount: number,
    translations: ReadonlyMap<string, unknown>,
  ): Promise<boolean>
}

export function createIabVendorListRepository(db: Kysely<DB>): IabVendorListRepository {
  return {
    async latestVersion() {
      const row = await db
        .selectFrom('iab_vendor_lists')
        .select((eb) => eb.fn.max('version').as('version'))
        .executeTakeFirst()
      return row?.version ?? null
    },
    async lists(known = []) {
      return db
        .selectFrom('iab_vendor_lists')
        .select(['version', 'list'])
        .$if(known.length > 0, (q) => q.where('version', 'not in', known))
        .orderBy('version')
        .execute()
    },
    async translations(version) {
      const rows = await db
        .selectFrom('iab_purpose_translations')
        .select(['language', 'translation'])
        .where('version', '=', version)
        .execute()
      return new Map(rows.map((r) => [r.language, r.translation]))
    },
    insert: (version, list, vendorCount, translations) =>
      db.transaction().execute(async (trx) => {
        // Two imports at once: the lock makes the second see the first's version and refuse.
        await trx.selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(1_031_103)]).as('l')).execute()
        const newest = await createIabVendorListRepository(trx).latestVersion()
        if (newest != null && newest >= version) return false
        await trx
          .insertInto('iab_vendor_lists')
          .values({ version, list: JSON.stringify(list), vendor_count: vendorCount })
          .execute()
        if (translations.size)
          await trx
            .insertInto('iab_purpose_translations')
            .values(
              [...translations].map(([language, translation]) => ({
                version,
                language,
                translation: JSON.stringify(translation),
              })),
            )
            .execute()
        return true
      }),
  }
}
