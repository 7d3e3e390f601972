import type { Kysely, Selectable } from 'kysely'
import type { CompanyDeletionRequestsTable, DB } from '../db/schema.ts'
import { createCompanyGeneralRepository } from './company-general.repository.ts'
import { companyNamesRepository } from './company-names.repository.ts'
import { createUserRepository } from './user.repository.ts'

export type DeletionRequestRow = Selectable<CompanyDeletionRequestsTable>

/** E-mailed company deletion links and the deletion itself (decision 035). */
export interface CompanyDeletionRepository {
  companyName(companyId: string): Promise<string | null>
  insertRequest(request: Omit<DeletionRequestRow, 'id' | 'used_at'>): Promise<void>
  /** Locks the company's request with this code (in a transaction) until the transaction ends. */
  findRequestForUpdate(companyId: string, code: string): Promise<DeletionRequestRow | null>
  markUsed(id: string, at: Date): Promise<void>
  /**
   * Removes the company and everything that cascades from it (profiles, roles, settings, its audit
   * log). Its members keep their user rows: those without a personal account get one (their sessions
   * leave business mode through the session repository). Answers the members' user ids.
   */
  deleteCompany(companyId: string): Promise<string[]>
}

export function createCompanyDeletionRepository(db: Kysely<DB>): CompanyDeletionRepository {
  return {
    companyName: (companyId) => companyNamesRepository(db).companyName(companyId),
    async insertRequest(request) {
      await db.insertInto('company_deletion_requests').values(request).execute()
    },
    async findRequestForUpdate(companyId, code) {
      const row = await db
        .selectFrom('company_deletion_requests')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('confirmation_code', '=', code)
        .forUpdate()
        .executeTakeFirst()
      return row ?? null
    },
    async markUsed(id, at) {
      await db.updateTable('company_deletion_requests').set({ used_at: at }).where('id', '=', id).execute()
    },
    async deleteCompany(companyId) {
      const members = await db
        .selectFrom('business_profiles')
        .select('user_id')
        .where('company_id', '=', companyId)
        .execute()
      const ids = members.map((m) => m.user_id)
      await createUserRepository(db).grantPersonalAccounts(ids, new Date())
      await createCompanyGeneralRepository(db).remove(companyId)
      return ids
    },
  }
}
