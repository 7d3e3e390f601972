import { useSyncExternalStore } from 'react'
import { BREAKPOINT_ORDER, BREAKPOINTS, type TBreakpoint } from '../../shared/chrome/breakpoints.ts'

type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>

/** The named breakpoint as an external store: one media query per edge, so only real crossings re-render. */
export function breakpointStore(matchMedia: MatchMedia) {
  const lists = BREAKPOINT_ORDER.map((name) => matchMedia(`(min-width: ${BREAKPOINTS[name]}px)`))
  return {
    subscribe(onChange: () => void): () => void {
      for (const list of lists) list.addEventListener('change', onChange)
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange)
      }
    },
    getSnapshot(): TBreakpoint {
      let current: TBreakpoint = 'xs'
      lists.forEach((list, i) => {
        if (list.matches) current = BREAKPOINT_ORDER[i] ?? current
      })
      return current
    },
  }
}

let browserStore: ReturnType<typeof breakpointStore> | null = null
let storeMatchMedia: typeof window.matchMedia | null = null

/**
 * The current named breakpoint. The server has no screen and answers `serverValue`; layout therefore comes
 * from CSS media queries with the same numbers, and this hook only decides behaviour after hydration.
 */
export function useBreakpoint(serverValue: TBreakpoint = 'l'): TBreakpoint {
  // One store per matchMedia: a test's viewport (a new window.matchMedia) gets its own.
  if (typeof window !== 'undefined' && (!browserStore || storeMatchMedia !== window.matchMedia)) {
    storeMatchMedia = window.matchMedia
    browserStore = breakpointStore((q) => window.matchMedia(q))
  }
  const store = browserStore
  return useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? (() => serverValue),
    () => serverValue,
  )
}

const noSubscribe = () => () => {}
