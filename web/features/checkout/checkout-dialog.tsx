import checkoutMessages from 'virtual:fw-messages/section/checkout'
import { useEffect, useState } from 'react'
import { Button, Heading } from 'react-aria-components'
import { CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { MultiRoomErrorCode } from '../../../shared/business/travel-settings-contract.ts'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import type { TEventChangeResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { CHECKOUT_SECTION_VIEWS } from './checkout-sections.ts'
import { useCheckoutSections } from './use-checkout-sections.ts'
import './checkout.css'

addEnglishMessages(checkoutMessages)

/** The two calls of a checkout: a results page books its own saved event; the book queue, a request. */
export interface CheckoutCalls<T> {
  quote(eventId: string): Promise<TCheckoutQuoteResponse>
  book(eventId: string, checkout: TCheckoutInput): Promise<T>
}

interface Props<T> {
  eventId: string
  title: string
  api: CheckoutCalls<T>
  formatPrice(minor: number, currency: string): string
  onClose(): void
  onBooked(answer: T): void
}

type TLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; quote: TCheckoutQuoteResponse }

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'generic')

/** Refusals the dialog words itself; any other is the generic text (the server's description is English). */
const KNOWN_ERRORS: readonly string[] = [
  ...Object.values(CheckoutErrorCode),
  ...Object.values(MultiRoomErrorCode),
  'EVENT_STATE',
  'BOOKING_NOT_ALLOWED',
  'OFFER_NOT_FOUND',
  'MISSING_TWO_FACTOR_AUTHENTICATION',
]
const errorKey = (code: string) => `checkout.errors.${KNOWN_ERRORS.includes(code) ? code : 'generic'}`

/**
 * The business checkout (decision 053): the quote's sections in the contract's order (policy, approval,
 * payment, reporting fields), then Book. A popup on wide screens, full-screen on narrow ones.
 */
export function CheckoutDialog<T = TEventChangeResponse>({
  eventId,
  title,
  api,
  formatPrice,
  onClose,
  onBooked,
}: Props<T>) {
  const { t } = useTranslation()
  const wide = useMinWidth(BREAKPOINTS.ml)
  const [load, setLoad] = useState<TLoad>({ status: 'loading' })
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    api.quote(eventId).then(
      (quote) => live && setLoad({ status: 'loaded', quote }),
      () => live && setLoad({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [api, eventId])

  const quote = load.status === 'loaded' ? load.quote : null
  const { input, onInput, readiness, shown, ready } = useCheckoutSections(quote)
  const outcome = quote ? quote.outcome : null
  const blocked = sending || !ready

  const confirm = async () => {
    if (blocked) return
    setSending(true)
    setError(null)
    try {
      onBooked(await api.book(eventId, input))
    } catch (e) {
      setError(codeOf(e))
      setSending(false)
    }
  }

  const headingId = `fw-checkout-${eventId}`
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'fullscreen'}
      onClose={onClose}
      labelledBy={headingId}
      maxWidth={560}
      className="fw-checkout"
    >
      <Heading slot="title" level={2} id={headingId}>
        {t('checkout.title', { title })}
      </Heading>
      {load.status === 'loading' ? <p role="status">{t('checkout.loading')}</p> : null}
      {load.status === 'failed' ? <p role="alert">{t('checkout.loadFailed')}</p> : null}
      {load.status === 'loaded' ? (
        <>
          <dl className="fw-checkout-facts">
            <dt>{t('checkout.traveler')}</dt>
            <dd>{load.quote.traveler.name}</dd>
            <dt>{t('checkout.price')}</dt>
            <dd>{formatPrice(load.quote.priceMinor, load.quote.currency)}</dd>
          </dl>
          {shown.map((key) => {
            const View = CHECKOUT_SECTION_VIEWS[key]
            const section = load.quote.sections[key]
            if (!View) return null
            return (
              <View
                key={key}
                section={section}
                quote={load.quote}
                input={input}
                onInput={onInput}
                onReady={readiness[key]}
                errorCode={error}
              />
            )
          })}
        </>
      ) : null}
      {outcome ? (
        <p className={`fw-checkout-outcome fw-checkout-outcome--${outcome}`}>
          {t(`checkout.outcome.${outcome}`)}
        </p>
      ) : null}
      <p role="alert" className="fw-checkout-error">
        {error ? t(errorKey(error)) : null}
      </p>
      <div className="fw-checkout-actions">
        <Button slot="close" className="fw-button fw-button--secondary">
          {t('checkout.cancel')}
        </Button>
        <Button className="fw-button" aria-disabled={blocked || undefined} onPress={() => void confirm()}>
          {sending
            ? t('checkout.sending')
            : t(outcome === 'holdForApproval' ? 'checkout.confirmForApproval' : 'checkout.confirm')}
        </Button>
      </div>
    </ModalDialog>
  )
}
