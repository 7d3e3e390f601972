import { type ComponentType, lazy, Suspense } from 'react'
import { importWithRetry } from '../api/lazy-import.ts'
import { serverIsland } from './island-registry.ts'

export { registerServerIslands } from './island-registry.ts'

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
    const Server = serverIsland(name) as ComponentType<P> | undefined
    return <Suspense fallback={null}>{Server ? <Server {...props} /> : <Lazy {...props} />}</Suspense>
  }
  Island.displayName = `Island(${name})`
  return Island
}
