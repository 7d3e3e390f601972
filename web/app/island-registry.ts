import type { ComponentType } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: islands take any props; each island keeps its own type
export type AnyComponent = ComponentType<any>
const serverComponents = new Map<string, AnyComponent>()

/**
 * The server render registers each island's component here (entry-server.tsx), so the page's HTML holds the
 * whole island; the browser never imports it statically (decision 023).
 */
export function registerServerIslands(components: Record<string, AnyComponent | undefined>): void {
  for (const [name, component] of Object.entries(components)) {
    if (component) serverComponents.set(name, component)
    else serverComponents.delete(name)
  }
}

export function serverIsland(name: string): AnyComponent | undefined {
  return serverComponents.get(name)
}

/**
 * Wakes the islands waiting for a first use (resolves islandsWoken). A navigation must: the router's new
 * location reaches into each island by context, and React can draw the new page only once it has
 * hydrated them.
 */
export let wakeIslands: () => void = () => {}
/** Opens when the visitor first uses an island waiting for it, or the page first navigates. */
export const islandsWoken = new Promise<void>((resolve) => {
  wakeIslands = resolve
})
