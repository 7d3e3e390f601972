import businessHubMessages from 'virtual:fw-messages/section/businessHub'
import { Link, useLocation } from 'react-router'
import { headerBusinessLinks } from '../../../shared/business/menu-gating.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

addEnglishMessages(businessHubMessages)

/**
 * The header's business group beside the company's logo or name (spec sections 1 and 6): the admin
 * entries the member may open, gated as the account menu's. An island (decision 023): rendered by the
 * server, hydrated from its own chunk, and only in business mode, so the first download does not grow.
 */
export function BusinessHeaderGroup() {
  const { t } = useTranslation()
  const { auth, businessBasePath } = useGlobalState()
  const { pathname } = useLocation()
  const links = headerBusinessLinks(auth, businessBasePath)
  if (links.length === 0) return null
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
