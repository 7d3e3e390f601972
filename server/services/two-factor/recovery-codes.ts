import crypto from 'node:crypto'
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODES,
} from '../../../shared/two-factor/two-factor-contract.ts'

/** Ten codes of ten characters from Crockford's alphabet: 50 bits each, drawn from the CSPRNG. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES.count }, () =>
    Array.from(
      { length: RECOVERY_CODES.length },
      () => RECOVERY_CODES.alphabet[crypto.randomInt(RECOVERY_CODES.alphabet.length)],
    ).join(''),
  )
}

/**
 * What the database keeps of a code: an HMAC bound to the user. 50 random bits need no slow hash;
 * the key keeps a stolen table from being checked offline at all.
 */
export function recoveryCodeHash(key: string, userId: string, code: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`recovery:${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex')
}

export { formatRecoveryCode }
