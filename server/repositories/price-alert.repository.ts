import type { Kysely, Selectable } from 'kysely'
import type { DB, PriceAlertsTable, PriceAlertVertical } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export type PriceAlertRow = Selectable<PriceAlertsTable>

/**
 * Every query is scoped by the owner's user id: another user's alert is indistinguishable from one that
 * does not exist (ASVS 8.2.2).
 */
export interface PriceAlertRepository {
  listForUser(userId: string): Promise<PriceAlertRow[]>
  countForUser(userId: string): Promise<number>
  /** The existing row when the user already follows this page (one alert per page). */
  createOrFind(userId: string, vertical: PriceAlertVertical, searchPath: string): Promise<PriceAlertRow>
  /** false when the alert is not this user's. */
  delete(userId: string, priceAlertId: string): Promise<boolean>
  emailEnabled(userId: string): Promise<boolean>
  setEmailEnabled(userId: string, enabled: boolean): Promise<void>
}

export function createPriceAlertRepository(db: Kysely<DB>): PriceAlertRepository {
  return {
    async listForUser(userId) {
      return db
        .selectFrom('price_alerts')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    },
    async countForUser(userId) {
      const row = await db
        .selectFrom('price_alerts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async createOrFind(userId, vertical, searchPath) {
      const made = await db
        .insertInto('price_alerts')
        .values({ user_id: userId, vertical, search_path: searchPath })
        .onConflict((oc) => oc.columns(['user_id', 'search_path']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (made) return made
      return db
        .selectFrom('price_alerts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('search_path', '=', searchPath)
        .executeTakeFirstOrThrow()
    },
    async delete(userId, priceAlertId) {
      if (!isUuid(priceAlertId)) return false
      const result = await db
        .deleteFrom('price_alerts')
        .where('id', '=', priceAlertId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
    async emailEnabled(userId) {
      const row = await db
        .selectFrom('price_alert_settings')
        .select('email_enabled')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.email_enabled ?? true
    },
    async setEmailEnabled(userId, enabled) {
      await db
        .insertInto('price_alert_settings')
        .values({ user_id: userId, email_enabled: enabled })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ email_enabled: enabled, updated_at: new Date() }),
        )
        .execute()
    },
  }
}
