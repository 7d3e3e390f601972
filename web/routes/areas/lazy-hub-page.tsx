import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { importWithRetry } from '../../api/lazy-import.ts'
import { PageFrame } from '../page-frame.tsx'

/**
 * An admin page in a chunk of its own, loaded after hydration: the server render and the first client
 * render show its frame. Imported statically, every page's chunks would be preloaded with the hub area,
 * and their names listed in the entry (the budget counts them).
 */
export function lazyHubPage<P extends object>(
  pageId: string,
  load: () => Promise<ComponentType<P>>,
  frame: (props: P) => ReactNode = () => <PageFrame pageId={pageId} />,
): ComponentType<P> {
  const Page = lazy(() => importWithRetry(load).then((component) => ({ default: component })))
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when the area module loads, never while rendering
  return function LazyHubPage(props: P) {
    const [mounted, setMounted] = useState(false)
    useEffect(() => setMounted(true), [])
    const fallback = frame(props)
    return mounted ? (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    ) : (
      fallback
    )
  }
}
