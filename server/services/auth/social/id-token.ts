import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose'
import { invalidToken } from './social-errors.ts'
import type { NonceCheck } from './social-types.ts'

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/** One key set per provider URL, cached and refreshed by jose when an unknown key id appears. */
function keySet(url: string) {
  let set = jwksByUrl.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 })
    jwksByUrl.set(url, set)
  }
  return set
}

export interface IdTokenRules {
  jwksUrl: string
  issuers: string[]
  audience: string
  /** The nonce must be one this browser was given (ASVS 10.5.4 / 6.8.2). */
  nonce: NonceCheck
  now?: Date
}

/**
 * An ID token's claims, only after its signature (the provider's published keys; "alg: none" and HMAC
 * algorithms are never accepted), issuer, audience (our client id), expiry and nonce all check out.
 */
export async function verifyIdToken(token: string, rules: IdTokenRules): Promise<JWTPayload> {
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, keySet(rules.jwksUrl), {
      issuer: rules.issuers,
      audience: rules.audience,
      algorithms: ['RS256', 'ES256', 'PS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
      ...(rules.now ? { currentDate: rules.now } : {}),
    }))
  } catch (error) {
    if (error instanceof errors.JOSEError) throw invalidToken(error.code)
    throw invalidToken('unreadable')
  }
  // With several audiences, the authorized party must be us (OIDC core 3.1.3.7).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== rules.audience)
    throw invalidToken('ERR_JWT_CLAIM_VALIDATION_FAILED')
  if (!rules.nonce(payload.nonce)) throw invalidToken('nonce')
  if (typeof payload.sub !== 'string' || payload.sub === '') throw invalidToken('sub')
  return payload
}

export function claimText(payload: Record<string, unknown>, name: string): string {
  const value = payload[name]
  return typeof value === 'string' ? value.trim().slice(0, 200) : ''
}

/** Apple sends email_verified as "true"; Google as true. */
export function claimTrue(payload: Record<string, unknown>, name: string): boolean {
  return payload[name] === true || payload[name] === 'true'
}
