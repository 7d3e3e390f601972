import type { Kysely, Selectable } from 'kysely'
import type { CompanyLogosTable, DB } from '../db/schema.ts'

export type CompanyLogoRow = Selectable<CompanyLogosTable>
export type NewCompanyLogo = Omit<CompanyLogoRow, 'updated_at'>

/** The company's logo (decision 035): one row per company, replaced on every upload. */
export interface CompanyLogoRepository {
  /** The image, only when this company's logo has this version. */
  find(companyId: string, version: string): Promise<CompanyLogoRow | null>
  save(logo: NewCompanyLogo): Promise<void>
  /** Whether there was a logo to remove. */
  remove(companyId: string): Promise<boolean>
}

export function createCompanyLogoRepository(db: Kysely<DB>): CompanyLogoRepository {
  return {
    async find(companyId, version) {
      const row = await db
        .selectFrom('company_logos')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('version', '=', version)
        .executeTakeFirst()
      return row ?? null
    },
    async save(logo) {
      await db
        .insertInto('company_logos')
        .values(logo)
        .onConflict((oc) =>
          oc.column('company_id').doUpdateSet({
            version: logo.version,
            content_type: logo.content_type,
            width: logo.width,
            height: logo.height,
            image: logo.image,
            updated_by_user_id: logo.updated_by_user_id,
            updated_at: new Date(),
          }),
        )
        .execute()
    },
    async remove(companyId) {
      const gone = await db
        .deleteFrom('company_logos')
        .where('company_id', '=', companyId)
        .returning('company_id')
        .execute()
      return gone.length > 0
    },
  }
}
