import { type ComponentType, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useGlobalState } from '../app/global-state.tsx'
import { useTranslation } from '../i18n/i18n-context.tsx'

/** The demo catalogue's search pages (decision 047), named by the verticals' labels the entry already has. */
const SEARCH_PAGES = [
  ['flight', '/flights'],
  ['hotel', '/hotels'],
  ['car', '/cars'],
  ['train', '/trains'],
] as const

/** The company's messages in business mode: a lazy chunk, so the entry grows by this function only. */
function CompanyMessages() {
  const business = useGlobalState().auth?.businessState
  const on = Boolean(business?.businessProfile && business.businessMode)
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
      <nav aria-label={t('pages.home.search')}>
        <ul className="fw-home-search">
          {SEARCH_PAGES.map(([vertical, path]) => (
            <li key={vertical}>
              <Link className="fw-button fw-button--secondary" to={path}>
                {t(`labels.verticals.${vertical}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}
