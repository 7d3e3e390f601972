import { type Kysely, type Selectable, sql } from 'kysely'
import type { TPlan } from '../../shared/permissions.ts'
import type { BusinessConfirmationsTable, BusinessSignupsTable, DB } from '../db/schema.ts'
import { createCompanyWithRoles } from './company.repository.ts'
import { isUuid } from './ids.ts'
import { createMembersRepository } from './members.repository.ts'
import { consumeToken, findLiveToken } from './single-use-token.ts'
import { acceptanceColumns, createUserRepository, type TermsAcceptance } from './user.repository.ts'

export type SignupRow = Selectable<BusinessSignupsTable>
export type ConfirmationRow = Selectable<BusinessConfirmationsTable>

export interface NewSignup extends TermsAcceptance {
  email: string
  tokenHash: string
  plan: 'biz' | 'bizPlus'
  companyName: string
  firstName: string
  lastName: string
  sizeBand: string
  country: string
  passwordHash: string
  optIn: boolean
  language: string
  expiresAt: Date
}

export interface NewCompany {
  name: string
  plan: TPlan
  features: string[]
  sizeBand: string
  country: string
}

/** The company that holds this e-mail domain among its verified ones, if any. */
export interface DomainOwner {
  id: string
  name: string
}

/** Signups waiting for their link, confirmation links, and the founding of a company. */
export interface BusinessSignupRepository {
  companyOfDomain(domain: string): Promise<DomainOwner | null>
  /** A new pending signup; the e-mail's older pending signups stop working (newest wins). */
  createSignup(signup: NewSignup, now: Date): Promise<void>
  findLiveSignup(tokenHash: string, now: Date): Promise<SignupRow | null>
  /** Marks it used; false when another request used it first. */
  consumeSignup(id: string, now: Date): Promise<boolean>
  createConfirmation(
    values: {
      kind: 'company' | 'profile'
      userId: string
      companyId: string
      email: string
      tokenHash: string
    },
    expiresAt: Date,
    now: Date,
  ): Promise<void>
  findLiveConfirmation(tokenHash: string, now: Date): Promise<ConfirmationRow | null>
  consumeConfirmation(id: string, now: Date): Promise<boolean>
  /** Records the first click on a live link of either table; nothing when there is none. */
  trackClick(tokenHash: string, now: Date): Promise<void>
  /**
   * The founder's company: the company with its role templates, the founder's admin profile and
   * onboarding rows; run it in a transaction (the unit of work's). Answers the company's and the
   * profile's ids.
   */
  foundCompany(
    founder: { userId: string; profileConfirmedAt: Date | null },
    company: NewCompany,
  ): Promise<{ companyId: string; profileId: string }>
  /** The founder of a confirmed signup: a business-only account whose mailbox is proven. */
  createFounder(signup: SignupRow, now: Date): Promise<string | null>
}

export function createBusinessSignupRepository(db: Kysely<DB>): BusinessSignupRepository {
  return {
    async companyOfDomain(domain) {
      const row = await db
        .selectFrom('companies')
        .select(['id', 'name'])
        .where(sql<boolean>`lower(${domain}::text) = any(email_domains)`)
        .orderBy('created_at')
        .executeTakeFirst()
      return row ?? null
    },
    async createSignup(s, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('business_signups')
          .set({ used_at: now })
          .where(sql`lower(email)`, '=', sql`lower(${s.email}::text)`)
          .where('used_at', 'is', null)
          .execute()
        await trx
          .insertInto('business_signups')
          .values({
            email: s.email,
            token_hash: s.tokenHash,
            plan: s.plan,
            company_name: s.companyName,
            first_name: s.firstName,
            last_name: s.lastName,
            size_band: s.sizeBand,
            country: s.country,
            password_hash: s.passwordHash,
            opt_in: s.optIn,
            ...acceptanceColumns(s),
            language: s.language,
            expires_at: s.expiresAt,
          })
          .execute()
      })
    },
    findLiveSignup: (tokenHash, now) => findLiveToken(db, 'business_signups', tokenHash, now),
    consumeSignup: (id, now) => consumeToken(db, 'business_signups', id, now),
    async createConfirmation(v, expiresAt, now) {
      await db.transaction().execute(async (trx) => {
        // One live link per member and kind: asking again retires the older one.
        await trx
          .updateTable('business_confirmations')
          .set({ used_at: now })
          .where('user_id', '=', v.userId)
          .where('kind', '=', v.kind)
          .where('used_at', 'is', null)
          .execute()
        await trx
          .insertInto('business_confirmations')
          .values({
            kind: v.kind,
            user_id: v.userId,
            company_id: v.companyId,
            email: v.email,
            token_hash: v.tokenHash,
            expires_at: expiresAt,
          })
          .execute()
      })
    },
    findLiveConfirmation: (tokenHash, now) => findLiveToken(db, 'business_confirmations', tokenHash, now),
    async consumeConfirmation(id, now) {
      return isUuid(id) && consumeToken(db, 'business_confirmations', id, now)
    },
    async trackClick(tokenHash, now) {
      for (const table of ['business_signups', 'business_confirmations'] as const) {
        await db
          .updateTable(table)
          .set({ clicked_at: now })
          .where('token_hash', '=', tokenHash)
          .where('clicked_at', 'is', null)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .execute()
      }
    },
    async foundCompany(founder, company) {
      const created = await createCompanyWithRoles(db, {
        name: company.name,
        plan: company.plan,
        features: company.features,
        // Domains are added and verified from company settings; a signup proves only a mailbox.
        email_domains: [],
        booking_mode: 'TRAVELER_ONLY',
        confirmed_at: null,
      })
      const profileId = await createMembersRepository(db).insertProfile({
        userId: founder.userId,
        companyId: created.id,
        roleId: created.roles.admin,
        confirmedAt: founder.profileConfirmedAt,
      })
      await db
        .insertInto('company_onboarding')
        .values({ company_id: created.id, size_band: company.sizeBand, country: company.country })
        .execute()
      await db.insertInto('business_onboarding').values({ profile_id: profileId }).execute()
      return { companyId: created.id, profileId }
    },
    async createFounder(s, now) {
      const row = await createUserRepository(db).createAccount({
        email: s.email,
        password_hash: s.password_hash,
        first_name: s.first_name,
        last_name: s.last_name,
        has_personal_account: false,
        email_confirmed_at: now,
        opt_in: s.opt_in,
        terms_accepted_at: s.terms_accepted_at,
        terms_version: s.terms_version,
        privacy_version: s.privacy_version,
        language: s.language,
      })
      return row?.id ?? null
    },
  }
}
