import businessHubMessages from 'virtual:fw-messages/section/businessHub'
import { Link, useLocation } from 'react-router'
import { headerBusinessLinks } from '../../../shared/business/menu-gating.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { BookForToggle } from '../book-on-behalf/book-for-toggle.tsx'

addEnglishMessages(businessHubMessages)

/**
 * The header's business group beside the company's logo or name (spec sections 1 and 6): the admin
 * entries the member may open, gated as the account menu's. An island (decision 023): rendered by the
 * server, hydrated from its own chunk, and only in business mode, so the first download does not grow.
 * With it, the book-for toggle of members who may act for others (decision 056).
 */
export function BusinessHeaderGroup() {
  const { auth, businessBasePath } = useGlobalState()
  const { pathname } = useLocation()
  const links = headerBusinessLinks(auth, businessBasePath)
  return (
    <>
      {links.length > 0 ? <BusinessLinks links={links} pathname={pathname} /> : null}
      <BookForToggle />
    </>
  )
}

function BusinessLinks({
  links,
  pathname,
}: {
  links: ReturnType<typeof headerBusinessLinks>
  pathname: string
}) {
  const { t } = useTranslation()
  return (
    <nav className="fw-header-business" aria-label={t('businessHub.header.label')}>
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`)
        return (
          <Link key={link.id} to={link.href} aria-current={current ? 'page' : undefined}>
            {t(`businessHub.menu.${link.id}`)}
          </Link>
        )
      })}
    </nav>
  )
}
