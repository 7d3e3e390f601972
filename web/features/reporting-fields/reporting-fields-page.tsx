import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { TReportingField } from '../../../shared/business/reporting-fields-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useCompanyList } from '../company-settings/company-list.tsx'
import { PayLoad, PayOutcome, PayRoot } from '../payment-options/pay-root.tsx'
import { draftOf, EMPTY_FIELD, FieldInputs, requestOf, type TFieldDraft } from './field-form.tsx'

const KEY = ['payFields', 'reportingFields'] as const

/** /business/trip-reporting-fields (decision 057): the fields the checkout asks, in order. */
export function ReportingFieldsPage({ api }: { api?: PaymentFieldsApi }) {
  return (
    <PayRoot pageId="hubTripReportingFields">
      <ReportingFields api={api ?? browserPaymentFieldsApi()} />
    </PayRoot>
  )
}

function ReportingFields({ api }: { api: PaymentFieldsApi }) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState<TFieldDraft>(EMPTY_FIELD)
  const [editing, setEditing] = useState<string | null>(null)
  const startAdding = () => {
    setEditing(null)
    setDraft(EMPTY_FIELD)
  }
  const { list, save, remove, refresh } = useCompanyList({
    key: KEY,
    read: () => api.fields(),
    save: () => (editing ? api.saveField(editing, requestOf(draft)) : api.addField(requestOf(draft))),
    onSaved: startAdding,
    remove: (f: TReportingField) => api.removeField(f.id),
  })
  const order = useMutation({ mutationFn: (ids: string[]) => api.orderFields(ids), onSettled: refresh })
  if (!list.data) return <PayLoad error={list.error} />
  const fields = list.data.fields
  const move = (index: number, by: -1 | 1) => {
    const ids = fields.map((f) => f.id)
    const [moved] = ids.splice(index, 1)
    if (moved) ids.splice(index + by, 0, moved)
    order.mutate(ids)
  }
  const editingField = fields.find((f) => f.id === editing)
  return (
    <>
      <h2>{t('payFields.fields.listTitle')}</h2>
      {fields.length === 0 ? <p>{t('payFields.fields.empty')}</p> : null}
      <ol className="fw-company-list">
        {fields.map((field, index) => (
          <li key={field.id} className="fw-company-item">
            <p id={`${id}-${field.id}`}>
              <strong>{field.label}</strong> ({field.key}) ·{' '}
              {field.required ? t('payFields.fields.requiredBadge') : t('payFields.fields.optionalBadge')}
              {field.active ? null : ` · ${t('payFields.fields.inactiveBadge')}`}
            </p>
            <p>
              {t('payFields.fields.summary', {
                kind: t(`payFields.fields.kinds.${field.kind}`),
                input: t(`payFields.fields.inputs.${field.input}`),
              })}
              {field.options.length > 0 ? `: ${field.options.join(', ')}` : null}
            </p>
            <div className="fw-company-actions">
              <button
                type="button"
                className="fw-button fw-button--secondary"
                aria-describedby={`${id}-${field.id}`}
                disabled={index === 0 || order.isPending}
                onClick={() => move(index, -1)}
              >
                {t('payFields.fields.moveUp')}
              </button>
              <button
                type="button"
                className="fw-button fw-button--secondary"
                aria-describedby={`${id}-${field.id}`}
                disabled={index === fields.length - 1 || order.isPending}
                onClick={() => move(index, 1)}
              >
                {t('payFields.fields.moveDown')}
              </button>
              <button
                type="button"
                className="fw-button fw-button--secondary"
                aria-describedby={`${id}-${field.id}`}
                onClick={() => {
                  setEditing(field.id)
                  setDraft(draftOf(field))
                }}
              >
                {t('payFields.fields.edit')}
              </button>
              <button
                type="button"
                className="fw-button fw-button--secondary"
                aria-describedby={`${id}-${field.id}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(field)}
              >
                {t('payFields.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <PayOutcome
        saved={remove.isSuccess ? t('payFields.removed') : null}
        error={remove.error ?? order.error}
      />
      <form
        className="fw-company-form"
        noValidate
        aria-labelledby={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <h2 id={`${id}-form`}>
          {editingField
            ? t('payFields.fields.editTitle', { label: editingField.label })
            : t('payFields.fields.addTitle')}
        </h2>
        <FieldInputs value={draft} onChange={setDraft} />
        <PayOutcome saved={save.isSuccess ? t('payFields.saved') : null} error={save.error} />
        <div className="fw-company-actions">
          <button type="submit" className="fw-button" disabled={save.isPending}>
            {editingField ? t('payFields.fields.save') : t('payFields.fields.add')}
          </button>
          {editingField ? (
            <button type="button" className="fw-button fw-button--secondary" onClick={startAdding}>
              {t('payFields.fields.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </>
  )
}
