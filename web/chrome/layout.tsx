import { useEffect } from 'react'
import { Outlet, useMatches } from 'react-router'
import { useGlobalState } from '../app/global-state.tsx'
import { SignInHost } from '../features/sign-in/sign-in-host.tsx'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { ChromeExtrasIsland, ConsentIsland, FooterIsland } from './chrome-islands.tsx'
import { Header } from './header.tsx'
import { ImpersonationBannerHost } from './impersonation-banner-host.tsx'
import { pageTitle } from './page-title.ts'

/** The frame every page wears: skip link, header, the page, footer. */
export function Layout() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const matches = useMatches()
  const title = pageTitle(matches, t, state.brandDisplayName)
  useEffect(() => {
    document.title = title
  }, [title])
  return (
    <div className="fw-shell">
      <a className="fw-skip-link" href="#main">
        {t('chrome.skipToContent')}
      </a>
      <Header />
      <main id="main" className="fw-main" tabIndex={-1}>
        <Outlet />
      </main>
      <FooterIsland />
      <ImpersonationBannerHost />
      <SignInHost />
      <ChromeExtrasIsland />
      <ConsentIsland />
    </div>
  )
}
