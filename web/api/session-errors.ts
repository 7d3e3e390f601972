import { INVALID_SESSION_RELOAD_KEY, INVALID_SESSION_RELOAD_THROTTLE_MS } from '../../shared/constants.ts'
import { safeRedirect } from '../../shared/redirect.ts'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface LocationLike {
  pathname: string
  search: string
  assign(url: string): void
  reload(): void
}

export interface SessionErrorDeps {
  storage: StorageLike
  location: LocationLike
  now(): number
  log(error: unknown, context: Record<string, unknown>): void
}

/**
 * Reloads the page (so the server renders it signed out) unless it did so less than 10 minutes ago:
 * a session that the server keeps refusing must not turn into a reload loop. The time is written
 * before reloading; when storage cannot be read or written the throttle cannot hold, so no reload.
 */
export function reloadForInvalidSession(deps: SessionErrorDeps): boolean {
  const now = deps.now()
  try {
    const stored = deps.storage.getItem(INVALID_SESSION_RELOAD_KEY)
    const last = stored === null || stored === '' ? Number.NaN : Number(stored)
    // A missing, unreadable or future time (clock moved back) does not block the reload.
    if (Number.isFinite(last) && last <= now && now - last < INVALID_SESSION_RELOAD_THROTTLE_MS) return false
    deps.storage.setItem(INVALID_SESSION_RELOAD_KEY, String(now))
  } catch (error) {
    deps.log(error, { where: 'api.invalidSession', reason: 'storage unavailable; not reloading' })
    return false
  }
  deps.location.reload()
  return true
}

/** The second-factor page, with `redir` back to where the user is; null when already there. */
export function verifyRedirect(
  location: Pick<LocationLike, 'pathname' | 'search'>,
  businessBasePath: string,
): string | null {
  const verifyPath = `${businessBasePath}/verify`
  if (location.pathname === verifyPath || location.pathname.startsWith(`${verifyPath}/`)) return null
  const back = safeRedirect(`${location.pathname}${location.search}`, '/')
  return `${verifyPath}?redir=${encodeURIComponent(back)}`
}
