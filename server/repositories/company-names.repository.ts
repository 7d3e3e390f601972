import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

/**
 * A company's name, and its policy groups and offices by name, as pickers, reports and mails show them
 * (several repositories do).
 */
export function companyNamesRepository(db: Kysely<DB>) {
  return {
    async companyName(companyId: string): Promise<string | null> {
      const row = await db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', companyId)
        .executeTakeFirst()
      return row?.name ?? null
    },
    groups: (companyId: string): Promise<{ id: string; name: string }[]> =>
      db
        .selectFrom('business_groups')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .execute(),
    offices: (companyId: string): Promise<{ id: string; name: string }[]> =>
      db
        .selectFrom('company_offices')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .execute(),
  }
}
