import crypto from 'node:crypto'
import { MAGIC_CODE_LENGTH } from '../../../shared/auth/auth-contract.ts'

/** Link secrets: 256 bits from the CSPRNG, 43 base64url characters. */
export function newLinkSecret(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/** What the database keeps of a link secret: a keyed hash, useless to whoever reads the table. */
export function linkSecretHash(key: string, secret: string): string {
  return crypto.createHmac('sha256', key).update(`link:${secret}`).digest('hex')
}

/** Six CSPRNG digits (about 20 bits; ASVS 6.6.3), safe because each code allows only a few guesses. */
export function newCode(): string {
  return crypto
    .randomInt(0, 10 ** MAGIC_CODE_LENGTH)
    .toString()
    .padStart(MAGIC_CODE_LENGTH, '0')
}

/** Codes are short, so their hash is bound to the e-mail: the same code for two people differs. */
export function codeHash(key: string, email: string, code: string): string {
  return crypto.createHmac('sha256', key).update(`code:${email.toLowerCase()}:${code}`).digest('hex')
}
