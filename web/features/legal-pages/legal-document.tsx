import type { ReactNode } from 'react'
import { LEGAL_VERSIONS, type TLegalDocument } from '../../../shared/legal/legal-versions.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { AnchorLink } from '../../ui/anchor-link.tsx'
import { Markdown, markdownOutline } from '../../ui/markdown.tsx'
import { legalSource } from './legal-texts.ts'
import '../content-pages/content-pages.css'
import './legal-pages.css'

/** A version's day as the visitor's locale writes it (the ISO date is a calendar day, so UTC). */
function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
}

/**
 * A legal text (decision 096): its version and the day it took effect, a table of contents of its
 * sections, and the text from content/legal in the site's language, brand-aware ({brand}, {email},
 * {phone}). Each anchored section is a named region; `extras` adds the page's live controls to one.
 */
export function LegalDocument({
  document,
  extras,
}: {
  document: TLegalDocument
  extras?: Readonly<Record<string, ReactNode>>
}) {
  const { t } = useTranslation()
  const state = useGlobalState()
  const values = {
    brand: state.brandDisplayName,
    email: state.support?.email ?? '',
    phone: state.support?.phone ?? '',
  }
  const source = legalSource(document, state.language)
  const { version, effectiveOn } = LEGAL_VERSIONS[document]
  const outline = markdownOutline(source, values)
  return (
    <div className="fw-content-page fw-legal">
      <p className="fw-legal-version">
        {t('legalPages.version', { version, date: longDate(effectiveOn, state.locale) })}
      </p>
      <nav className="fw-legal-contents" aria-labelledby="fw-legal-contents">
        <h2 id="fw-legal-contents">{t('legalPages.contents')}</h2>
        <ol>
          {outline.map(({ id, text }) => (
            <li key={id}>
              <AnchorLink to={id}>{text}</AnchorLink>
            </li>
          ))}
        </ol>
      </nav>
      <Markdown source={source} values={values} sections extras={extras} />
    </div>
  )
}
