import { useEffect } from 'react'
import { useGlobalState } from './global-state.tsx'

/**
 * The browser tab shows a page's own title ("Rome | Fernway", "Flights to Paris | Fernway") instead of its
 * route's generic one. The layout sets the route's title in its own effect, which React runs after this
 * page's effects in the same commit, so the title is written in a microtask that follows them; leaving
 * puts the title back.
 */
export function useDocumentTitle(title: string) {
  const brand = useGlobalState().brandDisplayName
  useEffect(() => {
    let before: string | null = null
    let live = true
    queueMicrotask(() => {
      if (!live) return
      before = document.title
      document.title = `${title} | ${brand}`
    })
    return () => {
      live = false
      if (before !== null) document.title = before
    }
  }, [title, brand])
}
