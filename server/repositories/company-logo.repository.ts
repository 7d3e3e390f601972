import type { Kysely, Selectable } from 'kysely'
import type { CompanyLogosTable, DB } from '../db/schema.ts'

export type CompanyLogoRow = Selectable<CompanyLogosTable>
export type NewCompanyLogo = Omit<CompanyLogoRow, 'updated_at'>

/** The company's logo (decision 035): one row per company, replaced on every upload. */
export interface CompanyLogoRepository {
  /** The image, only when this company's logo has this version. */
  find(companyId: string, version: string): Promise<CompanyLogoRow | null>
  /** Writes the logo (in the caller's transaction, when given). */
  save(logo: NewCompanyLogo, trx?: Kysely<DB>): Promise<void>
  /** Whether there was a logo to remove. */
  remove(companyId: string, trx?: Kysely<DB>): Promise<boolean>
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>
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
    async save(logo, trx = db) {
      await trx
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
    async remove(companyId, trx = db) {
      const gone = await trx
        .deleteFrom('company_logos')
        .where('company_id', '=', companyId)
        .returning('company_id')
        .execute()
      return gone.length > 0
    },
    transaction: (work) => db.transaction().execute(work),
  }
}
