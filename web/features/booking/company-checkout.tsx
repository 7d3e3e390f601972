import checkoutMessages from 'virtual:fw-messages/section/checkout'
import { useEffect } from 'react'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CHECKOUT_SECTION_VIEWS } from '../checkout/checkout-sections.ts'
import { useCheckoutSections } from '../checkout/use-checkout-sections.ts'
import '../checkout/checkout.css'

addEnglishMessages(checkoutMessages)

/**
 * A business booking's part of the booking page (decision 053's checkout, decision 084's page): the
 * quote's sections in the contract's order (the policy verdict and its reason, the approval and who
 * decides, the company's payment option, the reporting fields), what pressing Book will do, and whether
 * every section is ready. `onChange` gets the checkout's input and readiness on each change.
 */
export function CompanyCheckout(props: {
  quote: TCheckoutQuoteResponse
  errorCode: string | null
  onChange(input: TCheckoutInput, ready: boolean): void
}) {
  const { t } = useTranslation()
  const { quote, onChange } = props
  const { input, onInput, readiness, shown, ready } = useCheckoutSections(quote)
  useEffect(() => onChange(input, ready), [input, ready, onChange])
  return (
    <section className="fw-booking-section fw-checkout" aria-labelledby="fw-booking-company">
      <h2 id="fw-booking-company">{t('booking.company.title', { name: quote.traveler.name })}</h2>
      {shown.map((key) => {
        const View = CHECKOUT_SECTION_VIEWS[key]
        return View ? (
          <View
            key={key}
            section={quote.sections[key]}
            quote={quote}
            input={input}
            onInput={onInput}
            onReady={readiness[key]}
            errorCode={props.errorCode}
          />
        ) : null
      })}
      <p className={`fw-checkout-outcome fw-checkout-outcome--${quote.outcome}`}>
        {t(`checkout.outcome.${quote.outcome}`)}
      </p>
    </section>
  )
}
