import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB, TotpCredentialsTable } from '../db/schema.ts'
import { createLoginThrottleRepository } from './login-throttle.repository.ts'

export type TotpRow = Selectable<TotpCredentialsTable>

/** Attempts before back-off starts, the longest wait, and the count that blocks (decision 020). */
export interface AttemptLimits {
  freeAttempts: number
  maxDelaySeconds: number
  blockAt: number
}

/** A user's authenticator app and recovery codes, and the atomic gate in front of every guess. */
export interface SecondFactorRepository {
  findTotp(userId: string): Promise<TotpRow | null>
  /** Starts or restarts an enrolment; false when a confirmed authenticator is already there. */
  startTotpEnrolment(userId: string, secretEncrypted: string, now: Date): Promise<boolean>
  /** Confirms an enrolment begun after `notBefore`, remembering the step used; false when there is none. */
  confirmTotp(userId: string, step: bigint, notBefore: Date, now: Date): Promise<boolean>
  /** Accepts a step newer than every step used before, once: concurrent replays get false. */
  spendTotpStep(userId: string, step: bigint): Promise<boolean>
  /** Removes the authenticator and every recovery code; false when there was no authenticator. */
  removeTotp(userId: string): Promise<boolean>
  countLiveRecoveryCodes(userId: string): Promise<number>
  /** The new set replaces every earlier code, used or not. */
  replaceRecoveryCodes(userId: string, hashes: readonly string[], now: Date): Promise<void>
  /** Spends one code; only the first of concurrent uses gets true. */
  spendRecoveryCode(userId: string, hash: string, now: Date): Promise<boolean>
  /**
   * Counts one more guess under the key, in one statement, but only if the key is neither blocked
   * nor waiting out its back-off: concurrent guesses cannot all slip past a check made beforehand.
   * Null when refused (then `current` holds the state to compute the wait from).
   */
  takeAttempt(
    keyHash: string,
    now: Date,
    limits: AttemptLimits,
  ): Promise<{ allowed: true } | { allowed: false; failures: number; lastAt: Date | null; blocked: boolean }>
}

export function createSecondFactorRepository(db: Kysely<DB>): SecondFactorRepository {
  return {
    async findTotp(userId) {
      const row = await db
        .selectFrom('totp_credentials')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },
    async startTotpEnrolment(userId, secretEncrypted, now) {
      const row = await db
        .insertInto('totp_credentials')
        .values({ user_id: userId, secret_encrypted: secretEncrypted, created_at: now })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ secret_encrypted: secretEncrypted, created_at: now, last_used_step: 0 })
            .where('totp_credentials.confirmed_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst()
      return row !== undefined
    },
    async confirmTotp(userId, step, notBefore, now) {
      const result = await db
        .updateTable('totp_credentials')
        .set({ confirmed_at: now, last_used_step: step.toString() })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is', null)
        .where('created_at', '>', notBefore)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    async spendTotpStep(userId, step) {
      const result = await db
        .updateTable('totp_credentials')
        .set({ last_used_step: step.toString() })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .where(sql<boolean>`last_used_step < ${step.toString()}::bigint`)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    async removeTotp(userId) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
        const result = await trx
          .deleteFrom('totp_credentials')
          .where('user_id', '=', userId)
          .where('confirmed_at', 'is not', null)
          .executeTakeFirst()
        return Number(result.numDeletedRows) === 1
      })
    },
    async countLiveRecoveryCodes(userId) {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },
    async replaceRecoveryCodes(userId, hashes, now) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
        await trx
          .insertInto('recovery_codes')
          .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
          .execute()
      })
    },
    async spendRecoveryCode(userId, hash, now) {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) >= 1
    },
    async takeAttempt(keyHash, now, limits) {
      // Same table and back-off as sign-in (decision 011): free attempts, then 1, 2, 4 ... seconds
      // since the last one, blocked at `blockAt` consecutive attempts without a success.
      const wait = sql<Date>`login_throttle.last_failure_at + make_interval(secs => least(power(2, login_throttle.failures - ${limits.freeAttempts}), ${limits.maxDelaySeconds}))`
      const taken = await db
        .insertInto('login_throttle')
        .values({ key_hash: keyHash, failures: 1, last_failure_at: now })
        .onConflict((oc) =>
          oc
            .column('key_hash')
            .doUpdateSet((eb) => ({
              failures: eb('login_throttle.failures', '+', 1),
              last_failure_at: now,
              blocked_at: eb
                .case()
                .when(eb('login_throttle.failures', '+', 1), '>=', limits.blockAt)
                .then(eb.val(now))
                .else(eb.ref('login_throttle.blocked_at'))
                .end(),
            }))
            .where((eb) =>
              eb.and([
                eb('login_throttle.blocked_at', 'is', null),
                eb.or([
                  eb('login_throttle.failures', '<', limits.freeAttempts),
                  eb('login_throttle.last_failure_at', 'is', null),
                  eb(wait, '<=', now),
                ]),
              ]),
            ),
        )
        .returning('key_hash')
        .executeTakeFirst()
      if (taken) return { allowed: true }
      const row = await createLoginThrottleRepository(db).find(keyHash)
      return {
        allowed: false,
        failures: row?.failures ?? 0,
        lastAt: row?.last_failure_at ?? null,
        blocked: row?.blocked_at != null,
      }
    },
  }
}
