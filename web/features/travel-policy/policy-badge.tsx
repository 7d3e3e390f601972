import travelPolicyMessages from 'virtual:fw-messages/section/travelPolicy'
import { policyReasonText, type TReasonLike } from '../../../shared/business/policy-reason-text.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import './travel-policy.css'

// Results and trip pages show badges: the section comes with the first badge.
addEnglishMessages(travelPolicyMessages)

interface Props {
  status: 'in' | 'out'
  reasons: readonly TReasonLike[]
  money(minor: number): string
  preferred?: boolean
  /** The traveller's reason for booking out of policy (trip pages). */
  givenReason?: string | null
}

/** "In policy" / "Out of policy" with the reasons, and "Preferred" (decision 054). */
export function PolicyBadge({ status, reasons, money, preferred, givenReason }: Props) {
  const { t } = useTranslation()
  return (
    <div className="fw-policy-badges">
      <span className={`fw-policy-badge fw-policy-badge--${status}`} data-policy-status={status}>
        {t(`travelPolicy.badge.${status}`)}
      </span>
      {preferred ? (
        <span className="fw-policy-badge fw-policy-badge--preferred">
          {t('travelPolicy.badge.preferred')}
        </span>
      ) : null}
      {status === 'out' && reasons.length > 0 ? (
        <ul className="fw-policy-reasons">
          {reasons.map((r) => (
            <li key={r.code}>{policyReasonText(t, r, money)}</li>
          ))}
        </ul>
      ) : null}
      {givenReason ? (
        <p className="fw-policy-given">{t('travelPolicy.badge.givenReason', { reason: givenReason })}</p>
      ) : null}
    </div>
  )
}
