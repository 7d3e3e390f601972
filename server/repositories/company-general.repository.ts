import { type Insertable, type Kysely, type Selectable, sql } from 'kysely'
import type { CompaniesTable, DB } from '../db/schema.ts'

export type CompanyGeneralRow = Selectable<CompaniesTable>

export interface CompanyGeneralValues {
  name: string
  address_line1: string
  address_line2: string
  city: string
  postcode: string
  country: string | null
  phone: string
  default_currency: string | null
  booking_mode: CompaniesTable['booking_mode']
}

/**
 * The company's own row: general settings, plan, features and verified e-mail domains. The only writer
 * of `companies` (decision 109).
 */
export interface CompanyGeneralRepository {
  /** A new company's row; its roles are `createCompanyWithRoles`'s. */
  create(values: Insertable<CompaniesTable>): Promise<string>
  /** Everything that cascades from the company goes with it. */
  remove(companyId: string): Promise<void>
  /** False when it was confirmed already. */
  confirm(companyId: string, now: Date): Promise<boolean>
  setRequireTwoFactor(companyId: string, required: boolean): Promise<void>
  /** Locks the row inside a transaction, so that concurrent changes of features or plan serialise. */
  find(companyId: string, options?: { lock?: boolean }): Promise<CompanyGeneralRow | null>
  update(companyId: string, values: CompanyGeneralValues): Promise<void>
  setFeatures(companyId: string, features: readonly string[]): Promise<void>
  setPlan(companyId: string, plan: CompaniesTable['plan'], features: readonly string[]): Promise<void>
  /** Serialises, until the transaction ends, everything that claims this domain. */
  lockDomain(domain: string): Promise<void>
  /** Whether any other company lists this domain as verified. */
  verifiedElsewhere(companyId: string, domain: string): Promise<boolean>
  addVerifiedDomain(companyId: string, domain: string): Promise<void>
  removeVerifiedDomain(companyId: string, domain: string): Promise<boolean>
  /** Whether one of the company's single sign-on configurations lists the domain. */
  ssoUsesDomain(companyId: string, domain: string): Promise<boolean>
}

export function createCompanyGeneralRepository(db: Kysely<DB>): CompanyGeneralRepository {
  return {
    async find(companyId, { lock = false } = {}) {
      let query = db.selectFrom('companies').selectAll().where('id', '=', companyId)
      if (lock) query = query.forUpdate()
      return (await query.executeTakeFirst()) ?? null
    },
    async create(values) {
      const row = await db.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow()
      return row.id
    },
    async remove(companyId) {
      await db.deleteFrom('companies').where('id', '=', companyId).execute()
    },
    async confirm(companyId, now) {
      const r = await db
        .updateTable('companies')
        .set({ confirmed_at: now })
        .where('id', '=', companyId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst()
      return r.numUpdatedRows === 1n
    },
    async setRequireTwoFactor(companyId, required) {
      await db
        .updateTable('companies')
        .set({ require_two_factor: required })
        .where('id', '=', companyId)
        .execute()
    },
    async update(companyId, values) {
      await db.updateTable('companies').set(values).where('id', '=', companyId).execute()
    },
    async setFeatures(companyId, features) {
      await db
        .updateTable('companies')
        .set({ features: [...features] })
        .where('id', '=', companyId)
        .execute()
    },
    async setPlan(companyId, plan, features) {
      await db
        .updateTable('companies')
        .set({ plan, features: [...features] })
        .where('id', '=', companyId)
        .execute()
    },
    async lockDomain(domain) {
      await sql`select pg_advisory_xact_lock(hashtext(${`company-domain:${domain}`}))`.execute(db)
    },
    async verifiedElsewhere(companyId, domain) {
      const row = await db
        .selectFrom('companies')
        .select('id')
        .where('id', '<>', companyId)
        .where(sql<boolean>`${domain} = any(email_domains)`)
        .executeTakeFirst()
      return row !== undefined
    },
    async addVerifiedDomain(companyId, domain) {
      await db
        .updateTable('companies')
        .set({ email_domains: sql`array_append(email_domains, ${domain}::text)` })
        .where('id', '=', companyId)
        .where(sql<boolean>`not (${domain} = any(email_domains))`)
        .execute()
    },
    async removeVerifiedDomain(companyId, domain) {
      const result = await db
        .updateTable('companies')
        .set({ email_domains: sql`array_remove(email_domains, ${domain}::text)` })
        .where('id', '=', companyId)
        .where(sql<boolean>`${domain} = any(email_domains)`)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
    async ssoUsesDomain(companyId, domain) {
      const row = await db
        .selectFrom('sso_configs')
        .select('id')
        .where('company_id', '=', companyId)
        .where(sql<boolean>`${domain} = any(email_domains)`)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
