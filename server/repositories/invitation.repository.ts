import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely'
import type { BusinessInvitationsTable, DB } from '../db/schema.ts'

export type InvitationRow = Selectable<BusinessInvitationsTable>

/** An open invitation as the company's admins list it. */
export interface InvitationListing extends InvitationRow {
  roleName: string
  sponsorEmail: string | null
  invitedByEmail: string | null
}

/** One of a user's own open invitations, with the company it comes from. */
export interface IncomingInvitation extends InvitationRow {
  companyName: string
  roleName: string
  invitedByEmail: string | null
}

export interface NewInvitation {
  companyId: string
  email: string
  roleId: string
  tokenHash: string
  invitedByUserId: string
  guest: boolean
  sponsorUserId: string | null
  accessEndsAt: Date | null
  details?: Record<string, unknown>
  expiresAt: Date
}

export interface InvitationRepository {
  /** Opens an invitation, or renews the open one for the same e-mail (new secret, role, expiry). */
  upsertOpen(input: NewInvitation): Promise<InvitationRow>
  /** upsertOpen for many at once (the import); answers each row's id and e-mail. */
  upsertOpenMany(inputs: readonly NewInvitation[]): Promise<{ id: string; email: string }[]>
  listOpen(companyId: string): Promise<InvitationListing[]>
  findOpen(companyId: string, id: string): Promise<InvitationRow | null>
  renew(
    companyId: string,
    id: string,
    tokenHash: string,
    expiresAt: Date,
    now: Date,
  ): Promise<InvitationRow | null>
  revoke(companyId: string, id: string, now: Date): Promise<InvitationRow | null>
  /** Open invitations addressed to this e-mail, from any company, not yet expired. */
  incoming(email: string, now: Date): Promise<IncomingInvitation[]>
  findIncomingById(id: string): Promise<IncomingInvitation | null>
  findIncomingByTokenHash(tokenHash: string): Promise<IncomingInvitation | null>
  /** Locks the invitation for its acceptance; null when it is no longer open. */
  lockOpen(id: string): Promise<InvitationRow | null>
  markAccepted(id: string, userId: string, now: Date): Promise<void>
}

type InvitationsExpression = ExpressionBuilder<DB, 'business_invitations'>

/** Neither accepted nor revoked. */
const isOpen = (eb: InvitationsExpression) =>
  eb.and([eb('accepted_at', 'is', null), eb('revoked_at', 'is', null)])

/** The company's open invitation with this id. */
const openOf = (companyId: string, id: string) => (eb: InvitationsExpression) =>
  eb.and([eb('company_id', '=', companyId), eb('id', '=', id), isOpen(eb)])

export function createInvitationRepository(db: Kysely<DB>): InvitationRepository {
  /** Open invitations with their role's name and the inviter's e-mail. */
  const openListing = () =>
    db
      .selectFrom('business_invitations as i')
      .innerJoin('roles as r', 'r.id', 'i.role_id')
      .leftJoin('users as by', 'by.id', 'i.invited_by_user_id')
      .selectAll('i')
      .select(['r.name as roleName', 'by.email as invitedByEmail'])
      .where('i.accepted_at', 'is', null)
      .where('i.revoked_at', 'is', null)

  const incomingQuery = () =>
    openListing().innerJoin('companies as c', 'c.id', 'i.company_id').select('c.name as companyName')

  const valuesOf = (input: NewInvitation) => ({
    company_id: input.companyId,
    email: input.email,
    role_id: input.roleId,
    token_hash: input.tokenHash,
    invited_by_user_id: input.invitedByUserId,
    guest: input.guest,
    sponsor_user_id: input.sponsorUserId,
    access_ends_at: input.accessEndsAt,
    details: JSON.stringify(input.details ?? {}),
    expires_at: input.expiresAt,
  })

  /** Inserts, or renews the open invitation of the same company and e-mail with the new values. */
  const upsertOpenQuery = (inputs: readonly NewInvitation[]) =>
    db
      .insertInto('business_invitations')
      .values(inputs.map(valuesOf))
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'email'])
          .where(isOpen)
          .doUpdateSet((eb) => ({
            role_id: eb.ref('excluded.role_id'),
            token_hash: eb.ref('excluded.token_hash'),
            invited_by_user_id: eb.ref('excluded.invited_by_user_id'),
            guest: eb.ref('excluded.guest'),
            sponsor_user_id: eb.ref('excluded.sponsor_user_id'),
            access_ends_at: eb.ref('excluded.access_ends_at'),
            details: eb.ref('excluded.details'),
            expires_at: eb.ref('excluded.expires_at'),
            sent_at: sql`now()`,
          })),
      )

  return {
    async upsertOpenMany(inputs) {
      if (inputs.length === 0) return []
      return upsertOpenQuery(inputs).returning(['id', 'email']).execute()
    },
    upsertOpen: (input) => upsertOpenQuery([input]).returningAll().executeTakeFirstOrThrow(),
    async listOpen(companyId) {
      return openListing()
        .leftJoin('users as s', 's.id', 'i.sponsor_user_id')
        .select('s.email as sponsorEmail')
        .where('i.company_id', '=', companyId)
        .orderBy('i.sent_at', 'desc')
        .limit(1000)
        .execute()
    },
    async findOpen(companyId, id) {
      const row = await db
        .selectFrom('business_invitations')
        .selectAll()
        .where(openOf(companyId, id))
        .executeTakeFirst()
      return row ?? null
    },
    async renew(companyId, id, tokenHash, expiresAt, now) {
      const row = await db
        .updateTable('business_invitations')
        .set({ token_hash: tokenHash, expires_at: expiresAt, sent_at: now })
        .where(openOf(companyId, id))
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async revoke(companyId, id, now) {
      const row = await db
        .updateTable('business_invitations')
        .set({ revoked_at: now })
        .where(openOf(companyId, id))
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async incoming(email, now) {
      return incomingQuery()
        .where('i.email', '=', email.toLowerCase())
        .where('i.expires_at', '>', now)
        .orderBy('i.sent_at', 'desc')
        .execute()
    },
    async findIncomingById(id) {
      return (await incomingQuery().where('i.id', '=', id).executeTakeFirst()) ?? null
    },
    async findIncomingByTokenHash(tokenHash) {
      return (await incomingQuery().where('i.token_hash', '=', tokenHash).executeTakeFirst()) ?? null
    },
    async lockOpen(id) {
      const row = await db
        .selectFrom('business_invitations')
        .selectAll()
        .where('id', '=', id)
        .where(isOpen)
        .forUpdate()
        .executeTakeFirst()
      return row ?? null
    },
    async markAccepted(id, userId, now) {
      await db
        .updateTable('business_invitations')
        .set({ accepted_at: now, accepted_user_id: userId })
        .where('id', '=', id)
        .execute()
    },
  }
}
