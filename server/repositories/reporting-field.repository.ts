import type { Kysely } from 'kysely'
import type { DB, ReportingFieldInput, ReportingFieldKind } from '../db/schema.ts'
import { removeCompanyRow, updateCompanyRow } from './company-rows.ts'
import { isUuid } from './ids.ts'

export interface ReportingFieldRow {
  id: string
  key: string
  label: string
  kind: ReportingFieldKind
  input: ReportingFieldInput
  options: string[]
  required: boolean
  active: boolean
  position: number
}

export type ReportingFieldValues = Omit<ReportingFieldRow, 'id' | 'position'>

/** A company's trip reporting fields (decision 057), in the company's order. Every statement names the company. */
export interface ReportingFieldRepository {
  list(companyId: string, onlyActive?: boolean): Promise<ReportingFieldRow[]>
  find(companyId: string, id: string): Promise<ReportingFieldRow | null>
  insert(companyId: string, values: ReportingFieldValues): Promise<string>
  update(companyId: string, id: string, values: ReportingFieldValues): Promise<boolean>
  remove(companyId: string, id: string): Promise<boolean>
  setPositions(companyId: string, ids: readonly string[]): Promise<void>
}

export function createReportingFieldRepository(db: Kysely<DB>): ReportingFieldRepository {
  const base = (companyId: string) =>
    db
      .selectFrom('trip_reporting_fields')
      .select(['id', 'key', 'label', 'kind', 'input', 'options', 'required', 'active', 'position'])
      .where('company_id', '=', companyId)
  return {
    async list(companyId, onlyActive = false) {
      let q = base(companyId)
      if (onlyActive) q = q.where('active', '=', true)
      return q.orderBy('position', 'asc').orderBy('created_at', 'asc').execute()
    },
    async find(companyId, id) {
      if (!isUuid(id)) return null
      return (await base(companyId).where('id', '=', id).executeTakeFirst()) ?? null
    },
    async insert(companyId, values) {
      const last = await db
        .selectFrom('trip_reporting_fields')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('company_id', '=', companyId)
        .executeTakeFirst()
      const row = await db
        .insertInto('trip_reporting_fields')
        .values({ company_id: companyId, ...values, position: Number(last?.max ?? -1) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    update: (companyId, id, values) => updateCompanyRow(db, 'trip_reporting_fields', companyId, id, values),
    remove: (companyId, id) => removeCompanyRow(db, 'trip_reporting_fields', companyId, id),
    async setPositions(companyId, ids) {
      for (const [position, id] of ids.entries())
        await db
          .updateTable('trip_reporting_fields')
          .set({ position })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .execute()
    },
  }
}
