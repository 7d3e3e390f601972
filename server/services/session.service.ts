import crypto from 'node:crypto'
import type { ActiveSession, SessionRepository } from '../repositories/session.repository.ts'

/** Sticky sign-in ("keep me signed in") lasts 30 days; otherwise 12 hours, absolute. */
export const STICKY_SESSION_MS = 30 * 24 * 60 * 60 * 1000
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000

/** 32 random bytes in base64url: always 43 characters of this alphabet. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** sha-256 hex of a group's secret: what the database stores and looks up instead of the secret. */
export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex')
}

export interface SignedInGroup {
  /** Goes into the cookie and nowhere else (never logged, never stored). */
  secret: string
  groupId: string
  /** Public id of the session (tokenId in the account switcher). */
  sessionId: string
  expiresAt: Date
}

export interface SignInInput {
  userId: string
  businessMode: boolean
  sticky: boolean
}

/** Starts a new group with one active session; a fresh secret at every sign-in (no fixation). */
export async function createSignedInGroup(
  repo: Pick<SessionRepository, 'createGroup' | 'createSession'>,
  input: SignInInput,
  now: Date = new Date(),
): Promise<SignedInGroup> {
  const secret = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + (input.sticky ? STICKY_SESSION_MS : BROWSER_SESSION_MS))
  // A group left without a session (the second insert failed) resolves to nothing and expires.
  const group = await repo.createGroup(hashSecret(secret), expiresAt)
  const sessionId = crypto.randomBytes(16).toString('base64url')
  await repo.createSession({
    id: sessionId,
    group_id: group.id,
    user_id: input.userId,
    business_mode: input.businessMode,
    active: true,
    sticky: input.sticky,
    expires_at: expiresAt,
  })
  return { secret, groupId: group.id, sessionId, expiresAt }
}

/** The active session for a cookie's secret, or null when it is unknown, revoked or expired. */
export async function resolveSession(
  repo: Pick<SessionRepository, 'findActiveSessionBySecretHash'>,
  secret: string,
  now: Date = new Date(),
): Promise<ActiveSession | null> {
  // Anything we could not have issued is refused without a database round trip.
  if (!SECRET_PATTERN.test(secret)) return null
  return repo.findActiveSessionBySecretHash(hashSecret(secret), now)
}
