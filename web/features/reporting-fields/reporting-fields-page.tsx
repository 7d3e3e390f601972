import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { REPORTING_FIELDS_API } from '../../../shared/business/reporting-fields-contract.ts'
import type { TReportingField } from '../../../shared/business/reporting-fields-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { CompanyForm } from '../company-settings/company-form.tsx'
import { CompanyList, EditorActions, useCompanyList } from '../company-settings/company-list.tsx'
import { PayLoad, PayOutcome, PayRoot } from '../payment-options/pay-root.tsx'
import { draftOf, EMPTY_FIELD, FieldInputs, requestOf, type TFieldDraft } from './field-form.tsx'

const KEY = apiKey(REPORTING_FIELDS_API.fields)

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
  const moveButton = (index: number, by: -1 | 1, nameId: string) => (
    <Button
      variant="secondary"
      aria-describedby={nameId}
      disabled={index + by < 0 || index + by >= fields.length || order.isPending}
      onClick={() => move(index, by)}
    >
      {t(by < 0 ? 'payFields.fields.moveUp' : 'payFields.fields.moveDown')}
    </Button>
  )
  return (
    <>
      <h2>{t('payFields.fields.listTitle')}</h2>
      <CompanyList
        ordered
        rows={fields}
        emptyText={t('payFields.fields.empty')}
        rowKey={(field) => field.id}
        title={(field) => field.label}
        details={(field) => (
          <>
            <p>
              {t('payFields.fields.keyShown', { key: field.key })} ·{' '}
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
          </>
        )}
        actions={(field, nameId, index) => (
          <>
            {moveButton(index, -1, nameId)}
            {moveButton(index, 1, nameId)}
            <Button
              variant="secondary"
              aria-describedby={nameId}
              onClick={() => {
                setEditing(field.id)
                setDraft(draftOf(field))
              }}
            >
              {t('payFields.fields.edit')}
            </Button>
          </>
        )}
        remove={remove}
        otherError={order.error}
        outcome={PayOutcome}
        texts={{ remove: t('payFields.remove'), removed: t('payFields.removed') }}
      />
      <CompanyForm
        title={
          editingField
            ? t('payFields.fields.editTitle', { label: editingField.label })
            : t('payFields.fields.addTitle')
        }
        onSubmit={() => save.mutate()}
      >
        <FieldInputs value={draft} onChange={setDraft} />
        <PayOutcome saved={save.isSuccess ? t('payFields.saved') : null} error={save.error} />
        <EditorActions
          editing={editingField !== undefined}
          saving={save.isPending}
          texts={{
            add: t('payFields.fields.add'),
            save: t('payFields.fields.save'),
            cancel: t('payFields.fields.cancel'),
          }}
          onCancel={startAdding}
        />
      </CompanyForm>
    </>
  )
}
