import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react'
import { importWithRetry } from '../api/lazy-import.ts'
import { islandsWoken, serverIsland, wakeIslands } from './island-registry.ts'

/** What wakes an island that waits for its first use: a hover, a touch, a press, a key or focus within it. */
const WAKING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']

/**
 * An island (island.tsx) that hydrates on first use instead of as soon as the page has: for a part that
 * works as plain HTML (a GET form, links) and that many visitors never touch, such as a results page's
 * search box. Its chunk and its hydration stay off the main thread while the page loads. Every waiting
 * island wakes at the page's first navigation (entry-client.tsx): the router's new location reaches into
 * it by context, and React can draw the new page only once it has hydrated it. So one mounted later, on
 * a page reached in the app, finds the islands awake and loads at once.
 */
export function islandOnUse<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  // As island.tsx: a chunk that cannot be fetched leaves the server's HTML in place.
  const fetchChunk = () =>
    importWithRetry(load).catch((): Promise<{ default: ComponentType<P> }> => new Promise(() => {}))
  const Gated = lazy(() => islandsWoken.then(fetchChunk))
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module scope, never in render
  function IslandOnUse(props: P) {
    const Server = serverIsland(name) as ComponentType<P> | undefined
    const wrapper = useRef<HTMLDivElement>(null)
    useEffect(() => {
      // Heard on the document as the event starts down the tree: React stops an event that reaches a
      // boundary still waiting for hydration at the page's root, before it could reach the island.
      const hear = (event: Event) => {
        if (wrapper.current?.contains(event.target as Node)) wakeIslands()
      }
      const stop = () => {
        for (const type of WAKING_EVENTS) document.removeEventListener(type, hear, { capture: true })
      }
      for (const type of WAKING_EVENTS)
        document.addEventListener(type, hear, { capture: true, passive: true })
      islandsWoken.then(stop)
      return stop
    }, [])
    // A box without a box of its own (display: contents), there only to hear the first use.
    return (
      <div ref={wrapper} className="fw-island" data-island={name}>
        <Suspense fallback={null}>{Server ? <Server {...props} /> : <Gated {...props} />}</Suspense>
      </div>
    )
  }
  IslandOnUse.displayName = `IslandOnUse(${name})`
  return IslandOnUse
}
