import crypto from 'node:crypto'

/** Keys of company SSO, derived from the server secret so that no second secret has to be managed. */
export interface SsoKeys {
  /** Encrypts client secrets at rest (AES-256-GCM). */
  clientSecretKey: Buffer
  /** Derives each sign-in's PKCE verifier and nonce from its state. */
  flowKey: Buffer
}

function derive(secret: string, info: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'fernway-sso', info, 32))
}

export function ssoKeys(serverSecret: string): SsoKeys {
  return {
    clientSecretKey: derive(serverSecret, 'client-secret-encryption'),
    flowKey: derive(serverSecret, 'oidc-flow'),
  }
}

/**
 * `v1.<iv>.<ciphertext+tag>`; the configuration's id is authenticated with it, so a ciphertext copied
 * into another company's row does not decrypt there.
 */
export function encryptClientSecret(keys: SsoKeys, configId: string, plaintext: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keys.clientSecretKey, iv)
  cipher.setAAD(Buffer.from(`sso-config:${configId}`))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`
}

export function decryptClientSecret(keys: SsoKeys, configId: string, stored: string): string {
  const [version, iv, body] = stored.split('.')
  if (version !== 'v1' || !iv || !body) throw new Error('unknown client secret format')
  const raw = Buffer.from(body, 'base64url')
  const decipher = crypto.createDecipheriv('aes-256-gcm', keys.clientSecretKey, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(`sso-config:${configId}`))
  decipher.setAuthTag(raw.subarray(raw.length - 16))
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8')
}

/** A new state (256 bits) and the hash the database keeps of it. */
export function newState(): { state: string; stateHash: string } {
  const state = crypto.randomBytes(32).toString('base64url')
  return { state, stateHash: stateHash(state) }
}

export function stateHash(state: string): string {
  return crypto.createHash('sha256').update(`sso-state:${state}`).digest('hex')
}

/**
 * The PKCE verifier (43 characters of base64url, as RFC 7636 asks) and the nonce of a sign-in,
 * recomputed at the callback instead of stored: the database never holds either.
 */
export function flowSecrets(keys: SsoKeys, state: string): { codeVerifier: string; nonce: string } {
  const mac = (label: string) =>
    crypto.createHmac('sha256', keys.flowKey).update(`${label}:${state}`).digest()
  return { codeVerifier: mac('pkce').toString('base64url'), nonce: mac('nonce').toString('base64url') }
}
