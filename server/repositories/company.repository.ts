import type { Kysely, Selectable } from 'kysely'
import type { CompaniesTable, DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export type CompanyRow = Selectable<CompaniesTable>

export interface CompanyRepository {
  findById(id: string): Promise<CompanyRow | null>
}

export function createCompanyRepository(db: Kysely<DB>): CompanyRepository {
  return {
    async findById(id) {
      if (!isUuid(id)) return null
      const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst()
      return row ?? null
    },
  }
}
