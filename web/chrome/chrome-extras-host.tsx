import { lazy, Suspense, useEffect, useState } from 'react'
import { importWithRetry } from '../api/lazy-import.ts'
import { useGlobalState } from '../app/global-state.tsx'
import { LiveAnnouncer } from './live-announcer.tsx'
import { SiteNoticeHost } from './site-notice-host.tsx'

/**
 * Runs the celebration of every logo that asks for it (`data-confetti`, set by the Logo's confetti
 * option); the celebration and canvas-confetti load only then.
 */
function useLogoCelebrations(vertical: string) {
  useEffect(() => {
    const logos = [...document.querySelectorAll<HTMLElement>('.fw-logo[data-confetti]')]
    if (logos.length === 0) return
    const cancels: (() => void)[] = []
    let gone = false
    import('./logo-celebration.ts').then(
      ({ celebrate }) => {
        if (gone) return
        for (const logo of logos) {
          const markPath = logo.querySelector('.fw-logo-mark')?.getAttribute('d') ?? ''
          const animationMs = Number(logo.dataset.confetti) || undefined
          cancels.push(celebrate(logo, { markPath, vertical, animationMs }))
        }
      },
      () => {},
    )
    return () => {
      gone = true
      for (const cancel of cancels) cancel()
    }
  }, [vertical])
}

// The site services (decision 050) come in a chunk of their own, after hydration.
const SiteServicesHost = lazy(() =>
  importWithRetry(() => import('../features/site-services/site-services-host.tsx')).catch(() => ({
    default: () => null,
  })),
)

/** Mounted after hydration only: the server's HTML and the hydrated HTML stay the same. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Embedded mode (decision 049): only a framed page of a site with host origins configured loads the
 * relay, so an ordinary visit downloads none of it.
 */
function useEmbeddedMode(hostOrigins: readonly string[] | undefined) {
  useEffect(() => {
    if (!hostOrigins || window.parent === window) return
    let stop: (() => void) | null = null
    let gone = false
    import('../embed/embedded-client.ts').then(
      ({ startEmbeddedMode }) => {
        if (!gone) stop = startEmbeddedMode(hostOrigins)
      },
      () => {},
    )
    return () => {
      gone = true
      stop?.()
    }
  }, [hostOrigins])
}

/**
 * What the chrome does besides its first paint, as an island (decision 023): rendered by the server,
 * hydrated from its own chunk, so none of it is in the first download. The live region is in the
 * server's HTML from the start; the notices and the celebration act once the chunk has hydrated.
 */
export default function ChromeExtrasHost() {
  const state = useGlobalState()
  useLogoCelebrations(state.analytics.vertical)
  useEmbeddedMode(state.embed?.hostOrigins)
  const hydrated = useHydrated()
  return (
    <>
      <LiveAnnouncer />
      <SiteNoticeHost />
      {hydrated ? (
        <Suspense fallback={null}>
          <SiteServicesHost />
        </Suspense>
      ) : null}
    </>
  )
}
