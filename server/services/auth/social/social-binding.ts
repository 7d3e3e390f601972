import crypto from 'node:crypto'
import type { TSocialProvider } from '../../../../shared/social/social-contract.ts'
import { issueBoundValue, verifyBoundValue } from '../bound-value.ts'

/**
 * State, nonce and PKCE verifier of a social sign-in, bound to the browser's session group without
 * storing anything (decision 018): a value is `random.expiry.mac`, the MAC an HMAC of the purpose,
 * provider, the group's secret, the random part and the expiry. Another browser's value, or this
 * browser's after it signed in (the group secret rotates), does not verify (ASVS 10.1.2, 10.2.1).
 */
export const FLOW_LIFETIME_S = 10 * 60

type Purpose = 'state' | 'nonce'

function mac(
  key: string,
  purpose: Purpose,
  provider: TSocialProvider,
  group: string,
  r: string,
  exp: number,
) {
  return crypto
    .createHmac('sha256', key)
    .update(`social-${purpose}:${provider}:${group}:${r}:${exp}`)
    .digest('base64url')
}

export function issueBound(
  key: string,
  purpose: Purpose,
  provider: TSocialProvider,
  groupSecret: string,
  now: Date,
): string {
  return issueBoundValue(FLOW_LIFETIME_S, now, (r, exp) => mac(key, purpose, provider, groupSecret, r, exp))
}

export function verifyBound(
  key: string,
  purpose: Purpose,
  provider: TSocialProvider,
  groupSecret: string | null,
  value: unknown,
  now: Date,
): boolean {
  if (!groupSecret || typeof value !== 'string') return false
  return verifyBoundValue(value, now, (r, exp) => mac(key, purpose, provider, groupSecret, r, exp))
}

/** The PKCE verifier of a state, derived again at the callback instead of being kept anywhere. */
export function codeVerifierFor(key: string, groupSecret: string, state: string): string {
  return crypto.createHmac('sha256', key).update(`social-pkce:${groupSecret}:${state}`).digest('base64url')
}
