import legalPagesMessages from 'virtual:fw-messages/section/legalPages'
import { TermsPage } from '../../features/legal-pages/terms-page.tsx'
import { PrivacyNoticePage } from '../../features/privacy-pages/privacy-notice-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

addEnglishMessages(legalPagesMessages)

/** The legal texts (decision 096): the terms of use at both of the spec's paths, and the privacy notice. */
export const PAGES = {
  terms: () => <TermsPage pageId="terms" />,
  actualTerms: () => <TermsPage pageId="actualTerms" />,
  privacy: PrivacyNoticePage,
}
