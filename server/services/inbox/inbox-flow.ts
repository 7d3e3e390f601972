import crypto from 'node:crypto'
import { issueBoundValue, verifyBoundValue } from '../auth/bound-value.ts'

/**
 * State, nonce and PKCE verifier of an inbox grant, bound to the user and the browser's session group
 * without storing anything (like social sign-in's, decision 018): a state is `random.expiry.mac`. A
 * state made for another user or browser, or after the group secret rotated, does not verify, so a
 * code the attacker obtained for their own mailbox cannot be attached to a victim's account (ASVS
 * 10.2.1). The verifier and nonce are derived from the state again at the callback.
 */
export const INBOX_FLOW_LIFETIME_S = 10 * 60

export function inboxFlowKey(serverSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'fernway-inbox', 'inbox-flow', 32))
}

const mac = (key: Buffer, userId: string, group: string, r: string, exp: number) =>
  crypto.createHmac('sha256', key).update(`inbox-state:${userId}:${group}:${r}:${exp}`).digest('base64url')

export function issueState(key: Buffer, userId: string, groupSecret: string, now: Date): string {
  return issueBoundValue(INBOX_FLOW_LIFETIME_S, now, (r, exp) => mac(key, userId, groupSecret, r, exp))
}

export function verifyState(
  key: Buffer,
  userId: string,
  groupSecret: string | null,
  state: string,
  now: Date,
): boolean {
  if (!groupSecret) return false
  return verifyBoundValue(state, now, (r, exp) => mac(key, userId, groupSecret, r, exp))
}

/** RFC 7636 verifier (43 base64url characters) and the OpenID nonce of a state. */
export function flowSecrets(key: Buffer, state: string): { codeVerifier: string; nonce: string } {
  const derive = (label: string) =>
    crypto.createHmac('sha256', key).update(`${label}:${state}`).digest('base64url')
  return { codeVerifier: derive('inbox-pkce'), nonce: derive('inbox-nonce') }
}
