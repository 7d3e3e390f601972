import { adminPageByKey } from '../../../shared/business/admin-pages.ts'
import { APPROVAL_PAGES } from '../../../shared/business/approvals-contract.ts'
import { hubViewerOf, isPageVisible } from '../../../shared/business/hub-visibility.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'

/** The hub's three approval pages, each with the catalogue's key (whose rule says who may open it). */
const LINKS = [
  { key: 'approvalsSettings', path: APPROVAL_PAGES.settings, text: 'approvals.hub.settings' },
  { key: 'approvalsApprovers', path: APPROVAL_PAGES.approvers, text: 'approvals.hub.approvers' },
  { key: 'approval', path: APPROVAL_PAGES.queue, text: 'approvals.hub.queue' },
] as const

/** /approvals: the approvals hub, linking its settings, approvers and the queue the viewer may open. */
export function ApprovalsHubPage() {
  const { t } = useTranslation()
  const { businessBasePath: base, auth } = useGlobalState()
  const viewer = hubViewerOf(auth)
  const shown = LINKS.filter(({ key }) => {
    const page = adminPageByKey(key)
    return page !== null && isPageVisible(page, viewer)
  })
  return (
    <PageFrame pageId="hubApprovals">
      <p>{t('approvals.hub.intro')}</p>
      <ul>
        {shown.map(({ key, path, text }) => (
          <li key={key}>
            <a href={`${base}${path}`}>{t(text)}</a>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
