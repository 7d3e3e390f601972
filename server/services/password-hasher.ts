import os from 'node:os'
import { type Algorithm, hash, verify } from '@node-rs/argon2'
import { createConcurrencyLimit, type RunOptions, SaturatedError } from './concurrency-limit.ts'

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 25 ms a hash on the 2-core box. */
export const PASSWORD_HASH_PARAMETERS = {
  // Algorithm is an ambient const enum, which isolated modules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

/**
 * Each argon2 hash keeps a core busy for about 25 ms. Hashing on all but one core leaves the event
 * loop a core of its own, and a short queue turns a flood of wrong passwords into fast 503s instead of
 * starving every other route (DESIGN.md budgets).
 */
export const hashingLimit = createConcurrencyLimit(
  'password hashing',
  Math.max(1, os.availableParallelism() - 1),
  8,
  // An address or an account holds at most two places (decision 091): a flood from one source, or at
  // one account, cannot fill the queue; a recognised device's sign-in has a lane of its own.
  { perKey: 2, maxTrustedQueue: 64 },
)

/** Refuses at once, before any database work, when a shared password check could not run anyway. */
export function assertHashingCapacity(keys: readonly string[] = []): void {
  if (hashingLimit.full || hashingLimit.overShare(keys)) throw new SaturatedError('password hashing')
}

export function hashPassword(password: string): Promise<string> {
  return hashingLimit.run(() => hash(password, PASSWORD_HASH_PARAMETERS))
}

/** A real argon2id hash of a random value: verified against when the account does not exist. */
const DECOY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$egj6Hb5S+tbK9sm2XNr24A$P80+FGQhQg3UoSm1mPTB7Mn3JxYJNKpF3TYaPgY24sQ'

/**
 * False for a wrong password and for a stored value that is not an argon2 hash. With no stored hash it
 * still does the same work, so that an unknown e-mail answers in the same time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
  lane: RunOptions = {},
): Promise<boolean> {
  return hashingLimit.run(async () => {
    try {
      const ok = await verify(storedHash ?? DECOY_HASH, password)
      return storedHash !== null && ok
    } catch {
      return false
    }
  }, lane)
}
