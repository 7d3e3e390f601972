import { useCallback, useEffect, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import type { TApprovalDecision } from '../../../shared/business/approvals-contract.ts'
import type { TApprovalRequestView } from '../../../shared/business/approvals-schemas.ts'
import { browserApprovalsApi } from '../../api/approvals.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { ApprovalCard } from './approval-card.tsx'
import { approvalError } from './approval-texts.ts'
import './approvals.css'

type View = 'pending' | 'history'

/** Trips to approve (spec: /approval; decision 055): the requests the member may decide, and history. */
export function ApprovalQueuePage() {
  const { t } = useTranslation()
  const [view, setView] = useState<View>('pending')
  const [lists, setLists] = useState<Partial<Record<View, TApprovalRequestView[]>>>({})
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(
    (which: View) => {
      browserApprovalsApi()
        .requests(which)
        .then(
          (res) => setLists((old) => ({ ...old, [which]: res.requests })),
          (error: unknown) => setNotice(approvalError(t, error)),
        )
    },
    [t],
  )
  useEffect(() => load(view), [load, view])

  async function decide(request: TApprovalRequestView, decision: TApprovalDecision, comment: string) {
    setBusy(true)
    try {
      const { request: after } = await browserApprovalsApi().decide(request.id, decision, comment)
      setNotice(
        t('approvals.queue.decided', {
          title: after.item.title,
          status: t(`approvals.queue.status.${after.status === 'pending' ? 'approved' : after.status}`),
        }),
      )
    } catch (error) {
      setNotice(approvalError(t, error))
    } finally {
      setBusy(false)
      setLists({})
      load('pending')
    }
  }

  const panel = (which: View) => {
    const list = lists[which]
    if (!list) {
      return <p>{t('approvals.loading')}</p>
    }
    if (list.length === 0) {
      return <p>{t(which === 'pending' ? 'approvals.queue.empty' : 'approvals.queue.emptyHistory')}</p>
    }
    return list.map((request) => (
      <ApprovalCard
        key={request.id}
        request={request}
        busy={busy}
        onDecide={which === 'pending' ? (d, c) => void decide(request, d, c) : undefined}
      />
    ))
  }

  return (
    <PageFrame pageId="hubApproval">
      <div className="fw-approvals-page">
        <p role="status">{notice}</p>
        <Tabs
          className="fw-approval-tabs"
          selectedKey={view}
          onSelectionChange={(key) => setView(key === 'history' ? 'history' : 'pending')}
        >
          <TabList aria-label={t('approvals.queue.tabs')}>
            <Tab id="pending">{t('approvals.queue.pending')}</Tab>
            <Tab id="history">{t('approvals.queue.history')}</Tab>
          </TabList>
          <TabPanel id="pending">{panel('pending')}</TabPanel>
          <TabPanel id="history">{panel('history')}</TabPanel>
        </Tabs>
      </div>
    </PageFrame>
  )
}
