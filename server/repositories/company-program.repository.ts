import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { CompanyProgramsTable, DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export type ProgramRow = Selectable<CompanyProgramsTable>
type ProgramValues = Omit<Insertable<CompanyProgramsTable>, 'id' | 'company_id' | 'created_at'>

/** Corporate memberships ("programs"), always within one company. */
export interface CompanyProgramRepository {
  list(companyId: string): Promise<ProgramRow[]>
  count(companyId: string): Promise<number>
  create(companyId: string, values: ProgramValues): Promise<ProgramRow>
  update(
    companyId: string,
    id: string,
    values: Omit<Updateable<CompanyProgramsTable>, 'id' | 'company_id' | 'created_at'>,
  ): Promise<ProgramRow | null>
  remove(companyId: string, id: string): Promise<ProgramRow | null>
}

export function createCompanyProgramRepository(db: Kysely<DB>): CompanyProgramRepository {
  return {
    list(companyId) {
      return db
        .selectFrom('company_programs')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('vertical')
        .orderBy('vendor')
        .orderBy('created_at')
        .execute()
    },
    async count(companyId) {
      const row = await db
        .selectFrom('company_programs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    create(companyId, values) {
      return db
        .insertInto('company_programs')
        .values({ ...values, company_id: companyId })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    async update(companyId, id, values) {
      if (!isUuid(id)) return null
      const row = await db
        .updateTable('company_programs')
        .set(values)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async remove(companyId, id) {
      if (!isUuid(id)) return null
      const row = await db
        .deleteFrom('company_programs')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
  }
}
