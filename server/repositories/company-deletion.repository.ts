import type { Kysely, Selectable } from 'kysely'
import type { CompanyDeletionRequestsTable, DB } from '../db/schema.ts'
import { createSessionRepository } from './session.repository.ts'

export type DeletionRequestRow = Selectable<CompanyDeletionRequestsTable>

/** E-mailed company deletion links and the deletion itself (decision 035). */
export interface CompanyDeletionRepository {
  companyName(companyId: string): Promise<string | null>
  insertRequest(request: Omit<DeletionRequestRow, 'id' | 'used_at'>, trx?: Kysely<DB>): Promise<void>
  /** Locks the company's request with this code (in a transaction) until the transaction ends. */
  findRequestForUpdate(trx: Kysely<DB>, companyId: string, code: string): Promise<DeletionRequestRow | null>
  markUsed(trx: Kysely<DB>, id: string, at: Date): Promise<void>
  /**
   * Removes the company and everything that cascades from it (profiles, roles, settings, its audit
   * log). Its members keep their user rows: those without a personal account get one, and their
   * business-mode sessions become personal ones. Answers the members' user ids.
   */
  deleteCompany(trx: Kysely<DB>, companyId: string): Promise<string[]>
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>
}

export function createCompanyDeletionRepository(db: Kysely<DB>): CompanyDeletionRepository {
  return {
    async companyName(companyId) {
      const row = await db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', companyId)
        .executeTakeFirst()
      return row?.name ?? null
    },
    async insertRequest(request, trx = db) {
      await trx.insertInto('company_deletion_requests').values(request).execute()
    },
    async findRequestForUpdate(trx, companyId, code) {
      const row = await trx
        .selectFrom('company_deletion_requests')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('confirmation_code', '=', code)
        .forUpdate()
        .executeTakeFirst()
      return row ?? null
    },
    async markUsed(trx, id, at) {
      await trx.updateTable('company_deletion_requests').set({ used_at: at }).where('id', '=', id).execute()
    },
    async deleteCompany(trx, companyId) {
      const members = await trx
        .selectFrom('business_profiles')
        .select('user_id')
        .where('company_id', '=', companyId)
        .execute()
      const ids = members.map((m) => m.user_id)
      if (ids.length > 0) {
        await trx
          .updateTable('users')
          .set({ has_personal_account: true, updated_at: new Date() })
          .where('id', 'in', ids)
          .where('has_personal_account', '=', false)
          .execute()
        await createSessionRepository(trx).leaveBusinessMode(ids)
      }
      await trx.deleteFrom('companies').where('id', '=', companyId).execute()
      return ids
    },
    transaction: (work) => db.transaction().execute(work),
  }
}
