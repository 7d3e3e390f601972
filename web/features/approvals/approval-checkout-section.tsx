import approvalsMessages from 'virtual:fw-messages/section/approvals'
import { useCallback, useEffect, useState } from 'react'
import type { TApprovalPerson, TApprovalQuoteSection } from '../../../shared/business/approvals-schemas.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { CheckoutSectionProps } from '../checkout/checkout-section-props.ts'
import { useApprovalsApi } from './approvals-api-context.tsx'
import { PersonPicker } from './person-picker.tsx'
import './approvals.css'

addEnglishMessages(approvalsMessages)

/**
 * The approval check's part of the checkout dialog (decisions 053, 055): whether approval will be asked
 * and when, who approves (the chain), and the custom approver when the company allows it.
 */
export function ApprovalCheckoutSection({
  section,
  onInput,
  onReady,
  input,
  errorCode,
}: CheckoutSectionProps) {
  const { t } = useTranslation()
  const quote = section as TApprovalQuoteSection
  const [custom, setCustom] = useState<TApprovalPerson | null>(null)
  useEffect(() => onReady(true), [onReady])
  const api = useApprovalsApi()
  const search = useCallback(async (query: string) => (await api().customApprovers(query)).approvers, [api])
  const message =
    quote.kind === 'approval'
      ? quote.timing === 'voidWindow'
        ? t('approvals.checkout.voidWindow', { hours: String(quote.windowHours) })
        : t('approvals.checkout.beforeBooking')
      : t(quote.kind === 'notify' ? 'approvals.checkout.notify' : 'approvals.checkout.none')
  return (
    <section className="fw-checkout-section" aria-labelledby="fw-checkout-approval-title">
      <h3 id="fw-checkout-approval-title">{t('approvals.checkout.heading')}</h3>
      <p className={quote.kind === 'approval' ? 'fw-approval-needed' : undefined}>{message}</p>
      {quote.kind !== 'none' && quote.chain.length > 0 && !input.customApproverUserId ? (
        <>
          <p>{t('approvals.checkout.chain')}</p>
          <ol className="fw-approval-chain">
            {quote.chain.map((step, index) => (
              // Steps have no ids of their own; their order is what they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the step
              <li key={index}>
                {step.name
                  ? step.backupName
                    ? t('approvals.checkout.backup', { name: step.name, backup: step.backupName })
                    : step.name
                  : t('approvals.checkout.anyApprover')}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {quote.allowCustomApprover ? (
        <PersonPicker
          label={t('approvals.checkout.custom')}
          value={custom}
          noneLabel={t('approvals.checkout.customNone')}
          search={search}
          onChange={(person) => {
            setCustom(person)
            onInput({ customApproverUserId: person?.userId })
          }}
        />
      ) : null}
      {errorCode === 'APPROVER_NOT_ALLOWED' ? (
        <p className="fw-form-message fw-form-message--error">
          {t('approvals.errors.APPROVAL_PERSON_UNKNOWN')}
        </p>
      ) : null}
    </section>
  )
}
