import { useEffect, useState } from 'react'
import type { TApproversResponse } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { approvalError } from './approval-texts.ts'
import { useApprovalsApi } from './approvals-api-context.tsx'
import { ChainEditor } from './chain-editor.tsx'
import { DelegationSection } from './delegation-section.tsx'
import { ManagersSection } from './managers-section.tsx'
import './approvals.css'

/** /approvals/approvers (decision 055): chains with backups, managers, who is away, and one's own absence. */
export function ApproversPage() {
  const { t } = useTranslation()
  const api = useApprovalsApi()
  const [data, setData] = useState<TApproversResponse | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    api()
      .approvers()
      .then(setData, (e: unknown) => setError(approvalError(t, e)))
  }, [api, t])
  return (
    <PageFrame pageId="hubApprovalsApprovers">
      <div className="fw-approvals-page">
        {error ? <p role="alert">{error}</p> : null}
        {data ? (
          <>
            <ChainEditor data={data} onSaved={setData} />
            <ManagersSection data={data} onSaved={setData} />
            {data.delegations.length > 0 ? (
              <section aria-labelledby="fw-approvals-away">
                <h2 id="fw-approvals-away">{t('approvals.approvers.delegationsTitle')}</h2>
                <ul>
                  {data.delegations.map((d) => (
                    <li key={d.user.userId}>
                      {t('approvals.approvers.delegationRow', {
                        user: d.user.name,
                        delegate: d.delegate.name,
                        startsOn: d.startsOn,
                        endsOn: d.endsOn,
                      })}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <DelegationSection />
          </>
        ) : null}
        {!data && !error ? <p>{t('approvals.loading')}</p> : null}
      </div>
    </PageFrame>
  )
}
