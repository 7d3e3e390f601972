import {
  MARKETING_ID_CATEGORY,
  MARKETING_ID_PARAM,
} from '../../../shared/marketing-id/marketing-id-contract.ts'
import type { TMarketingIdSyncDeps } from '../marketing-id/marketing-id-sync.ts'
import { whenAllowed } from './consent-gate.ts'
import type { ConsentStore } from './consent-store.ts'

/** Where a tab remembers what it last synced; sessionStorage in the browser. */
export interface SyncMemory {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const SYNCED_KEY = 'fw.kmkid.synced'

/** sessionStorage when it can be used; null (sync every page, as before) when it cannot. */
function tabMemory(): SyncMemory | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/**
 * What a sync is for: the session (its form token, which a new session retires) and the consent given.
 * Only a short digest of the token is kept: the token itself stays in the page.
 */
function syncMark(formToken: string | null, categories: readonly string[]): string {
  let hash = 0x811c9dc5
  for (const char of formToken ?? '') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return `${hash.toString(36)}|${[...categories].sort().join(',')}`
}

/**
 * The marketing id syncs once advertising is allowed (decision 048), from its own chunk: nothing of it is in
 * the first download, and nothing is sent before consent. It syncs once per session and consent, not on
 * every page (issue 30: an admin moving through pages met the sync's rate limit); a campaign link that
 * suggests an id always syncs. A chunk or call that fails is ignored silently (spec section 8). Resolves
 * with the id when the sync has run, or null when it had nothing to do. Returns a cancel.
 */
export function startMarketingIdSync(
  store: ConsentStore,
  deps: TMarketingIdSyncDeps,
  done: (kmkid: string | null) => void = () => {},
  memory: SyncMemory | null = tabMemory(),
): () => void {
  return whenAllowed(store, MARKETING_ID_CATEGORY, () => {
    const mark = syncMark(deps.formToken, store.get().acceptedCategories)
    const suggested = new URLSearchParams(deps.search).has(MARKETING_ID_PARAM)
    const remembered = (() => {
      try {
        return memory?.getItem(SYNCED_KEY) ?? null
      } catch {
        return null
      }
    })()
    if (!suggested && remembered === mark) return done(null)
    import('../marketing-id/marketing-id-sync.ts').then(
      ({ syncMarketingId }) =>
        syncMarketingId(deps).then(async (kmkid) => {
          // A first visit's page has no token; the sync asked for one, which the next page carries: the
          // mark is of the token the sync used (the page's tokens keep it, so this asks nothing more).
          const used = deps.formToken
            ? mark
            : syncMark((await deps.fetchFormToken?.()) ?? null, store.get().acceptedCategories)
          if (kmkid)
            try {
              memory?.setItem(SYNCED_KEY, used)
            } catch {
              // A full or blocked storage only means the next page syncs again.
            }
          done(kmkid)
        }),
      () => done(null),
    )
  })
}
