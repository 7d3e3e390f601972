import crypto from 'node:crypto'
import { sameSecret } from './same-secret.ts'

/**
 * A value that needs no storage (decision 018): `random.expiry.mac`, where the caller's MAC binds the
 * random part and the expiry (in seconds) to whatever it signs besides, such as the browser's group secret.
 */
type MacOf = (r: string, exp: number) => string

export function issueBoundValue(lifetimeS: number, now: Date, macOf: MacOf): string {
  const r = crypto.randomBytes(16).toString('base64url')
  const exp = Math.floor(now.getTime() / 1000) + lifetimeS
  return `${r}.${exp}.${macOf(r, exp)}`
}

/** True when the value is well formed, not expired and carries the MAC the caller computes again. */
export function verifyBoundValue(value: string, now: Date, macOf: MacOf): boolean {
  const [r, expText, sent, extra] = value.split('.')
  if (!r || !expText || !sent || extra !== undefined || !/^[0-9]{1,12}$/.test(expText)) return false
  const exp = Number(expText)
  if (exp < Math.floor(now.getTime() / 1000)) return false
  return sameSecret(macOf(r, exp), sent)
}
