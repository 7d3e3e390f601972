import businessHubMessages from 'virtual:fw-messages/section/businessHub'
import { headerBusinessLinks } from '../../../shared/business/menu-gating.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { HeaderLinks, mainHeaderLinks } from '../../chrome/header-links.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { BookForToggle } from '../book-on-behalf/book-for-toggle.tsx'

addEnglishMessages(businessHubMessages)

/**
 * The header's links in business mode (spec sections 1 and 6): the admin entries the member may open,
 * gated as the account menu's, then the header's own links, in one row whose links move into "More" as
 * room runs out (issue 30). An island (decision 023): rendered by the server, hydrated from its own chunk,
 * and only in business mode, so the first download does not grow. With it, the book-for toggle of members
 * who may act for others (decision 056).
 */
export function BusinessHeaderGroup() {
  const { t } = useTranslation()
  const { auth, businessBasePath } = useGlobalState()
  const business = headerBusinessLinks(auth, businessBasePath).map((link) => ({
    id: link.id,
    href: link.href,
    label: t(`businessHub.menu.${link.id}`),
  }))
  return (
    <>
      <HeaderLinks label={t('chrome.header.navLabel')} links={[...business, ...mainHeaderLinks(t)]} />
      <BookForToggle />
    </>
  )
}
