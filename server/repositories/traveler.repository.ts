import type { Insertable, Kysely, Selectable, Transaction } from 'kysely'
import type { DB, TravelersTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { lockUser } from './user.repository.ts'

export type TravelerRow = Selectable<TravelersTable>

/** The columns a user may write; user_id, id and the timestamps are the repository's own. */
export type TravelerFields = Omit<Insertable<TravelersTable>, 'id' | 'user_id' | 'created_at' | 'updated_at'>

/**
 * Every query is scoped by the owner's user id: a traveller of another user is indistinguishable
 * from one that does not exist (ASVS 8.2.2).
 */
export interface TravelerRepository {
  listForUser(userId: string): Promise<TravelerRow[]>
  findForUser(userId: string, travelerId: string): Promise<TravelerRow | null>
  findPreferred(userId: string): Promise<TravelerRow | null>
  countForUser(userId: string): Promise<number>
  create(userId: string, fields: TravelerFields): Promise<TravelerRow>
  /** null when the traveller is not this user's. */
  update(userId: string, travelerId: string, fields: Partial<TravelerFields>): Promise<TravelerRow | null>
  /** false when the traveller is not this user's. */
  delete(userId: string, travelerId: string): Promise<boolean>
}

export function createTravelerRepository(db: Kysely<DB>): TravelerRepository {
  async function unsetOtherPreferred(trx: Transaction<DB>, userId: string, keepId: string) {
    await trx
      .updateTable('travelers')
      .set({ preferred: false, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', '!=', keepId)
      .where('preferred', '=', true)
      .execute()
  }

  return {
    async listForUser(userId) {
      return db
        .selectFrom('travelers')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('preferred', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    },
    async findForUser(userId, travelerId) {
      if (!isUuid(travelerId)) return null
      const row = await db
        .selectFrom('travelers')
        .selectAll()
        .where('id', '=', travelerId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },
    async findPreferred(userId) {
      const row = await db
        .selectFrom('travelers')
        .selectAll()
        .where('user_id', '=', userId)
        .where('preferred', '=', true)
        .orderBy('updated_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row ?? null
    },
    async countForUser(userId) {
      const row = await db
        .selectFrom('travelers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async create(userId, fields) {
      return db.transaction().execute(async (trx) => {
        // Saves of one user queue on the user's row, so two at once cannot leave two preferred travellers.
        await lockUser(trx, userId)
        const row = await trx
          .insertInto('travelers')
          .values({ ...fields, user_id: userId })
          .returningAll()
          .executeTakeFirstOrThrow()
        if (row.preferred) await unsetOtherPreferred(trx, userId, row.id)
        return row
      })
    },
    async update(userId, travelerId, fields) {
      if (!isUuid(travelerId)) return null
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, userId)
        const row = await trx
          .updateTable('travelers')
          .set({ ...fields, updated_at: new Date() })
          .where('id', '=', travelerId)
          .where('user_id', '=', userId)
          .returningAll()
          .executeTakeFirst()
        if (row?.preferred) await unsetOtherPreferred(trx, userId, row.id)
        return row ?? null
      })
    },
    async delete(userId, travelerId) {
      if (!isUuid(travelerId)) return false
      const result = await db
        .deleteFrom('travelers')
        .where('id', '=', travelerId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },
  }
}
