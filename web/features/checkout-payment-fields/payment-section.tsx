import payMessages from 'virtual:fw-messages/section/payFields'
import { useEffect, useId } from 'react'
import type { TPaymentQuote } from '../../../shared/business/payment-schemas.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { CheckoutSectionProps } from '../checkout/checkout-section-props.ts'
import { roomsOf } from '../payment-options/multi-room.ts'

addEnglishMessages(payMessages)

type TOption = TPaymentQuote['options'][number]

/**
 * The checkout's payment (decision 057): the options the traveller may use, the default chosen; the
 * booking waits while there is none.
 */
export function PaymentSection({ section, input, onInput, onReady }: CheckoutSectionProps) {
  const { t } = useTranslation()
  const id = useId()
  const quote = section as TPaymentQuote
  const chosen = input.paymentOptionId ?? quote.defaultId
  // The rooms chosen on the hotel search form travel in the results page's query.
  const rooms = quote.multiRoom && typeof window !== 'undefined' ? roomsOf(window.location.search) : 1
  useEffect(() => {
    if (input.paymentOptionId === undefined && quote.defaultId) onInput({ paymentOptionId: quote.defaultId })
    if (rooms > 1 && input.rooms !== rooms) onInput({ rooms })
    onReady(!quote.required || quote.options.length > 0)
  }, [input.paymentOptionId, input.rooms, rooms, quote, onInput, onReady])
  const label = (o: TOption) => {
    const card = { brand: o.brand ? t(`payFields.brands.${o.brand}`) : '', last4: o.last4 ?? '' }
    if (o.kind === 'invoice') return t('payFields.checkout.invoice')
    if (o.kind === 'personalCard') return t('payFields.checkout.personalCard', card)
    return o.groupName
      ? t('payFields.checkout.groupCard', { ...card, group: o.groupName })
      : t('payFields.checkout.companyCard', card)
  }
  return (
    <fieldset className="fw-checkout-section">
      <legend>{t('payFields.checkout.paymentTitle')}</legend>
      {rooms > 1 ? <p>{t('payFields.rooms.count', { count: rooms })}</p> : null}
      {!quote.required ? null : quote.options.length === 0 ? (
        <p role="alert">{t('payFields.checkout.noOptions')}</p>
      ) : (
        quote.options.map((o) => (
          <label key={o.id} className="fw-checkbox">
            <input
              type="radio"
              name={`${id}-payment`}
              value={o.id}
              checked={chosen === o.id}
              onChange={() => onInput({ paymentOptionId: o.id })}
            />{' '}
            {label(o)}
          </label>
        ))
      )}
    </fieldset>
  )
}
