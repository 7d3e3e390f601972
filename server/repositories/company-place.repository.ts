import type { Kysely, Selectable, Updateable } from 'kysely'
import type { CompanyEntitiesTable, CompanyOfficesTable, DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export type OfficeRow = Selectable<CompanyOfficesTable>
export type EntityRow = Selectable<CompanyEntitiesTable>

type PlaceTable = 'company_offices' | 'company_entities'
type RowOf<T extends PlaceTable> = T extends 'company_offices' ? OfficeRow : EntityRow
type ValuesOf<T extends PlaceTable> = Omit<Updateable<DB[T]>, 'id' | 'company_id' | 'created_at'> & {
  name: string
}

/**
 * Offices and legal entities: the same shape of calls on two tables. Every query is scoped by the
 * company, so an id of another company finds nothing (ASVS 38).
 */
export interface CompanyPlaceRepository<T extends PlaceTable> {
  list(companyId: string): Promise<RowOf<T>[]>
  count(companyId: string): Promise<number>
  nameTaken(companyId: string, name: string, exceptId?: string): Promise<boolean>
  create(companyId: string, values: ValuesOf<T>): Promise<RowOf<T>>
  update(companyId: string, id: string, values: ValuesOf<T>): Promise<RowOf<T> | null>
  remove(companyId: string, id: string): Promise<RowOf<T> | null>
}

export function createCompanyPlaceRepository<T extends PlaceTable>(
  db: Kysely<DB>,
  table: T,
): CompanyPlaceRepository<T> {
  // Kysely cannot narrow a table chosen by a type parameter; the two tables share every column used here.
  const k = db as unknown as Kysely<Record<PlaceTable, CompanyOfficesTable>>
  const t = table as 'company_offices'
  return {
    async list(companyId) {
      const rows = await k
        .selectFrom(t)
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('name')
        .execute()
      return rows as RowOf<T>[]
    },
    async count(companyId) {
      const row = await k
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async nameTaken(companyId, name, exceptId) {
      let query = k.selectFrom(t).select('id').where('company_id', '=', companyId).where('name', '=', name)
      if (exceptId) query = query.where('id', '<>', exceptId)
      return (await query.executeTakeFirst()) !== undefined
    },
    async create(companyId, values) {
      const row = await k
        .insertInto(t)
        .values({ ...(values as ValuesOf<'company_offices'>), company_id: companyId })
        .returningAll()
        .executeTakeFirstOrThrow()
      return row as RowOf<T>
    },
    async update(companyId, id, values) {
      if (!isUuid(id)) return null
      const row = await k
        .updateTable(t)
        .set(values as ValuesOf<'company_offices'>)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return (row as RowOf<T> | undefined) ?? null
    },
    async remove(companyId, id) {
      if (!isUuid(id)) return null
      const row = await k
        .deleteFrom(t)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return (row as RowOf<T> | undefined) ?? null
    },
  }
}
