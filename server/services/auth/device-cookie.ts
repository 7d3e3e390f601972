import crypto from 'node:crypto'
import { sameSecret } from './same-secret.ts'

/*
 * Device cookies (OWASP's "Slow down online guessing attacks with device cookies"; decision 091): after
 * a successful password sign-in the browser gets a signed cookie naming the account and this device. Its
 * holder signs in past the shared hashing queue and past the account's lockout, which failures from
 * elsewhere cause; its own failures count against the device, not the account.
 */

/** The cookie's name: __Host- over https, as the session group's. */
export const deviceCookieName = (publicOrigin: string) =>
  publicOrigin.startsWith('https://') ? '__Host-fw_dev' : 'fw_dev'

/** A year: the owner's browser stays recognised while it is used. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 86_400
/** One cookie recognises this many accounts of the browser (the switcher's). */
export const DEVICE_ACCOUNTS_MAX = 5

export interface DeviceClaim {
  userId: string
  /** The device's own id, which its failures count against. */
  deviceId: string
}

const mac = (secret: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`device-cookie:${body}`).digest('base64url')

/** One entry: `userId.deviceId.issuedAtSeconds.mac`. */
function entryOf(secret: string, claim: DeviceClaim, issuedAtS: number): string {
  const body = `${claim.userId}.${claim.deviceId}.${issuedAtS}`
  return `${body}.${mac(secret, body)}`
}

/** The claims a cookie's value proves, the expired and forged ones left out. */
export function readDeviceCookie(secret: string, value: string | undefined, now = new Date()): DeviceClaim[] {
  if (!value || value.length > 2_000) return []
  const claims: DeviceClaim[] = []
  for (const entry of value.split('~').slice(0, DEVICE_ACCOUNTS_MAX)) {
    const [userId, deviceId, issued, signature] = entry.split('.')
    if (!userId || !deviceId || !issued || !signature) continue
    if (!sameSecret(signature, mac(secret, `${userId}.${deviceId}.${issued}`))) continue
    const ageS = now.getTime() / 1000 - Number(issued)
    if (!(ageS >= 0 && ageS < DEVICE_COOKIE_MAX_AGE_S)) continue
    claims.push({ userId, deviceId })
  }
  return claims
}

/** The cookie after `userId` signed in here: its entry renewed first, the others kept (five at most). */
export function deviceCookieAfterSignIn(
  secret: string,
  value: string | undefined,
  userId: string,
  now = new Date(),
): string {
  const claims = readDeviceCookie(secret, value, now)
  const kept = claims.filter((c) => c.userId !== userId)
  const own = claims.find((c) => c.userId === userId)
  const deviceId = own?.deviceId ?? crypto.randomBytes(12).toString('base64url')
  const issuedAtS = Math.floor(now.getTime() / 1000)
  return [{ userId, deviceId }, ...kept]
    .slice(0, DEVICE_ACCOUNTS_MAX)
    .map((claim) => entryOf(secret, claim, issuedAtS))
    .join('~')
}
