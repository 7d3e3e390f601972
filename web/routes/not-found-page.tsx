import { Link } from 'react-router'
import { useRenderStatus } from '../app/render-status.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'

export function NotFoundPage() {
  const { t } = useTranslation()
  useRenderStatus(404)
  return (
    <article className="fw-page" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.notFound.title')}</h1>
      <p className="fw-page-about">{t('pages.notFound.about')}</p>
      <p>
        <Link to="/">{t('pages.notFound.home')}</Link>
      </p>
    </article>
  )
}
