import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { createCompanyGeneralRepository } from './company-general.repository.ts'

/** Company-wide settings members' sessions depend on. */
export interface CompanySettingsRepository {
  requiresTwoFactor(companyId: string): Promise<boolean>
  setRequireTwoFactor(companyId: string, required: boolean): Promise<void>
}

export function createCompanySettingsRepository(db: Kysely<DB>): CompanySettingsRepository {
  return {
    async requiresTwoFactor(companyId) {
      const row = await db
        .selectFrom('companies')
        .select('require_two_factor')
        .where('id', '=', companyId)
        .executeTakeFirst()
      return row?.require_two_factor ?? false
    },
    setRequireTwoFactor: (companyId, required) =>
      createCompanyGeneralRepository(db).setRequireTwoFactor(companyId, required),
  }
}
