import payMessages from 'virtual:fw-messages/section/payFields'
import { useEffect, useId } from 'react'
import type { TReportingFieldsQuote } from '../../../shared/business/reporting-fields-schemas.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { CheckoutSectionProps } from '../checkout/checkout-section-props.ts'

addEnglishMessages(payMessages)

/**
 * The checkout's trip reporting fields (decision 057): each active field, a list as a select and free
 * text as a text box; the booking waits while a required one is empty.
 */
export function ReportingFieldsSection({
  section,
  input,
  onInput,
  onReady,
  errorCode,
}: CheckoutSectionProps) {
  const { t } = useTranslation()
  const id = useId()
  const { fields } = section as TReportingFieldsQuote
  const values = input.reportingValues ?? {}
  const ready = fields.every((f) => !f.required || (values[f.key] ?? '').trim() !== '')
  useEffect(() => onReady(ready), [ready, onReady])
  const set = (key: string, value: string) => onInput({ reportingValues: { ...values, [key]: value } })
  const invalid = errorCode === 'REPORTING_FIELD_INVALID'
  return (
    <fieldset className="fw-checkout-section">
      <legend>{t('payFields.checkout.fieldsTitle')}</legend>
      {fields.some((f) => f.required) ? (
        <p className="fw-field-hint">{t('payFields.checkout.requiredNote')}</p>
      ) : null}
      {fields.map((f) => {
        const fieldId = `${id}-${f.key}`
        const empty = f.required && (values[f.key] ?? '').trim() === ''
        const common = {
          id: fieldId,
          name: f.key,
          required: f.required,
          'aria-required': f.required,
          'aria-invalid': (invalid && empty) || undefined,
          value: values[f.key] ?? '',
          className: 'fw-input',
        }
        return (
          <div key={f.key} className="fw-field">
            <label htmlFor={fieldId} className="fw-field-label">
              {f.label}
              {f.required ? ' *' : ''}
            </label>
            {f.input === 'list' ? (
              <select {...common} onChange={(e) => set(f.key, e.target.value)}>
                <option value="">{t('payFields.checkout.choose')}</option>
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => set(f.key, e.target.value)}
              />
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
