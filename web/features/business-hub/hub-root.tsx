import { Link } from 'react-router'
import { ADMIN_PAGE_GROUPS, type TAdminPage } from '../../../shared/business/admin-pages.ts'
import { entryPages, hubViewerOf, visiblePages } from '../../../shared/business/hub-visibility.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { PendingApprovals } from '../approvals/pending-approvals.tsx'
import { BusinessLanding } from '../business-onboarding/business-landing.tsx'
import { HubIcon } from './hub-icon.tsx'
import { logUnknownPermission } from './log-unknown-permission.ts'
import { pageText } from './page-text.ts'

/** The queue's card shows how many requests wait (GET .../requests/count). */
const APPROVAL_QUEUE_PAGE = 'approval'

function PageCard({ page, subpages, base }: { page: TAdminPage; subpages: TAdminPage[]; base: string }) {
  const { t } = useTranslation()
  const title = pageText(t, page, page.titleKey)
  const headingId = `fw-hub-${page.key.replace(/\./g, '-')}`
  return (
    <li className="fw-hub-card">
      <HubIcon name={page.icon} />
      <div>
        <h3 id={headingId} className="fw-hub-card-title">
          <Link to={`${base}${page.url}`}>{title}</Link>
          {page.flagTextKey ? <span className="fw-hub-flag">{t(page.flagTextKey)}</span> : null}
          {page.key === APPROVAL_QUEUE_PAGE ? <PendingApprovals /> : null}
        </h3>
        <p className="fw-hub-card-about">{pageText(t, page, page.descriptionKey)}</p>
        {subpages.length > 0 ? (
          <ul className="fw-hub-subpages" aria-label={t('businessHub.root.alsoHere', { title })}>
            {subpages.map((child) => (
              <li key={child.key}>
                <Link to={`${base}${child.url}`}>{pageText(t, child, child.titleKey)}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  )
}

/**
 * The admin hub root (page id `hub`, the business base path): the pages the member may open, grouped,
 * each with its title, description and icon; the pages under an entry are links on its card. A member
 * whose role administers nothing is told so.
 */
export function HubRoot() {
  const { t } = useTranslation()
  const { auth, businessBasePath: base } = useGlobalState()
  const viewer = hubViewerOf(auth)
  if (!viewer) {
    // Visitors and personal accounts without a company get the landing and signup (decision 007);
    // a member in personal mode gets the frame, whose business toggle switches them over.
    return (
      <PageFrame pageId="hub">{auth?.businessState?.businessProfile ? null : <BusinessLanding />}</PageFrame>
    )
  }
  const visible = visiblePages(viewer, logUnknownPermission)
  const entries = entryPages(viewer, logUnknownPermission)
  // The direct children of an entry among the visible pages (a policy hub's sections stay on its page).
  const childrenOf = (page: TAdminPage) => visible.filter((p) => p.parent === page.key)
  if (entries.length === 0) {
    return (
      <PageFrame pageId="hub">
        <section className="fw-hub-nothing" aria-labelledby="fw-hub-nothing">
          <h2 id="fw-hub-nothing">{t('businessHub.root.nothingTitle')}</h2>
          <p>{t('businessHub.root.nothingAbout')}</p>
          <p>
            <Link to="/">{t('businessHub.root.bookTrip')}</Link>
          </p>
        </section>
      </PageFrame>
    )
  }
  return (
    <PageFrame pageId="hub">
      <nav className="fw-hub" aria-label={t('businessHub.root.groupsLabel')}>
        {ADMIN_PAGE_GROUPS.map((group) => {
          const pages = entries.filter((p) => p.group === group)
          if (pages.length === 0) return null
          return (
            // Not a region each: the headings give the structure (the side navigation has a "Company" too).
            <div key={group} className="fw-hub-group">
              <h2 id={`fw-hub-group-${group}`}>{t(`businessHub.root.groups.${group}`)}</h2>
              <ul className="fw-hub-cards">
                {pages.map((page) => (
                  <PageCard key={page.key} page={page} base={base} subpages={childrenOf(page)} />
                ))}
              </ul>
            </div>
          )
        })}
      </nav>
    </PageFrame>
  )
}
