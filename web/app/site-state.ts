import { useSyncExternalStore } from 'react'

/** What the chrome knows about the browser's situation (spec section 4, side navigation). */
export interface TSiteState {
  online: boolean
  cookiesEnabled: boolean
}

/** The server has no browser: it answers online, cookies on, and the browser corrects after hydration. */
export const SERVER_SITE_STATE: TSiteState = { online: true, cookiesEnabled: true }

type SiteWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine' | 'cookieEnabled'>
}

export interface SiteStateStore {
  subscribe(onChange: () => void): () => void
  getSnapshot(): TSiteState
}

/**
 * The online/offline and cookies flags as an external store: the window's online and offline events
 * update it, and every subscriber (offline notice, side navigation) sees one shared value.
 */
export function createSiteStateStore(win: SiteWindow): SiteStateStore {
  let snapshot: TSiteState = read()
  const listeners = new Set<() => void>()
  function read(): TSiteState {
    return { online: win.navigator.onLine !== false, cookiesEnabled: win.navigator.cookieEnabled !== false }
  }
  const update = () => {
    const next = read()
    if (next.online === snapshot.online && next.cookiesEnabled === snapshot.cookiesEnabled) return
    snapshot = next
    for (const listener of [...listeners]) listener()
  }
  return {
    subscribe(onChange) {
      if (listeners.size === 0) {
        win.addEventListener('online', update)
        win.addEventListener('offline', update)
      }
      listeners.add(onChange)
      // An event may have fired between the first render and this subscription.
      update()
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0) {
          win.removeEventListener('online', update)
          win.removeEventListener('offline', update)
        }
      }
    },
    getSnapshot: () => snapshot,
  }
}

let browserStore: SiteStateStore | null = null

/** The page's one site-state store (the browser's), created on first use. */
export function siteStateStore(): SiteStateStore | null {
  if (typeof window === 'undefined') return null
  browserStore ??= createSiteStateStore(window)
  return browserStore
}

/** Online and cookies flags for any component; the server render and hydration see SERVER_SITE_STATE. */
export function useSiteState(store: SiteStateStore | null = siteStateStore()): TSiteState {
  return useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? serverSnapshot,
    serverSnapshot,
  )
}

const noSubscribe = () => () => {}
const serverSnapshot = () => SERVER_SITE_STATE
