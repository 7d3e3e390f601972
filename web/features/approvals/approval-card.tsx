import { useId, useState } from 'react'
import type { TApprovalDecision } from '../../../shared/business/approvals-contract.ts'
import type { TApprovalRequestView } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { formatDay, formatMoney, formatTime } from './approval-texts.ts'
import { DecisionComment } from './decision-comment.tsx'
import { PolicyVerdictTerms } from './policy-verdict-terms.tsx'

interface Props {
  request: TApprovalRequestView
  busy: boolean
  onDecide?(decision: TApprovalDecision, comment: string): void
}

/** One request: who, what, the price, the policy's verdict and reasons, the chain; approve or deny. */
export function ApprovalCard({ request, busy, onDecide }: Props) {
  const { t, locale } = useTranslation()
  const [comment, setComment] = useState('')
  const id = useId()
  const r = request
  return (
    <article className="fw-approval-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{r.item.title}</h2>
      <p>{t(`approvals.queue.outcome.${r.outcome}`)}</p>
      <dl>
        <dt>{t('approvals.queue.traveler')}</dt>
        <dd>{r.traveler.name}</dd>
        {r.booker ? (
          <>
            <dt>{t('approvals.queue.booker')}</dt>
            <dd>{r.booker.name}</dd>
          </>
        ) : null}
        <dt>{t('approvals.queue.price')}</dt>
        <dd>{formatMoney(r.priceMinor, r.currency, locale)}</dd>
        <dt>{t('approvals.queue.dates')}</dt>
        <dd>
          {formatDay(r.item.startsAt, locale)}
          {r.item.endsAt ? ` – ${formatDay(r.item.endsAt, locale)}` : ''}
        </dd>
        <PolicyVerdictTerms
          status={r.policyStatus}
          reasons={r.policyReasons}
          currency={r.currency}
          outOfPolicyReason={r.outOfPolicyReason}
        />
        <dt>{t('approvals.queue.chain')}</dt>
        <dd>
          <ol className="fw-approval-chain">
            {r.steps.map((step) => (
              <li
                key={step.position}
                aria-current={r.status === 'pending' && step.position === r.currentStep ? 'step' : undefined}
              >
                {step.approver?.name ?? t('approvals.queue.anyApprover')}
                {step.backup ? ` (${step.backup.name})` : ''}
                {step.outcome ? ` — ${t(`approvals.queue.stepOutcome.${step.outcome}`)}` : ''}
              </li>
            ))}
          </ol>
        </dd>
        {r.status === 'pending' ? (
          <>
            <dt>{t('approvals.queue.due')}</dt>
            <dd>{formatTime(r.stepDueAt, locale)}</dd>
          </>
        ) : null}
      </dl>
      {r.status !== 'pending' ? (
        <p>
          {t('approvals.queue.decided', {
            title: r.item.title,
            status: t(`approvals.queue.status.${r.status}`),
          })}
          {r.decidedVia ? ` ${t(`approvals.queue.via.${r.decidedVia}`)}` : ''}
          {r.comment ? ` “${r.comment}”` : ''}
        </p>
      ) : null}
      {onDecide && r.canDecide ? (
        <div>
          <DecisionComment
            id={id}
            label={t('approvals.queue.comment')}
            value={comment}
            onChange={setComment}
          />
          <div className="fw-approval-actions">
            <Button
              disabled={busy}
              aria-label={t('approvals.queue.approveItem', { title: r.item.title, name: r.traveler.name })}
              onClick={() => onDecide('approve', comment)}
            >
              {t('approvals.queue.approve')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={t('approvals.queue.denyItem', { title: r.item.title, name: r.traveler.name })}
              onClick={() => onDecide('deny', comment)}
            >
              {t('approvals.queue.deny')}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  )
}
