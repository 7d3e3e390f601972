import crypto from 'node:crypto'
import { encodeBase32NoPadding } from '@oslojs/encoding'
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp'
import { renderSVG } from 'uqr'
import { TOTP } from '../../../shared/two-factor/two-factor-contract.ts'

/**
 * The key that encrypts authenticator secrets at rest: HKDF of the server secret with a label of its
 * own, so it is never the key of any HMAC we compute from the same secret.
 */
export function totpEncryptionKey(serverSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'fernway', 'totp-secret-encryption-v1', 32))
}

/**
 * AES-256-GCM with a fresh nonce; the user id is authenticated data, so a ciphertext copied to another
 * user's row does not decrypt. Stored as "v1." + base64url(nonce | ciphertext | tag).
 */
export function encryptTotpSecret(key: Buffer, userId: string, secret: Uint8Array): string {
  const nonce = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(Buffer.from(userId))
  const body = Buffer.concat([cipher.update(secret), cipher.final()])
  return `v1.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`
}

export function decryptTotpSecret(key: Buffer, userId: string, stored: string): Uint8Array {
  if (!stored.startsWith('v1.')) throw new Error('unknown TOTP secret format')
  const raw = Buffer.from(stored.slice(3), 'base64url')
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAAD(Buffer.from(userId))
  decipher.setAuthTag(raw.subarray(raw.length - 16))
  return new Uint8Array(Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]))
}

export function newTotpSecret(): Uint8Array {
  return new Uint8Array(crypto.randomBytes(TOTP.secretBytes))
}

export function totpStepAt(nowMs: number): bigint {
  return BigInt(Math.floor(nowMs / (TOTP.periodSeconds * 1000)))
}

export function totpCode(secret: Uint8Array, step: bigint): string {
  return generateHOTP(secret, step, TOTP.digits)
}

/**
 * The time step (now ± the window) whose code this is, or null. Every candidate is computed and
 * compared in constant time, so the answer's timing does not tell which step matched.
 */
export function matchingTotpStep(secret: Uint8Array, code: string, nowMs: number): bigint | null {
  const now = totpStepAt(nowMs)
  const given = Buffer.from(code.padEnd(TOTP.digits, ' ').slice(0, TOTP.digits))
  let found: bigint | null = null
  for (let offset = -TOTP.window; offset <= TOTP.window; offset++) {
    const step = now + BigInt(offset)
    const expected = Buffer.from(totpCode(secret, step))
    if (crypto.timingSafeEqual(expected, given) && found === null) found = step
  }
  return found
}

/** What an authenticator app needs: the secret as typed, the otpauth URI and that URI as a QR code. */
export function totpEnrolment(secret: Uint8Array, issuer: string, accountName: string) {
  const otpauthUri = createTOTPKeyURI(issuer, accountName, secret, TOTP.periodSeconds, TOTP.digits)
  return {
    secret: encodeBase32NoPadding(secret),
    otpauthUri,
    qrSvg: renderSVG(otpauthUri, { ecc: 'M', border: 2, pixelSize: 6 }),
  }
}
