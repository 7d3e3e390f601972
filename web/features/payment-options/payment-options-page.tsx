import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PAYMENT_API } from '../../../shared/business/payment-contract.ts'
import type { TCompanyCard } from '../../../shared/business/payment-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormErrorsScope } from '../../ui/form-errors-scope.tsx'
import { CardFields, CardLines, cardOf, cardSummary, EMPTY_CARD } from './card-form.tsx'
import { cardFormErrors, PayLoad, PayOutcome, PayRoot } from './pay-root.tsx'

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
  const queryClient = useQueryClient()
  const options = useQuery({ queryKey: KEY, queryFn: () => api.options() })
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY })
  const [draft, setDraft] = useState(EMPTY_CARD)
  const [groupId, setGroupId] = useState('')
  const add = useMutation({
    mutationFn: (group: string) => api.addCompanyCard({ groupId: group || null, card: cardOf(draft) }),
    onSuccess: async () => {
      setDraft(EMPTY_CARD)
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (c: TCompanyCard) => api.removeCompanyCard(c.id),
    onSettled: refresh,
  })
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
      <ul className="fw-company-list">
        {cards.map((card) => (
          <li key={card.id} className="fw-company-item">
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
                <Button
                  variant="secondary"
                  aria-describedby={`${id}-${card.id}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(card)}
                >
                  {t('payFields.remove')}
                </Button>
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
        <form
          className="fw-company-form"
          noValidate
          aria-labelledby={`${id}-add`}
          onSubmit={(event) => {
            event.preventDefault()
            add.mutate(chosen)
          }}
        >
          <FormErrorsScope value={{ error: add.error, ...cardFormErrors(t, add.error, 'card.') }}>
            <h2 id={`${id}-add`}>{t('payFields.payment.addTitle')}</h2>
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
            <CardFields value={draft} onChange={setDraft} at="card." />
            <PayOutcome saved={add.isSuccess ? t('payFields.saved') : null} error={add.error} />
            <Button type="submit" disabled={add.isPending}>
              {t('payFields.payment.add')}
            </Button>
          </FormErrorsScope>
        </form>
      ) : null}
    </>
  )
}
