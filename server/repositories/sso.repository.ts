import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type { DB, SsoAttemptsTable, SsoConfigsTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import type { UserRow } from './user.repository.ts'

export type SsoConfigRow = Selectable<SsoConfigsTable>
export type SsoAttemptRow = Selectable<SsoAttemptsTable>

export interface NewSsoConfig {
  id: string
  companyId: string
  displayName: string
  issuerUrl: string
  clientId: string
  clientSecretEnc: string
  emailDomains: string[]
  enforced: boolean
  defaultRoleId: string
  now: Date
}

export interface SsoConfigPatch {
  displayName: string
  issuerUrl: string
  clientId: string
  clientSecretEnc: string
  emailDomains: string[]
  enforced: boolean
  defaultRoleId: string
  testedAt: Date | null
  now: Date
}

export type ActivationResult = 'ok' | 'not_found' | 'domain_taken'

export interface RoleSummary {
  id: string
  name: string
  permissions: string[]
}

export interface NewSsoMember {
  configId: string
  subject: string
  companyId: string
  roleId: string
  email: string
  firstName: string
  lastName: string
  now: Date
}

export interface SsoRepository {
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

  createAttempt(
    input: Omit<SsoAttemptRow, 'id' | 'created_at' | 'used_at' | 'sticky'> & { sticky: boolean },
  ): Promise<void>
  /** Marks the attempt used, once, if it is this browser's and not expired; null otherwise. */
  consumeAttempt(stateHash: string, groupSecretHash: string, now: Date): Promise<SsoAttemptRow | null>

  findIdentityUser(configId: string, subject: string): Promise<UserRow | null>
  touchIdentity(configId: string, subject: string, now: Date): Promise<void>
  hasIdentity(userId: string, configId: string): Promise<boolean>
  /** The business profile's company of a user, if any. */
  profileCompanyOf(userId: string): Promise<string | null>
  /** Joins an existing account to the configuration (and to the company, when it has no profile yet). */
  linkIdentity(
    input: Omit<NewSsoMember, 'email' | 'firstName' | 'lastName'> & { userId: string },
  ): Promise<void>
  /** Just-in-time member: a new user, a business profile with the default role and the identity. */
  createMember(input: NewSsoMember): Promise<UserRow | null>
  /** Whether the user holds one of these permissions in this company (break-glass). */
  holdsPermissionIn(userId: string, companyId: string, permissions: readonly string[]): Promise<boolean>
  /**
   * A session just opened by SSO: business mode (when the user has a profile) and, when the provider
   * proved several factors, the second factor.
   */
  finishSsoSession(sessionId: string, secondFactorAt: Date | null): Promise<void>
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

export function createSsoRepository(db: Kysely<DB>): SsoRepository {
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

    async createAttempt(input) {
      // Housekeeping on the way: attempts a day past their expiry are of no use to anyone.
      await db
        .deleteFrom('sso_attempts')
        .where('expires_at', '<', new Date(input.expires_at.valueOf() - 86_400_000 - 3_600_000))
        .execute()
      await db.insertInto('sso_attempts').values(input).execute()
    },
    async consumeAttempt(stateHash, groupSecretHash, now) {
      const row = await db
        .updateTable('sso_attempts')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('group_secret_hash', '=', groupSecretHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },

    async findIdentityUser(configId, subject) {
      if (!isUuid(configId)) return null
      const row = await db
        .selectFrom('sso_identities as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .selectAll('u')
        .where('i.config_id', '=', configId)
        .where('i.subject', '=', subject)
        .executeTakeFirst()
      return row ?? null
    },
    async touchIdentity(configId, subject, now) {
      await db
        .updateTable('sso_identities')
        .set({ last_sign_in_at: now })
        .where('config_id', '=', configId)
        .where('subject', '=', subject)
        .execute()
    },
    async hasIdentity(userId, configId) {
      const row = await db
        .selectFrom('sso_identities')
        .select('subject')
        .where('user_id', '=', userId)
        .where('config_id', '=', configId)
        .executeTakeFirst()
      return row !== undefined
    },
    async profileCompanyOf(userId) {
      const row = await db
        .selectFrom('business_profiles')
        .select('company_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.company_id ?? null
    },
    async linkIdentity(input) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('business_profiles')
          .values({
            user_id: input.userId,
            company_id: input.companyId,
            role_id: input.roleId,
            confirmed_at: input.now,
          })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute()
        await trx
          .insertInto('sso_identities')
          .values({
            config_id: input.configId,
            subject: input.subject,
            user_id: input.userId,
            created_at: input.now,
            last_sign_in_at: input.now,
          })
          .execute()
      })
    },
    async createMember(input) {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            email: input.email,
            password_hash: null,
            first_name: input.firstName,
            last_name: input.lastName,
            has_personal_account: false,
            // The company's provider vouches for addresses in the company's verified domains.
            email_confirmed_at: input.now,
            created_at: input.now,
            updated_at: input.now,
          })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returningAll()
          .executeTakeFirst()
        if (!user) return null
        await trx
          .insertInto('business_profiles')
          .values({
            user_id: user.id,
            company_id: input.companyId,
            role_id: input.roleId,
            confirmed_at: input.now,
          })
          .execute()
        await trx
          .insertInto('sso_identities')
          .values({
            config_id: input.configId,
            subject: input.subject,
            user_id: user.id,
            created_at: input.now,
            last_sign_in_at: input.now,
          })
          .execute()
        return user
      })
    },
    async holdsPermissionIn(userId, companyId, permissions) {
      const row = await db
        .selectFrom('business_profiles as bp')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .select('bp.id')
        .where('bp.user_id', '=', userId)
        .where('bp.company_id', '=', companyId)
        .where(sql<boolean>`r.permissions && ${sql.val([...permissions])}::text[]`)
        .executeTakeFirst()
      return row !== undefined
    },
    async finishSsoSession(sessionId, secondFactorAt) {
      await db
        .updateTable('sessions')
        .set({
          business_mode: sql<boolean>`exists (select 1 from business_profiles bp where bp.user_id = sessions.user_id)`,
          second_factor_at: secondFactorAt,
        })
        .where('id', '=', sessionId)
        .execute()
    },
  }
}
