import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export interface TripShareRow {
  id: string
  tripId: string
  email: string
  role: 'viewer' | 'editor'
  userId: string | null
  createdAt: Date
}

/** Shares by e-mail and read-only links of trips the caller has already shown to be the owner's. */
export interface TripSharesRepository {
  /** The trip's shares; accepted: an account can see the trip through it now (bound, or a confirmed address). */
  list(tripId: string): Promise<Array<TripShareRow & { accepted: boolean }>>
  find(tripId: string, shareId: string): Promise<TripShareRow | null>
  count(tripId: string): Promise<number>
  /** Shares the trip with the address, or changes the role of its share; answers the share. */
  upsert(input: {
    tripId: string
    email: string
    role: 'viewer' | 'editor'
    userId: string | null
    createdByUserId: string
  }): Promise<TripShareRow & { created: boolean }>
  setRole(shareId: string, role: 'viewer' | 'editor'): Promise<void>
  remove(shareId: string): Promise<void>
  /** Binds the shares still sent only to this (confirmed) address to its account. */
  bindToAccount(userId: string, email: string): Promise<void>
  /** Share mails the sender made since `since`: in all, and to this address. */
  mailsSince(senderUserId: string, email: string, since: Date): Promise<{ all: number; toAddress: number }>
  recordMail(senderUserId: string, email: string): Promise<void>
  activeLink(tripId: string): Promise<{ createdAt: Date } | null>
  /** Revokes the trip's working link, if any, and makes this one the trip's link (in a transaction). */
  replaceLink(tripId: string, tokenHash: string, createdByUserId: string): Promise<{ createdAt: Date }>
  revokeLinks(tripId: string): Promise<void>
  tripOfLink(tokenHash: string): Promise<string | null>
}

const SHARE_COLUMNS = [
  'id',
  'trip_id as tripId',
  'email',
  'role',
  'user_id as userId',
  'created_at as createdAt',
] as const

export function createTripSharesRepository(db: Kysely<DB>): TripSharesRepository {
  return {
    async list(tripId) {
      const rows = await db
        .selectFrom('trip_shares as s')
        .select([
          's.id',
          's.trip_id as tripId',
          's.email',
          's.role',
          's.user_id as userId',
          's.created_at as createdAt',
          (eb) => eb('s.user_id', 'is not', null).as('accepted'),
        ])
        .where('s.trip_id', '=', tripId)
        .orderBy('s.created_at')
        .orderBy('s.id')
        .execute()
      return rows.map((r) => ({ ...r, accepted: Boolean(r.accepted) }))
    },
    async find(tripId, shareId) {
      if (!isUuid(shareId)) return null
      const row = await db
        .selectFrom('trip_shares')
        .select(SHARE_COLUMNS)
        .where('trip_id', '=', tripId)
        .where('id', '=', shareId)
        .executeTakeFirst()
      return row ?? null
    },
    async count(tripId) {
      const row = await db
        .selectFrom('trip_shares')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('trip_id', '=', tripId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async upsert(input) {
      const row = await db
        .insertInto('trip_shares')
        .values({
          trip_id: input.tripId,
          email: input.email,
          role: input.role,
          user_id: input.userId,
          created_by_user_id: input.createdByUserId,
        })
        .onConflict((oc) =>
          oc.columns(['trip_id', 'email']).doUpdateSet((eb) => ({
            role: eb.ref('excluded.role'),
            user_id: sql<string | null>`coalesce(trip_shares.user_id, excluded.user_id)`,
            updated_at: sql<Date>`now()`,
          })),
        )
        // xmax is 0 for a row this statement inserted, not for one it updated.
        .returning([...SHARE_COLUMNS, sql<boolean>`(xmax = 0)`.as('created')])
        .executeTakeFirstOrThrow()
      return row
    },
    async setRole(shareId, role) {
      await db
        .updateTable('trip_shares')
        .set({ role, updated_at: sql<Date>`now()` })
        .where('id', '=', shareId)
        .execute()
    },
    async remove(shareId) {
      await db.deleteFrom('trip_shares').where('id', '=', shareId).execute()
    },
    async mailsSince(senderUserId, email, since) {
      const row = await db
        .selectFrom('trip_share_mails')
        .select((eb) => [
          eb.fn.countAll<string>().as('all'),
          eb.fn.count<string>(eb.case().when('email', '=', email).then(1).end()).as('toAddress'),
        ])
        .where('sender_user_id', '=', senderUserId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
      return { all: Number(row.all), toAddress: Number(row.toAddress) }
    },
    async bindToAccount(userId, email) {
      await db
        .updateTable('trip_shares')
        .set({ user_id: userId })
        .where('user_id', 'is', null)
        .where('email', '=', email.toLowerCase())
        // Never to a trip of one's own (a share to the owner's address is refused, this keeps it so).
        .where('trip_id', 'not in', (eb) =>
          eb.selectFrom('trips').select('id').where('owner_user_id', '=', userId),
        )
        .execute()
    },
    async recordMail(senderUserId, email) {
      await db.insertInto('trip_share_mails').values({ sender_user_id: senderUserId, email }).execute()
    },
    async activeLink(tripId) {
      const row = await db
        .selectFrom('trip_share_links')
        .select('created_at as createdAt')
        .where('trip_id', '=', tripId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return row ?? null
    },
    async replaceLink(tripId, tokenHash, createdByUserId) {
      await this.revokeLinks(tripId)
      return db
        .insertInto('trip_share_links')
        .values({ trip_id: tripId, token_hash: tokenHash, created_by_user_id: createdByUserId })
        .returning('created_at as createdAt')
        .executeTakeFirstOrThrow()
    },
    async revokeLinks(tripId) {
      await db
        .updateTable('trip_share_links')
        .set({ revoked_at: sql<Date>`now()` })
        .where('trip_id', '=', tripId)
        .where('revoked_at', 'is', null)
        .execute()
    },
    async tripOfLink(tokenHash) {
      const row = await db
        .selectFrom('trip_share_links')
        .select('trip_id')
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return row?.trip_id ?? null
    },
  }
}
