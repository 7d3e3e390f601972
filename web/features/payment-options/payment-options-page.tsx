import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PAYMENT_API } from '../../../shared/business/payment-contract.ts'
import type { TCompanyCard } from '../../../shared/business/payment-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CardLines, cardSummary } from './card-form.tsx'
import { AddCardForm, RemoveCardButton, useCardList } from './card-list.tsx'
import { PayLoad, PayOutcome, PayRoot } from './pay-root.tsx'
import '../../ui/card-list.css'

const KEY = apiKey(PAYMENT_API.options)

/** /business/payment-options (decision 057): company cards per policy group, the default, invoice. */
export function PaymentOptionsPage({ api }: { api?: PaymentFieldsApi }) {
  return (
    <PayRoot pageId="hubPaymentOptions">
      <PaymentOptions api={api ?? browserPaymentFieldsApi()} />
    </PayRoot>
  )
}

function PaymentOptions({ api }: { api: PaymentFieldsApi }) {
  const { t } = useTranslation()
  const id = useId()
  const {
    list: options,
    refresh,
    draft,
    setDraft,
    add,
    remove,
  } = useCardList(
    KEY,
    () => api.options(),
    (card, group: string) => api.addCompanyCard({ groupId: group || null, card }),
    (c: TCompanyCard) => api.removeCompanyCard(c.id),
  )
  const [groupId, setGroupId] = useState('')
  const invoice = useMutation({ mutationFn: (on: boolean) => api.setInvoice(on), onSettled: refresh })
  if (!options.data) return <PayLoad error={options.error} />
  const { cards, groups, invoiceEnabled, canManage } = options.data
  const taken = new Set(cards.map((c) => c.groupId ?? ''))
  const free = [{ id: '', name: t('payFields.cardForm.groupDefault') }, ...groups].filter(
    (g) => !taken.has(g.id),
  )
  const chosen = free.some((g) => g.id === groupId) ? groupId : (free[0]?.id ?? '')
  return (
    <>
      {canManage ? null : <p>{t('payFields.payment.readOnly')}</p>}
      <h2>{t('payFields.payment.cardsTitle')}</h2>
      {cards.length === 0 ? <p>{t('payFields.payment.empty')}</p> : null}
      <ul className="fw-card-list">
        {cards.map((card) => (
          <li key={card.id} className="fw-card">
            <p id={`${id}-${card.id}`}>
              <strong>
                {card.groupName
                  ? t('payFields.payment.groupCard', { group: card.groupName })
                  : t('payFields.payment.defaultCard')}
              </strong>{' '}
              · {cardSummary(t, card)}
            </p>
            <CardLines card={card} />
            {canManage ? (
              <div className="fw-company-actions">
                <RemoveCardButton
                  describedBy={`${id}-${card.id}`}
                  remove={{ isPending: remove.isPending, mutate: () => remove.mutate(card) }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <PayOutcome saved={remove.isSuccess ? t('payFields.removed') : null} error={remove.error} />
      <h2>{t('payFields.payment.invoiceTitle')}</h2>
      <label className="fw-checkbox">
        <input
          type="checkbox"
          name="invoice"
          checked={invoiceEnabled}
          disabled={!canManage || invoice.isPending}
          onChange={(event) => invoice.mutate(event.target.checked)}
        />{' '}
        {t('payFields.payment.invoiceLabel')}
      </label>
      <PayOutcome saved={invoice.isSuccess ? t('payFields.saved') : null} error={invoice.error} />
      {canManage && free.length > 0 ? (
        <AddCardForm
          titleId={`${id}-add`}
          title={<h2 id={`${id}-add`}>{t('payFields.payment.addTitle')}</h2>}
          at="card."
          draft={draft}
          setDraft={setDraft}
          add={add}
          submitLabel={t('payFields.payment.add')}
          onSubmit={() => add.mutate(chosen)}
        >
          <div className="fw-company-select">
            <label htmlFor={`${id}-group`} className="fw-field-label">
              {t('payFields.cardForm.group')}
            </label>
            <select
              id={`${id}-group`}
              name="groupId"
              value={chosen}
              onChange={(event) => setGroupId(event.target.value)}
            >
              {free.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
        </AddCardForm>
      ) : null}
    </>
  )
}
