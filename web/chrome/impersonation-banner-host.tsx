import { type ComponentType, useEffect, useState } from 'react'
import { importWithRetry } from '../api/lazy-import.ts'
import { useGlobalState } from '../app/global-state.tsx'
import type { ImpersonationBannerProps } from '../features/impersonation/impersonation-banner.tsx'

/** Loads the impersonation banner only for a page whose auth state says support is acting (decision 021). */
export function ImpersonationBannerHost() {
  const { auth } = useGlobalState()
  const impersonation = auth?.impersonation
  const [Banner, setBanner] = useState<ComponentType<ImpersonationBannerProps> | null>(null)
  useEffect(() => {
    if (!impersonation) return
    importWithRetry(() => import('../features/impersonation/impersonation-banner.tsx')).then(
      (mod) => setBanner(() => mod.ImpersonationBanner),
      () => {},
    )
  }, [impersonation])
  if (!Banner || !impersonation) return null
  return (
    <Banner
      impersonation={impersonation}
      customerName={auth?.accountName ?? ''}
      reload={() => window.location.reload()}
    />
  )
}
