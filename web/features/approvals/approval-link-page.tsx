import approvalsMessages from 'virtual:fw-messages/section/approvals'
import { useEffect, useId, useState } from 'react'
import { ApprovalErrorCode, type TApprovalDecision } from '../../../shared/business/approvals-contract.ts'
import type { TLinkView } from '../../../shared/business/approvals-schemas.ts'
import { browserApprovalsApi } from '../../api/approvals.ts'
import { ApiError } from '../../api/errors.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { approvalError, formatDay, formatMoney } from './approval-texts.ts'
import { DecisionComment } from './decision-comment.tsx'
import { PolicyVerdictTerms } from './policy-verdict-terms.tsx'
import './approvals.css'

addEnglishMessages(approvalsMessages)

/** The secret travels in the fragment (#t=…), which browsers never send to a server or a Referer. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t')
  return token && /^[A-Za-z0-9_-]{32,64}$/.test(token) ? token : null
}

/** The button the approver pressed in the mail (#…&d=approve|deny): it comes first here, to confirm. */
function choiceOf(hash: string): TApprovalDecision {
  return new URLSearchParams(hash.replace(/^#/, '')).get('d') === 'deny' ? 'deny' : 'approve'
}

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  /** Opened in a browser signed in as someone other than the link's approver. */
  | { kind: 'notYours' }
  | { kind: 'ready'; view: TLinkView }
  | { kind: 'done'; view: TLinkView }

/**
 * The approver's e-mailed link (decision 055): opening it changes nothing; the page shows the booking
 * and the approver confirms with Approve or Deny, which POSTs once.
 */
export function ApprovalLinkPage() {
  const { t, locale } = useTranslation()
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [comment, setComment] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [token, setToken] = useState<string | null>(null)
  const [choice, setChoice] = useState(() => choiceOf(''))

  useEffect(() => {
    const found = tokenOf(window.location.hash)
    setToken(found)
    setChoice(choiceOf(window.location.hash))
    if (!found) {
      setState({ kind: 'invalid' })
      return
    }
    browserApprovalsApi()
      .readLink(found)
      .then(
        (view) => setState({ kind: 'ready', view }),
        (failure: unknown) =>
          setState({
            kind:
              failure instanceof ApiError && failure.code === ApprovalErrorCode.APPROVAL_LINK_NOT_YOURS
                ? 'notYours'
                : 'invalid',
          }),
      )
  }, [])

  async function decide(decision: TApprovalDecision) {
    if (!token) return
    setBusy(true)
    setError('')
    try {
      setState({ kind: 'done', view: await browserApprovalsApi().decideByLink(token, decision, comment) })
    } catch (failure) {
      setError(approvalError(t, failure))
    } finally {
      setBusy(false)
    }
  }

  let body: React.ReactNode = <p>{t('approvals.loading')}</p>
  if (state.kind === 'invalid') {
    body = <p role="alert">{t('approvals.link.invalid')}</p>
  }
  if (state.kind === 'notYours') {
    body = <p role="alert">{t('approvals.errors.APPROVAL_LINK_NOT_YOURS')}</p>
  }
  if (state.kind === 'done') {
    body = (
      <p role="status">
        {t(`approvals.link.done.${state.view.status === 'denied' ? 'denied' : 'approved'}`, {
          traveler: state.view.travelerName,
        })}
      </p>
    )
  }
  if (state.kind === 'ready') {
    const v = state.view
    body = (
      <section className="fw-approval-card" aria-labelledby={`${id}-q`}>
        <h2 id={`${id}-q`}>
          {t('approvals.link.question', { approver: v.approverName, traveler: v.travelerName })}
        </h2>
        <dl>
          <dt>{t('approvals.link.item')}</dt>
          <dd>{v.title}</dd>
          <dt>{t('approvals.queue.dates')}</dt>
          <dd>{formatDay(v.startsAt, locale)}</dd>
          <dt>{t('approvals.queue.price')}</dt>
          <dd>{formatMoney(v.priceMinor, v.currency, locale)}</dd>
          <PolicyVerdictTerms
            status={v.policyStatus}
            reasons={v.policyReasons}
            currency={v.currency}
            outOfPolicyReason={v.outOfPolicyReason}
          />
        </dl>
        <DecisionComment id={id} label={t('approvals.link.comment')} value={comment} onChange={setComment} />
        <p role="alert">{error}</p>
        <div className="fw-approval-actions">
          {[choice, choice === 'approve' ? 'deny' : 'approve'].map((decision, index) => (
            <Button
              key={decision}
              variant={index === 0 ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => void decide(decision as TApprovalDecision)}
            >
              {t(`approvals.link.${decision}`)}
            </Button>
          ))}
        </div>
      </section>
    )
  }
  return (
    <PageFrame pageId="businessApprovalLink" values={{ decision: choice }}>
      {body}
    </PageFrame>
  )
}
