import { lazy, Suspense, useState } from 'react'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { Markdown } from '../../ui/markdown.tsx'
import './content-pages.css'

/** The pages' text, one Markdown file per page and language, in content/pages: a folder per language. */
const FILES = import.meta.glob<string>('../../../content/pages/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The ids of the pages written in content/pages, each with its route in web/routes/catalogue.ts. */
export const CONTENT_PAGE_IDS = [
  'about',
  'careers',
  'press',
  'investors',
  'packages',
  'contact',
  'feedback',
] as const
export type TContentPageId = (typeof CONTENT_PAGE_IDS)[number]

export function contentSource(id: TContentPageId, language: string): string {
  const file = (lang: string) => FILES[`../../../content/pages/${lang}/${id}.md`]
  return file(language) ?? file('en') ?? ''
}

/**
 * A company or help page written in Markdown (issue 27 item 2): brand-aware ({brand}), with the brand's
 * support e-mail and phone ({email}, {phone}), in the site's language, English where a page is not
 * translated. The feedback page also opens the feedback form, whether or not the site-wide widget is on.
 */
export function ContentPage({ id }: { id: TContentPageId }) {
  const state = useGlobalState()
  const values = {
    brand: state.brandDisplayName,
    email: state.support?.email ?? '',
    phone: state.support?.phone ?? '',
  }
  return (
    <PageFrame pageId={id} values={{ brand: state.brandDisplayName }}>
      <div className="fw-content-page">
        <Markdown source={contentSource(id, state.language)} values={values} />
        {id === 'feedback' ? <FeedbackForm /> : null}
      </div>
    </PageFrame>
  )
}

// The same chunk the site-wide widget loads, with the same retries (lazy-import.ts).
const FeedbackWidget = lazy(() =>
  importWithRetry(() => import('../site-services/feedback-widget.tsx')).then((m) => ({
    default: m.FeedbackWidget,
  })),
)

function FeedbackForm() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <p>
        <Button onClick={() => setOpen(true)}>{t('pages.feedback.open')}</Button>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackWidget open onClose={() => setOpen(false)} pagePath="/help/feedback" />
        </Suspense>
      ) : null}
    </>
  )
}
