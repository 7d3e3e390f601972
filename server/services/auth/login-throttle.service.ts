import crypto from 'node:crypto'
import type { LoginThrottleRepository } from '../../repositories/login-throttle.repository.ts'

/**
 * Per-account throttling (NIST 800-63B: at most 100 consecutive failures). The key is a keyed hash of
 * the e-mail whether or not an account exists, so unknown and known e-mails behave alike.
 */
export const LOGIN_THROTTLE = { freeFailures: 5, maxDelaySeconds: 60, blockAt: 100 } as const

export type ThrottleVerdict = { kind: 'ok' } | { kind: 'wait'; seconds: number } | { kind: 'blocked' }

export interface LoginThrottle {
  keyFor(scope: string, identifier: string): string
  check(key: string, now?: Date): Promise<ThrottleVerdict>
  fail(key: string, now?: Date): Promise<ThrottleVerdict>
  clear(key: string): Promise<void>
  /** True at most once a day per key: time to tell the account's owner. */
  tellOwnerOnce(key: string, now?: Date): Promise<boolean>
}

/** Back-off after the free failures: 1, 2, 4... seconds, at most a minute, since the last failure. */
export function delaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeFailures) return 0
  return Math.min(2 ** (failures - LOGIN_THROTTLE.freeFailures), LOGIN_THROTTLE.maxDelaySeconds)
}

export function createLoginThrottle(repo: LoginThrottleRepository, key: string): LoginThrottle {
  function verdict(
    failures: number,
    blocked: boolean,
    lastFailureAt: Date | null,
    now: Date,
  ): ThrottleVerdict {
    if (blocked) return { kind: 'blocked' }
    const wait = delaySeconds(failures)
    if (!wait || !lastFailureAt) return { kind: 'ok' }
    const left = lastFailureAt.getTime() + wait * 1000 - now.getTime()
    return left > 0 ? { kind: 'wait', seconds: Math.ceil(left / 1000) } : { kind: 'ok' }
  }
  return {
    keyFor(scope, identifier) {
      return crypto
        .createHmac('sha256', key)
        .update(`throttle:${scope}:${identifier.toLowerCase()}`)
        .digest('hex')
    },
    async check(k, now = new Date()) {
      const row = await repo.find(k)
      if (!row) return { kind: 'ok' }
      return verdict(row.failures, row.blocked_at !== null, row.last_failure_at, now)
    },
    async fail(k, now = new Date()) {
      const row = await repo.recordFailure(k, now, LOGIN_THROTTLE.blockAt)
      return verdict(row.failures, row.blocked_at !== null, row.last_failure_at, now)
    },
    clear: (k) => repo.clear(k),
    tellOwnerOnce: (k, now = new Date()) => repo.tellOwnerOnce(k, now),
  }
}
