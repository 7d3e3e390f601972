import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PAYMENT_API } from '../../../shared/business/payment-contract.ts'
import type { TCard } from '../../../shared/business/payment-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormErrorsScope } from '../../ui/form-errors-scope.tsx'
import { CardFields, CardLines, cardOf, cardSummary, EMPTY_CARD } from './card-form.tsx'
import { cardFormErrors, PayLoad, PayOutcome, PayQueries } from './pay-root.tsx'

const KEY = apiKey(PAYMENT_API.myCards)

/**
 * A business traveller's own cards (decision 057), on their account page in business mode: added
 * here when the company's account permissions allow personal cards.
 */
export function MyCardsSection({ api }: { api?: PaymentFieldsApi }) {
  return (
    <PayQueries>
      <MyCards api={api ?? browserPaymentFieldsApi()} />
    </PayQueries>
  )
}

function MyCards({ api }: { api: PaymentFieldsApi }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: KEY, queryFn: () => api.myCards() })
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY })
  const [draft, setDraft] = useState(EMPTY_CARD)
  const add = useMutation({
    mutationFn: () => api.addMyCard(cardOf(draft)),
    onSuccess: async () => {
      setDraft(EMPTY_CARD)
      await refresh()
    },
  })
  const remove = useMutation({ mutationFn: (c: TCard) => api.removeMyCard(c.id), onSettled: refresh })
  return (
    <section className="fw-company" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payFields.myCards.title')}</h2>
      <p>{t('payFields.myCards.about')}</p>
      {list.data ? (
        <>
          {list.data.cards.length === 0 ? <p>{t('payFields.myCards.empty')}</p> : null}
          <ul className="fw-company-list">
            {list.data.cards.map((card) => (
              <li key={card.id} className="fw-company-item">
                <p id={`${id}-${card.id}`}>
                  <strong>{cardSummary(t, card)}</strong>
                </p>
                <CardLines card={card} />
                <Button
                  variant="secondary"
                  aria-describedby={`${id}-${card.id}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(card)}
                >
                  {t('payFields.remove')}
                </Button>
              </li>
            ))}
          </ul>
          <PayOutcome saved={remove.isSuccess ? t('payFields.removed') : null} error={remove.error} />
          {list.data.allowed ? (
            <form
              className="fw-company-form"
              noValidate
              aria-labelledby={`${id}-add`}
              onSubmit={(event) => {
                event.preventDefault()
                add.mutate()
              }}
            >
              <FormErrorsScope value={{ error: add.error, ...cardFormErrors(t, add.error, '') }}>
                <h3 id={`${id}-add`}>{t('payFields.myCards.addTitle')}</h3>
                <CardFields value={draft} onChange={setDraft} />
                <PayOutcome saved={add.isSuccess ? t('payFields.saved') : null} error={add.error} />
                <Button type="submit" disabled={add.isPending}>
                  {t('payFields.myCards.add')}
                </Button>
              </FormErrorsScope>
            </form>
          ) : (
            <p>{t('payFields.myCards.notAllowed')}</p>
          )}
        </>
      ) : (
        <PayLoad error={list.error} />
      )}
    </section>
  )
}
