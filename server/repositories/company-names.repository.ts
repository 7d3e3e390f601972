import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

/** A company's policy groups and offices by name, as pickers and reports list them (several repositories do). */
export function companyNamesRepository(db: Kysely<DB>) {
  return {
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
