import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PolicyReasonLine } from '../travel-policy/policy-reason-line.tsx'

/** A request's policy verdict as terms of its list: the verdict, its reasons and the traveller's reason, if any. */
export function PolicyVerdictTerms(props: {
  status: 'in' | 'out' | null
  reasons: Parameters<typeof PolicyReasonLine>[0]['reasons']
  currency: string
  outOfPolicyReason: string | null
}) {
  const { t } = useTranslation()
  return (
    <>
      <dt>{t('approvals.queue.policy')}</dt>
      <dd>{t(`approvals.queue.policyStatus.${props.status ?? 'none'}`)}</dd>
      {props.reasons.length > 0 ? (
        <>
          <dt>{t('approvals.queue.reasons')}</dt>
          <dd>
            <PolicyReasonLine reasons={props.reasons} currency={props.currency} />
          </dd>
        </>
      ) : null}
      {props.outOfPolicyReason ? (
        <>
          <dt>{t('approvals.queue.oopReason')}</dt>
          <dd>{props.outOfPolicyReason}</dd>
        </>
      ) : null}
    </>
  )
}
