import { type ComponentType, lazy, Suspense } from 'react'
import { importWithRetry } from '../api/lazy-import.ts'

// biome-ignore lint/suspicious/noExplicitAny: islands take any props; each island's own type is kept below
type AnyComponent = ComponentType<any>
const serverComponents = new Map<string, AnyComponent>()

/**
 * The server render registers each island's component here (entry-server.tsx), so the page's HTML holds the
 * whole island; the browser never imports it statically (decision 023).
 */
export function registerServerIslands(components: Record<string, AnyComponent>): void {
  for (const [name, component] of Object.entries(components)) {
    if (component) serverComponents.set(name, component)
    else serverComponents.delete(name)
  }
}

/**
 * A part of the chrome that the server renders in full but the browser hydrates from its own chunk.
 * React keeps a suspended boundary's server HTML untouched during hydration (selective hydration) and
 * hydrates it when the chunk arrives, so the island costs nothing in the first download, shows no layout
 * shift, and its links work as plain links until then.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  // A chunk that cannot be fetched leaves the server's HTML in place (its links still work) rather than
  // throwing the page into its error view: the boundary simply stays suspended.
  const Lazy = lazy(() =>
    importWithRetry(load).catch((): Promise<{ default: ComponentType<P> }> => new Promise(() => {})),
  )
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module scope, never in render
  function Island(props: P) {
    const Server = serverComponents.get(name) as ComponentType<P> | undefined
    return <Suspense fallback={null}>{Server ? <Server {...props} /> : <Lazy {...props} />}</Suspense>
  }
  Island.displayName = `Island(${name})`
  return Island
}
