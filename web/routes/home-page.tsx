import { type ComponentType, useEffect, useState } from 'react'
import { useGlobalState, useInBusinessMode } from '../app/global-state.tsx'
import { FlightSearchBoxIsland } from '../features/search-box/search-box-island.tsx'
import { SearchTabs } from '../features/search-box/search-tabs.tsx'
import { useTranslation } from '../i18n/i18n-context.tsx'

/** The company's messages in business mode: a lazy chunk, so the entry grows by this function only. */
function CompanyMessages() {
  const on = useInBusinessMode()
  const [View, setView] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (on)
      import('../features/homepage-messages/home-messages.tsx').then((m) => setView(() => m.HomeMessages))
  }, [on])
  return View ? <View /> : null
}

export function HomePage() {
  const { t } = useTranslation()
  const { brandDisplayName } = useGlobalState()
  return (
    <article className="fw-page fw-home" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.home.title', { brand: brandDisplayName })}</h1>
      <p className="fw-page-about">{t('pages.home.about')}</p>
      <CompanyMessages />
      <section className="fw-search-panel" aria-label={t('pages.home.search')}>
        <SearchTabs active="flight" onPage={false} />
        <FlightSearchBoxIsland />
      </section>
    </article>
  )
}
