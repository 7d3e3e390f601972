import { useGlobalState } from '../../app/global-state.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { LegalDocument } from './legal-document.tsx'

/** /terms-of-use and /actual-terms-of-use (the spec's two paths): the current terms of use. */
export function TermsPage({ pageId }: { pageId: 'terms' | 'actualTerms' }) {
  const brand = useGlobalState().brandDisplayName
  return (
    <PageFrame pageId={pageId} values={{ brand }}>
      <LegalDocument document="terms" />
    </PageFrame>
  )
}
