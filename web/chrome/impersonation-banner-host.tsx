import { lazy, Suspense, useEffect, useState } from 'react'
import { importWithRetry } from '../api/lazy-import.ts'
import { useGlobalState } from '../app/global-state.tsx'

const Banner = lazy(() => importWithRetry(() => import('../features/impersonation/impersonation-banner.tsx')))

/**
 * Loads the impersonation banner only for a page whose auth state says support is acting (decision 021),
 * and only after hydration, so that the server's HTML and the first client render agree.
 */
export function ImpersonationBannerHost() {
  const acting = useGlobalState().auth?.impersonation
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!acting || !hydrated) return null
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  )
}
