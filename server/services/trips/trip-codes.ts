import crypto from 'node:crypto'
import { OWNER_ID_LENGTH, TRIP_ID_ALPHABET, TRIP_ID_LENGTH } from '../../../shared/trips/trip-ids.ts'

/** A random code over the full trip id's alphabet (uniform: randomInt has no modulo bias). */
export function randomCode(length: number): string {
  let code = ''
  for (let i = 0; i < length; i += 1) code += TRIP_ID_ALPHABET[crypto.randomInt(TRIP_ID_ALPHABET.length)]
  return code
}

export const newTripCode = () => randomCode(TRIP_ID_LENGTH)
export const newOwnerCode = () => randomCode(OWNER_ID_LENGTH)

/** A read-only link's secret (256 bits, base64url, 43 characters) and the hash that is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}
