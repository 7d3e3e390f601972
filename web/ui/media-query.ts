import { useMemo, useSyncExternalStore } from 'react'

type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>

/** A media query as an external store, so components re-render when it starts or stops matching. */
export function mediaQueryStore(query: string, matchMedia: MatchMedia) {
  return {
    subscribe(onChange: () => void): () => void {
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    getSnapshot: (): boolean => matchMedia(query).matches,
  }
}

/** At least `px` wide. The server has no screen and answers `serverValue`. */
export function useMinWidth(px: number, serverValue = true): boolean {
  const store = useMemo(
    () =>
      typeof window === 'undefined'
        ? null
        : mediaQueryStore(`(min-width: ${px}px)`, (q) => window.matchMedia(q)),
    [px],
  )
  return useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? (() => serverValue),
    () => serverValue,
  )
}

const noSubscribe = () => () => {}
