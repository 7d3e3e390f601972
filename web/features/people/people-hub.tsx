import { Link } from 'react-router'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { AuditLogSection } from './audit-log-section.tsx'
import { PeopleProvider } from './people-api.tsx'
import '../../ui/card-list.css'
import './people.css'

const PAGES = [
  { id: 'hubUsersManage', path: '/users/manage' },
  { id: 'hubUsersRoles', path: '/users/roles' },
  { id: 'hubUsersGroups', path: '/users/groups' },
] as const

/** The users hub (/users): its three pages, then the company's audit log. */
export function PeopleHubPage() {
  const { t } = useTranslation()
  const base = useGlobalState().businessBasePath
  return (
    <PageFrame pageId="hubUsers">
      <nav aria-label={t('people.hub.pages')}>
        <ul className="fw-card-list">
          {PAGES.map((page) => (
            <li key={page.id} className="fw-card">
              <Link to={`${base}${page.path}`}>{t(`pages.${page.id}.title`)}</Link>
              <p>{t(`pages.${page.id}.about`)}</p>
            </li>
          ))}
        </ul>
      </nav>
      <PeopleProvider>
        <AuditLogSection />
      </PeopleProvider>
    </PageFrame>
  )
}
