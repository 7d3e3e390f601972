import type { TAuthState } from '../../shared/auth-state.ts'

/** A page shown again after this long (tab hidden, or back from the back-forward cache) is stale. */
export const AUTH_STATE_STALE_MS = 5 * 60 * 1000

/** Who this page was rendered for: signed in or not, which account, which mode. */
export function authIdentity(auth: TAuthState | null): string {
  if (!auth?.loggedInSession) return 'anonymous'
  return `${auth.userInfoState?.accountEmail ?? ''}|${auth.businessState?.businessMode ?? false}`
}

export interface AuthRefreshDeps {
  initial: TAuthState | null
  fetchState(): Promise<TAuthState>
  /** The page is rendered for one person; when that changed elsewhere, it starts over. */
  reload(): void
  now(): number
  onError(error: unknown): void
}

/**
 * Spec: "Auth state is fetched on load if missing or stale." Missing: the page came without it.
 * Stale: the page comes back into view after AUTH_STATE_STALE_MS (another tab may have signed out).
 */
export function createAuthRefresh(deps: AuthRefreshDeps) {
  let renderedAt = deps.now()
  const identity = authIdentity(deps.initial)
  async function check() {
    renderedAt = deps.now()
    try {
      const fresh = await deps.fetchState()
      if (authIdentity(fresh) !== identity) deps.reload()
    } catch (error) {
      deps.onError(error)
    }
  }
  return {
    /** On load: fetch only if the page carries no auth state. */
    start: () => (deps.initial ? Promise.resolve() : check()),
    /** On the page being shown again (visibility, back-forward cache). */
    shown: (restoredFromCache: boolean) =>
      restoredFromCache || deps.now() - renderedAt >= AUTH_STATE_STALE_MS ? check() : Promise.resolve(),
  }
}
