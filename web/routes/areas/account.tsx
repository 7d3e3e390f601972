import accountMessages from 'virtual:fw-messages/section/account'
import reportingMessages from 'virtual:fw-messages/section/reporting'
import { useParams } from 'react-router'
import { useGlobalState, useInBusinessMode } from '../../app/global-state.tsx'
import { AccountPage } from '../../features/account/account-page.tsx'
import { InboxSyncPanel } from '../../features/inbox-sync/inbox-sync-panel.tsx'
import { MyCardsSection } from '../../features/payment-options/my-cards-section.tsx'
import { PrivacyManagePage } from '../../features/privacy-pages/privacy-manage-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { NotFoundPage } from '../not-found-page.tsx'
import { PageFrame } from '../page-frame.tsx'

addEnglishMessages(accountMessages)
// The account page's "who can see my location" (decision 058).
addEnglishMessages(reportingMessages)

/** Account page sections (spec: /profile/{dashboard-section}). */
const SECTIONS = [
  'account',
  'preferences',
  'travelers',
  'payments',
  'notifications',
  'privacy',
  'security',
] as const

function ProfileSection() {
  const { section = '' } = useParams()
  const { t } = useTranslation()
  const auth = useGlobalState().auth
  const signedIn = Boolean(auth?.loggedInSession)
  const business = useInBusinessMode()
  if (!(SECTIONS as readonly string[]).includes(section)) return <NotFoundPage />
  return (
    <PageFrame pageId="profileSection" values={{ section: t(`labels.profileSections.${section}`) }}>
      {/* Inbox sync lives with the preferences (decision 052); signed-out visitors get the sign-in page's prompt. */}
      {section === 'preferences' && signedIn ? <InboxSyncPanel /> : null}
      {/* A business traveller's own cards for company travel (decision 057). */}
      {section === 'payments' && signedIn && business ? <MyCardsSection /> : null}
    </PageFrame>
  )
}

// /privacy/manage, the signed-out visitor's privacy choices, shares the account's choices panel (decision 096).
export const PAGES = {
  profileAccount: AccountPage,
  profileSection: ProfileSection,
  privacyManage: PrivacyManagePage,
}
