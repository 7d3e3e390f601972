import type { Kysely, Selectable } from 'kysely'
import type { DB, GuidebooksTable } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { lockUser } from './user.repository.ts'

export type GuidebookRow = Selectable<GuidebooksTable>

export interface GuidebookFields {
  name: string
  destination: string
}

/**
 * Every query is scoped by the owner's user id: another user's guidebook reads exactly like one that
 * does not exist (ASVS 8.2.2).
 */
export interface GuidebookRepository {
  listForUser(userId: string): Promise<GuidebookRow[]>
  /** null when the user already holds `max` guidebooks. */
  createWithin(userId: string, fields: GuidebookFields, max: number): Promise<GuidebookRow | null>
  /** null when the guidebook is not this user's. */
  update(userId: string, guidebookId: string, fields: Partial<GuidebookFields>): Promise<GuidebookRow | null>
  /** false when the guidebook is not this user's. */
  delete(userId: string, guidebookId: string): Promise<boolean>
}

export function createGuidebookRepository(db: Kysely<DB>): GuidebookRepository {
  return {
    async listForUser(userId) {
      return db
        .selectFrom('guidebooks')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    },
    async createWithin(userId, fields, max) {
      return db.transaction().execute(async (trx) => {
        // Creates of one user queue on the user's row: two at once cannot both pass the count.
        await lockUser(trx, userId)
        const { n } = await trx
          .selectFrom('guidebooks')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
        if (Number(n) >= max) return null
        return trx
          .insertInto('guidebooks')
          .values({ user_id: userId, ...fields })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
    },
    async update(userId, guidebookId, fields) {
      if (!isUuid(guidebookId)) return null
      const row = await db
        .updateTable('guidebooks')
        .set({ ...fields, updated_at: new Date() })
        .where('id', '=', guidebookId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst()
      return row ?? null
    },
    async delete(userId, guidebookId) {
      if (!isUuid(guidebookId)) return false
      const result = await db
        .deleteFrom('guidebooks')
        .where('id', '=', guidebookId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },
  }
}
