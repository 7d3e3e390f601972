import travelPolicyMessages from 'virtual:fw-messages/section/travelPolicy'
import { useEffect, useId, useMemo } from 'react'
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components'
import { CHECKOUT_LIMITS } from '../../../shared/business/checkout-contract.ts'
import type { TPolicyQuoteSection } from '../../../shared/business/policy-schemas.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { CheckoutSectionProps } from '../checkout/checkout-section-props.ts'
import { moneyFormatter } from './money-format.ts'
import { PolicyBadge } from './policy-badge.tsx'

addEnglishMessages(travelPolicyMessages)

function isPolicySection(value: unknown): value is TPolicyQuoteSection {
  const v = value as TPolicyQuoteSection | null
  return Boolean(v && typeof v === 'object' && v.verdict && typeof v.blocked === 'boolean')
}

/**
 * The checkout's policy section (decisions 053, 054): the verdict with its reasons, a reason when the
 * policy asks for one (at least 10 characters), or why the booking cannot be made.
 */
export function CheckoutPolicySection({
  section,
  quote,
  input,
  onInput,
  onReady,
  errorCode,
}: CheckoutSectionProps) {
  const { t, locale } = useTranslation()
  const headingId = useId()
  const parsed = isPolicySection(section) ? section : null
  const min = CHECKOUT_LIMITS.reasonMinLength
  const reason = input.outOfPolicyReason ?? ''
  const short = reason.trim().length < min
  const ready = !parsed || (!parsed.blocked && !(parsed.reasonRequired && short))
  useEffect(() => onReady(ready), [onReady, ready])
  const money = useMemo(() => moneyFormatter(locale, quote.currency), [locale, quote.currency])
  if (!parsed) return null
  const { verdict } = parsed
  const showShort =
    parsed.reasonRequired && short && (reason !== '' || errorCode === 'OUT_OF_POLICY_REASON_REQUIRED')
  return (
    <section className="fw-checkout-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('travelPolicy.checkout.heading')}</h3>
      <PolicyBadge status={verdict.status} reasons={verdict.reasons} money={money} />
      {parsed.blocked ? <p role="alert">{t('travelPolicy.checkout.blocked')}</p> : null}
      {verdict.status === 'out' && verdict.handling === 'requireApproval' ? (
        <p>{t('travelPolicy.checkout.approval')}</p>
      ) : null}
      {parsed.reasonRequired ? (
        <TextField
          className="fw-field"
          value={reason}
          onChange={(value) => onInput({ outOfPolicyReason: value })}
          maxLength={CHECKOUT_LIMITS.reasonMaxLength}
          isRequired
          isInvalid={showShort}
          validationBehavior="aria"
        >
          <Label className="fw-field-label">{t('travelPolicy.checkout.reasonLabel')}</Label>
          <TextArea className="fw-input" rows={3} name="outOfPolicyReason" />
          <Text slot="description" className="fw-field-hint">
            {t('travelPolicy.checkout.reasonHint', { min })}
          </Text>
          <FieldError className="fw-field-error">
            {t('travelPolicy.checkout.reasonShort', { min })}
          </FieldError>
        </TextField>
      ) : null}
    </section>
  )
}
