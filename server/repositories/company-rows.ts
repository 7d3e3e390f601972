import type { Kysely, UpdateObject } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

/** Tables of things a company keeps by id, each row the company's own. */
type CompanyTable = 'homepage_messages' | 'trip_reporting_fields' | 'payment_cards'

/** Changes one of the company's rows; false when the id is malformed or names none of its rows. */
export async function updateCompanyRow<T extends CompanyTable>(
  db: Kysely<DB>,
  table: T,
  companyId: string,
  id: string,
  values: UpdateObject<DB, T>,
): Promise<boolean> {
  if (!isUuid(id)) return false
  const result = await db
    .updateTable(table as CompanyTable)
    .set(values as UpdateObject<DB, CompanyTable>)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes one of the company's rows; false when the id is malformed or names none of its rows. */
export async function removeCompanyRow(
  db: Kysely<DB>,
  table: CompanyTable,
  companyId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false
  const result = await db
    .deleteFrom(table)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
