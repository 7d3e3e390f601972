import { useGlobalState } from '../app/global-state.tsx'
import { useTranslation } from '../i18n/i18n-context.tsx'

export function HomePage() {
  const { t } = useTranslation()
  const { brandDisplayName } = useGlobalState()
  return (
    <article className="fw-page fw-home" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.home.title', { brand: brandDisplayName })}</h1>
      <p className="fw-page-about">{t('pages.home.about')}</p>
    </article>
  )
}
