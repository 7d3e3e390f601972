import { useId } from 'react'
import { PAYMENT_API } from '../../../shared/business/payment-contract.ts'
import type { TCard } from '../../../shared/business/payment-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CardLines, cardSummary } from './card-form.tsx'
import { AddCardForm, RemoveCardButton, useCardList } from './card-list.tsx'
import { PayLoad, PayOutcome, PayQueries } from './pay-root.tsx'
import '../../ui/card-list.css'

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
  const { list, draft, setDraft, add, remove } = useCardList(
    KEY,
    () => api.myCards(),
    (card) => api.addMyCard(card),
    (c: TCard) => api.removeMyCard(c.id),
  )
  return (
    <section className="fw-company" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payFields.myCards.title')}</h2>
      <p>{t('payFields.myCards.about')}</p>
      {list.data ? (
        <>
          {list.data.cards.length === 0 ? <p>{t('payFields.myCards.empty')}</p> : null}
          <ul className="fw-card-list">
            {list.data.cards.map((card) => (
              <li key={card.id} className="fw-card">
                <p id={`${id}-${card.id}`}>
                  <strong>{cardSummary(t, card)}</strong>
                </p>
                <CardLines card={card} />
                <RemoveCardButton
                  describedBy={`${id}-${card.id}`}
                  remove={{ isPending: remove.isPending, mutate: () => remove.mutate(card) }}
                />
              </li>
            ))}
          </ul>
          <PayOutcome saved={remove.isSuccess ? t('payFields.removed') : null} error={remove.error} />
          {list.data.allowed ? (
            <AddCardForm
              titleId={`${id}-add`}
              title={<h3 id={`${id}-add`}>{t('payFields.myCards.addTitle')}</h3>}
              draft={draft}
              setDraft={setDraft}
              add={add}
              submitLabel={t('payFields.myCards.add')}
              onSubmit={() => add.mutate(undefined)}
            />
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
