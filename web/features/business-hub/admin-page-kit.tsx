import type { ReactNode } from 'react'
import { Queries } from '../../api/query-client.tsx'
import { useGlobalState } from '../../app/global-state.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useFormErrorsScope } from '../../ui/form-errors-scope.tsx'

/** An admin area's own words: its signed-out and loading lines, and its refusals. */
export interface AdminTexts {
  signedOutKey: string
  loadingKey: string
  error(t: TFunction, error: unknown): string
}

/**
 * An admin page: its heading and about line, then its body for a signed-in member (the server decides
 * what they may see and do), in the app's query cache.
 */
export function AdminPageRoot({
  pageId,
  texts,
  children,
}: {
  pageId: string
  texts: AdminTexts
  children: ReactNode
}) {
  const { t } = useTranslation()
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  return (
    <article className="fw-page fw-company" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t(`pages.${pageId}.title`)}</h1>
      <p className="fw-page-about">{t(`pages.${pageId}.about`)}</p>
      {signedIn ? <Queries>{children}</Queries> : <p>{t(texts.signedOutKey)}</p>}
    </article>
  )
}

/** Loading and failure of a page's first read. */
export function AdminLoadState({ error, texts }: { error: unknown; texts: AdminTexts }) {
  const { t } = useTranslation()
  return error ? (
    <p role="alert" className="fw-alert">
      {texts.error(t, error)}
    </p>
  ) : (
    <p role="status">{t(texts.loadingKey)}</p>
  )
}

/** The outcome of the last change: a status line, and an alert on failure. */
export function AdminOutcome({
  saved,
  error,
  texts,
}: {
  saved: string | null
  error: unknown
  texts: AdminTexts
}) {
  const { t } = useTranslation()
  const refused = useFormErrorsScope()
  const line = refused && refused.error === error ? refused.form : null
  return (
    <>
      <p role="status" className="fw-form-message fw-form-message--success">
        {saved && !error ? saved : ''}
      </p>
      {error ? (
        <p role="alert" className="fw-alert">
          {line ?? texts.error(t, error)}
        </p>
      ) : null}
    </>
  )
}
