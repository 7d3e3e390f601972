import type { Kysely, Selectable } from 'kysely'
import type { DB, LoginThrottleTable } from '../db/schema.ts'

export type LoginThrottleRow = Selectable<LoginThrottleTable>

export interface LoginThrottleRepository {
  find(keyHash: string): Promise<LoginThrottleRow | null>
  /** One more consecutive failure, atomically (concurrent guesses all count). */
  recordFailure(keyHash: string, now: Date, blockAt: number): Promise<LoginThrottleRow>
  clear(keyHash: string): Promise<void>
  /** True once a day at most per key: the caller then tells the account's owner (decision 091). */
  tellOwnerOnce(keyHash: string, now: Date): Promise<boolean>
}

export function createLoginThrottleRepository(db: Kysely<DB>): LoginThrottleRepository {
  return {
    async find(keyHash) {
      const row = await db
        .selectFrom('login_throttle')
        .selectAll()
        .where('key_hash', '=', keyHash)
        .executeTakeFirst()
      return row ?? null
    },
    async recordFailure(keyHash, now, blockAt) {
      return db
        .insertInto('login_throttle')
        .values({ key_hash: keyHash, failures: 1, last_failure_at: now })
        .onConflict((oc) =>
          oc.column('key_hash').doUpdateSet((eb) => ({
            failures: eb('login_throttle.failures', '+', 1),
            last_failure_at: now,
            blocked_at: eb
              .case()
              .when(eb('login_throttle.failures', '+', 1), '>=', blockAt)
              .then(eb.fn.coalesce('login_throttle.blocked_at', eb.val(now)))
              .else(eb.ref('login_throttle.blocked_at'))
              .end(),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    async clear(keyHash) {
      await db.deleteFrom('login_throttle').where('key_hash', '=', keyHash).execute()
    },
    async tellOwnerOnce(keyHash, now) {
      const dayAgo = new Date(now.getTime() - 86_400_000)
      const told = await db
        .updateTable('login_throttle')
        .set({ owner_told_at: now })
        .where('key_hash', '=', keyHash)
        .where((eb) => eb.or([eb('owner_told_at', 'is', null), eb('owner_told_at', '<', dayAgo)]))
        .executeTakeFirst()
      return told.numUpdatedRows > 0n
    },
  }
}
