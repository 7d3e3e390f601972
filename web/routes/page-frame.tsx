import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/i18n-context.tsx'

interface Props {
  pageId: string
  values?: Record<string, string>
  children?: ReactNode
}

/** A page's heading and a sentence on what it holds; later work fills the body. */
export function PageFrame({ pageId, values, children }: Props) {
  const { t } = useTranslation()
  return (
    <article className="fw-page" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t(`pages.${pageId}.title`, values ?? {})}</h1>
      <p className="fw-page-about">{t(`pages.${pageId}.about`, values ?? {})}</p>
      {children}
    </article>
  )
}

/** A page component per id, all built the same way. */
export function framePages(ids: readonly string[]): Record<string, () => ReactNode> {
  return Object.fromEntries(ids.map((id) => [id, () => <PageFrame pageId={id} />]))
}
