import type { Insertable, Kysely, Selectable } from 'kysely'
import type { CompanyDomainVerificationsTable, DB } from '../db/schema.ts'

export type DomainVerificationRow = Selectable<CompanyDomainVerificationsTable>

/** Domains waiting for their e-mailed proof (decision 034). */
export interface CompanyDomainRepository {
  /** The company's links that still work at `now`. */
  pending(companyId: string, now: Date): Promise<DomainVerificationRow[]>
  /** Replaces any earlier link of the company for the domain (the old link stops working); call in a transaction. */
  start(values: Insertable<CompanyDomainVerificationsTable>): Promise<DomainVerificationRow>
  /** Deletes and answers the row of a live link: a link works once. */
  consume(tokenHash: string, now: Date): Promise<DomainVerificationRow | null>
  remove(companyId: string, domain: string): Promise<boolean>
  countPending(companyId: string, now: Date): Promise<number>
}

export function createCompanyDomainRepository(db: Kysely<DB>): CompanyDomainRepository {
  return {
    pending(companyId, now) {
      return db
        .selectFrom('company_domain_verifications')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('expires_at', '>', now)
        .orderBy('domain')
        .execute()
    },
    async start(values) {
      await db
        .deleteFrom('company_domain_verifications')
        .where('company_id', '=', values.company_id)
        .where('domain', '=', values.domain)
        .execute()
      return db
        .insertInto('company_domain_verifications')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    async consume(tokenHash, now) {
      const row = await db
        .deleteFrom('company_domain_verifications')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async remove(companyId, domain) {
      const result = await db
        .deleteFrom('company_domain_verifications')
        .where('company_id', '=', companyId)
        .where('domain', '=', domain)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
    async countPending(companyId, now) {
      const row = await db
        .selectFrom('company_domain_verifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }
}
