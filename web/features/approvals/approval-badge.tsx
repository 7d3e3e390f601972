import approvalsMessages from 'virtual:fw-messages/section/approvals'
import type { TApprovalStatus } from '../../../shared/business/checkout-contract.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

addEnglishMessages(approvalsMessages)

/** A business booking's approval on the trip page (decision 055): waiting, approved, denied, expired. */
export function ApprovalBadge({ status }: { status: TApprovalStatus | null | undefined }) {
  const { t } = useTranslation()
  if (!status) return null
  return <p className={`fw-trip-badge fw-trip-badge--approval-${status}`}>{t(`approvals.trip.${status}`)}</p>
}
