import { useContext } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { GlobalStateContext } from '../app/global-state.tsx'
import { useRenderStatus } from '../app/render-status.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { NotFoundPage } from './not-found-page.tsx'

/** The router's fallback: the spec's generic text, and details only outside production (no stack there). */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const state = useContext(GlobalStateContext)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useRenderStatus(notFound ? 404 : 500)
  if (notFound) return <NotFoundPage />
  const detail = state && !state.production && error instanceof Error ? error.message : null
  return (
    <article className="fw-page" role="alert">
      <h1>{t('errors.unexpected')}</h1>
      {detail ? <pre className="fw-error-detail">{detail}</pre> : null}
    </article>
  )
}
