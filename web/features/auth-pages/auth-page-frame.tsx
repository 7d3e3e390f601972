import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { safeRedirect } from '../../../shared/redirect.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/**
 * A page of the auth area: its heading and a sentence from authPages.<id>, then its content. `about: false`
 * leaves the sentence out once the content says more (a link already checked).
 */
export function AuthPageFrame({
  id,
  children,
  about = true,
}: {
  id: string
  children: ReactNode
  about?: boolean
}) {
  const { t } = useTranslation()
  const { brandDisplayName } = useGlobalState()
  return (
    <article className="fw-page fw-auth-page" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t(`authPages.${id}.title`, { brand: brandDisplayName })}</h1>
      {about ? (
        <p className="fw-page-about">{t(`authPages.${id}.about`, { brand: brandDisplayName })}</p>
      ) : null}
      {children}
    </article>
  )
}

/** Where the page goes when done: its `redir` when that is a same-site path, else the front door. */
export function useRedirectTarget(): string {
  const { search } = useLocation()
  return safeRedirect(new URLSearchParams(search).get('redir'))
}
