import crypto from 'node:crypto'
import type { ActiveSession, SessionRepository } from '../repositories/session.repository.ts'

/** Sticky sign-in ("keep me signed in") lasts 30 days; otherwise 12 hours, absolute. */
export const STICKY_SESSION_MS = 30 * 24 * 60 * 60 * 1000
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000

/** 32 random bytes in base64url: always 43 characters of this alphabet. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** sha-256 hex of a group's secret: what the database stores and looks up instead of the secret. */
export function hashSecret(secret: string): string {
  // The one-shot form: every page and call hashes its cookie, and createHash's object costs more than the hash.
  return crypto.hash('sha256', secret, 'hex')
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
  userAgent?: string | null
  ipAddress?: string | null
}

/** How long "add another account" waits for the sign-in that follows it. */
export const ADD_ACCOUNT_WINDOW_MS = 10 * 60 * 1000
/** last_seen_at is written at most once a minute per session, not on every request. */
export const TOUCH_INTERVAL_MS = 60 * 1000

/** A group's secret: 256 random bits (ASVS 7.2.3). */
export function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/** A session's public id (tokenId). */
export function newSessionId(): string {
  return crypto.randomBytes(16).toString('base64url')
}

function expiryFor(sticky: boolean, now: Date): Date {
  return new Date(now.getTime() + (sticky ? STICKY_SESSION_MS : BROWSER_SESSION_MS))
}

/** Browser cookie lifetime: sticky sign-ins persist, others end with the browser. */
export function cookieMaxAgeSeconds(group: Pick<SignedInGroup, 'expiresAt'>, sticky: boolean, now: Date) {
  return sticky ? Math.floor((group.expiresAt.getTime() - now.getTime()) / 1000) : null
}

/** Starts a new group with one active session; a fresh secret at every sign-in (no fixation). */
export async function createSignedInGroup(
  repo: Pick<SessionRepository, 'createGroup' | 'createSession'>,
  input: SignInInput,
  now: Date = new Date(),
): Promise<SignedInGroup> {
  const secret = newSecret()
  const expiresAt = expiryFor(input.sticky, now)
  // A group left without a session (the second insert failed) resolves to nothing and expires.
  const group = await repo.createGroup(hashSecret(secret), expiresAt)
  const sessionId = newSessionId()
  await repo.createSession({
    id: sessionId,
    group_id: group.id,
    user_id: input.userId,
    business_mode: input.businessMode,
    active: true,
    sticky: input.sticky,
    expires_at: expiresAt,
    user_agent: input.userAgent?.slice(0, 300) ?? null,
    ip_address: input.ipAddress ?? null,
    created_at: now,
    last_seen_at: now,
    authenticated_at: now,
  })
  return { secret, groupId: group.id, sessionId, expiresAt }
}

/**
 * Completes a sign-in in this browser. After "add another account" the new session joins the
 * browser's group (or re-activates the same user's session there); otherwise any earlier group is
 * ended and a new one starts. Either way the secret is new, so a cookie planted before sign-in is
 * worth nothing after it (session fixation, ASVS 7.2.4).
 */
export async function signInToGroup(
  repo: SessionRepository,
  currentSecret: string | null,
  input: SignInInput,
  now: Date = new Date(),
): Promise<SignedInGroup> {
  const current =
    currentSecret && SECRET_PATTERN.test(currentSecret)
      ? await repo.findGroupBySecretHash(hashSecret(currentSecret), now)
      : null
  const adding = current?.adding_until && current.adding_until > now
  if (!current || !adding) {
    if (current) await repo.revokeGroup(current.id, now)
    return createSignedInGroup(repo, input, now)
  }
  const secret = newSecret()
  const expiresAt = new Date(Math.max(current.expires_at.getTime(), expiryFor(input.sticky, now).getTime()))
  const existing = await repo.findLiveSessionOfUser(current.id, input.userId, now)
  let sessionId = existing?.id
  if (!sessionId) {
    sessionId = newSessionId()
    await repo.createSession({
      id: sessionId,
      group_id: current.id,
      user_id: input.userId,
      business_mode: input.businessMode,
      active: false,
      sticky: input.sticky,
      expires_at: expiryFor(input.sticky, now),
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      ip_address: input.ipAddress ?? null,
      created_at: now,
      last_seen_at: now,
      authenticated_at: now,
    })
  }
  await repo.activate(current.id, sessionId, null, now)
  await repo.rotateSecret(current.id, hashSecret(secret), expiresAt)
  return { secret, groupId: current.id, sessionId, expiresAt }
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

/** Keeps an active session from going idle, writing at most once a minute. */
export async function touchIfDue(
  repo: Pick<SessionRepository, 'touchSession'>,
  session: Pick<ActiveSession, 'sessionId' | 'groupId' | 'lastSeenAt'>,
  now: Date = new Date(),
): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return
  await repo.touchSession(session.sessionId, session.groupId, now)
}
