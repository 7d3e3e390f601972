import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB, SsoConfigsTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export type SsoConfigRow = Selectable<SsoConfigsTable>

/** What an admin sets of a configuration, saved at `now`. */
interface SsoConfigSettings {
  displayName: string
  issuerUrl: string
  clientId: string
  clientSecretEnc: string
  emailDomains: string[]
  enforced: boolean
  defaultRoleId: string
  now: Date
}

export interface NewSsoConfig extends SsoConfigSettings {
  id: string
  companyId: string
}

export interface SsoConfigPatch extends SsoConfigSettings {
  testedAt: Date | null
}

export type ActivationResult = 'ok' | 'not_found' | 'domain_taken'

export interface RoleSummary {
  id: string
  name: string
  permissions: string[]
}

/** Company SSO configurations and the domains they claim (the admin's side, decision 022). */
export interface SsoConfigRepository {
  listForCompany(companyId: string): Promise<SsoConfigRow[]>
  /** Only the company's own: an id of another company's configuration finds nothing. */
  findForCompany(companyId: string, id: string): Promise<SsoConfigRow | null>
  findById(id: string): Promise<SsoConfigRow | null>
  countForCompany(companyId: string): Promise<number>
  create(input: NewSsoConfig): Promise<SsoConfigRow>
  /** Updates and, for an active configuration, moves its claim on domains; domain_taken rolls back. */
  update(
    companyId: string,
    id: string,
    patch: SsoConfigPatch,
  ): Promise<SsoConfigRow | 'not_found' | 'domain_taken'>
  delete(companyId: string, id: string): Promise<boolean>
  setActive(companyId: string, id: string, active: boolean, now: Date): Promise<ActivationResult>
  markTested(id: string, expectedUpdatedAt: Date, now: Date): Promise<void>
  /** The active configuration covering this domain, if any. */
  findActiveByDomain(domain: string): Promise<SsoConfigRow | null>
  listRoles(companyId: string): Promise<RoleSummary[]>
  companyDomains(companyId: string): Promise<string[] | null>
}

async function claimDomains(trx: Transaction<DB>, configId: string, domains: string[]): Promise<boolean> {
  await trx.deleteFrom('sso_active_domains').where('config_id', '=', configId).execute()
  if (domains.length === 0) return true
  const inserted = await trx
    .insertInto('sso_active_domains')
    .values(domains.map((domain) => ({ domain, config_id: configId })))
    .onConflict((oc) => oc.column('domain').doNothing())
    .returning('domain')
    .execute()
  return inserted.length === domains.length
}

class DomainTaken extends Error {}

export function createSsoConfigRepository(db: Kysely<DB>): SsoConfigRepository {
  return {
    async listForCompany(companyId) {
      return db
        .selectFrom('sso_configs')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    },
    async findForCompany(companyId, id) {
      if (!isUuid(id)) return null
      const row = await db
        .selectFrom('sso_configs')
        .selectAll()
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .executeTakeFirst()
      return row ?? null
    },
    async findById(id) {
      if (!isUuid(id)) return null
      return (await db.selectFrom('sso_configs').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
    },
    async countForCompany(companyId) {
      const row = await db
        .selectFrom('sso_configs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async create(input) {
      return db
        .insertInto('sso_configs')
        .values({
          id: input.id,
          company_id: input.companyId,
          display_name: input.displayName,
          issuer_url: input.issuerUrl,
          client_id: input.clientId,
          client_secret_enc: input.clientSecretEnc,
          email_domains: input.emailDomains,
          enforced: input.enforced,
          default_role_id: input.defaultRoleId,
          created_at: input.now,
          updated_at: input.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    async update(companyId, id, patch) {
      if (!isUuid(id)) return 'not_found'
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('sso_configs')
            .set({
              display_name: patch.displayName,
              issuer_url: patch.issuerUrl,
              client_id: patch.clientId,
              client_secret_enc: patch.clientSecretEnc,
              email_domains: patch.emailDomains,
              enforced: patch.enforced,
              default_role_id: patch.defaultRoleId,
              tested_at: patch.testedAt,
              updated_at: patch.now,
            })
            .where('id', '=', id)
            .where('company_id', '=', companyId)
            .returningAll()
            .executeTakeFirst()
          if (!row) return 'not_found' as const
          if (row.active && !(await claimDomains(trx, id, row.email_domains))) throw new DomainTaken()
          return row
        })
      } catch (error) {
        if (error instanceof DomainTaken) return 'domain_taken'
        throw error
      }
    },
    async delete(companyId, id) {
      if (!isUuid(id)) return false
      const result = await db
        .deleteFrom('sso_configs')
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },
    async setActive(companyId, id, active, now) {
      if (!isUuid(id)) return 'not_found'
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('sso_configs')
            .set({ active, updated_at: now })
            .where('id', '=', id)
            .where('company_id', '=', companyId)
            .returningAll()
            .executeTakeFirst()
          if (!row) return 'not_found' as const
          const ok = await claimDomains(trx, id, active ? row.email_domains : [])
          if (!ok) throw new DomainTaken()
          return 'ok' as const
        })
      } catch (error) {
        if (error instanceof DomainTaken) return 'domain_taken'
        throw error
      }
    },
    async markTested(id, expectedUpdatedAt, now) {
      // Only if the connection did not change while the trial was under way.
      await db
        .updateTable('sso_configs')
        .set({ tested_at: now })
        .where('id', '=', id)
        .where('updated_at', '=', expectedUpdatedAt)
        .execute()
    },
    async findActiveByDomain(domain) {
      const row = await db
        .selectFrom('sso_active_domains as d')
        .innerJoin('sso_configs as c', 'c.id', 'd.config_id')
        .selectAll('c')
        .where('d.domain', '=', domain.toLowerCase())
        .where('c.active', '=', true)
        .executeTakeFirst()
      return row ?? null
    },
    async listRoles(companyId) {
      return db
        .selectFrom('roles')
        .select(['id', 'name', 'permissions'])
        .where('company_id', '=', companyId)
        .orderBy('created_at')
        .orderBy('name')
        .execute()
    },
    async companyDomains(companyId) {
      if (!isUuid(companyId)) return null
      const row = await db
        .selectFrom('companies')
        .select('email_domains')
        .where('id', '=', companyId)
        .executeTakeFirst()
      return row?.email_domains ?? null
    },
  }
}
