import { APPROVAL_PAGES } from '../../../shared/business/approvals-contract.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'

/** /approvals: the approvals hub, linking its settings, approvers and the queue. */
export function ApprovalsHubPage() {
  const { t } = useTranslation()
  const base = useGlobalState().businessBasePath
  return (
    <PageFrame pageId="hubApprovals">
      <p>{t('approvals.hub.intro')}</p>
      <ul>
        <li>
          <a href={`${base}${APPROVAL_PAGES.settings}`}>{t('approvals.hub.settings')}</a>
        </li>
        <li>
          <a href={`${base}${APPROVAL_PAGES.approvers}`}>{t('approvals.hub.approvers')}</a>
        </li>
        <li>
          <a href={`${base}${APPROVAL_PAGES.queue}`}>{t('approvals.hub.queue')}</a>
        </li>
      </ul>
    </PageFrame>
  )
}
