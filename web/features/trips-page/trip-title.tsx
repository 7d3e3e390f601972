import { useEffect } from 'react'
import { useGlobalState } from '../../app/global-state.tsx'

/**
 * The browser tab shows the trip's name ("Rome | Fernway") instead of the route's generic "Trip". The
 * layout sets the route's title in its own effect, which React runs after this page's effects in the same
 * commit, so the name is written in a microtask that follows them; leaving puts the title back.
 */
export function useTripTitle(tripName: string) {
  const brand = useGlobalState().brandDisplayName
  useEffect(() => {
    let before: string | null = null
    let live = true
    queueMicrotask(() => {
      if (!live) return
      before = document.title
      document.title = `${tripName} | ${brand}`
    })
    return () => {
      live = false
      if (before !== null) document.title = before
    }
  }, [tripName, brand])
}

/** The hook as an element, for views that render the trip only once it has loaded. */
export function TripTitle({ name }: { name: string }) {
  useTripTitle(name)
  return null
}
