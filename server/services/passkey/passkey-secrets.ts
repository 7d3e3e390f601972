import crypto from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/** 32 random bytes in base64url: the challenge the authenticator signs. */
export function newChallenge(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function challengeHash(challenge: string): string {
  return crypto.createHash('sha256').update(`passkey-challenge:${challenge}`).digest('hex')
}

const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** The challenge the browser put in clientDataJSON, or null when it is not one of ours in shape. */
export function challengeIn(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown
    const challenge = (data as { challenge?: unknown } | null)?.challenge
    return typeof challenge === 'string' && CHALLENGE_SHAPE.test(challenge) ? challenge : null
  } catch {
    return null
  }
}

/** Credential id lengths real platform authenticators use; a decoy takes one of them. */
const DECOY_ID_BYTES = [16, 20, 32] as const

/**
 * Stand-in credential ids for an e-mail without passkeys (unknown, or an account that has none): derived
 * by HMAC from the e-mail, so the same e-mail always gets the same ones, and one or two of them, like
 * real accounts (decision 017). Nobody holds their keys, so they can never sign anyone in.
 */
export function decoyCredentialIds(secret: string, email: string): string[] {
  const digest = crypto
    .createHmac('sha256', secret)
    .update(`passkey-decoy:${email.trim().toLowerCase()}`)
    .digest()
  const count = (digest[0] ?? 0) % 4 === 0 ? 2 : 1
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const bytes = DECOY_ID_BYTES[(digest[1 + i] ?? 0) % DECOY_ID_BYTES.length] ?? 32
    const material = crypto
      .createHmac('sha256', secret)
      .update(`passkey-decoy-id:${i}:${digest.toString('hex')}`)
    ids.push(material.digest().subarray(0, bytes).toString('base64url'))
  }
  return ids
}

let decoyKey: Uint8Array<ArrayBuffer> | null = null

/**
 * A COSE ES256 public key whose private half was thrown away. An assertion for an unknown credential is
 * checked against it, so an unknown credential costs the same work as a known one with a bad signature.
 */
export function decoyPublicKey(): Uint8Array<ArrayBuffer> {
  if (decoyKey) return decoyKey
  const { publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const x = Buffer.from(jwk.x ?? '', 'base64url')
  const y = Buffer.from(jwk.y ?? '', 'base64url')
  decoyKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(x)],
      [-3, new Uint8Array(y)],
    ]),
  )
  return decoyKey
}
