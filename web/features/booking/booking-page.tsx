import bookingMessages from 'virtual:fw-messages/section/booking'
import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import stayResultsMessages from 'virtual:fw-messages/section/stayResults'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useParams } from 'react-router'
import type { TTraveler } from '../../../shared/account/traveler-schemas.ts'
// Types only from the schemas: they hold zod, which must stay out of the browser bundle.
import type { TBookingConfirmation, TBookingReview } from '../../../shared/booking/booking-schemas.ts'
import { CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { MultiRoomErrorCode } from '../../../shared/business/travel-settings-contract.ts'
import { TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { accountApi } from '../../api/account.ts'
import { type BookingApi, createBookingApi } from '../../api/booking.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import type { ApiClient } from '../../api/client.ts'
import { ApiError } from '../../api/errors.ts'
import { travelersApi } from '../../api/travelers.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { formErrors } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useFocusOnRefusal } from '../../ui/focus-on-refusal.ts'
import { flightFormat } from '../flight-results/flight-format.ts'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { BookingReview } from './booking-review.tsx'
import { CardFields, emptyCard, expiryOf, type TCardDraft } from './card-fields.tsx'
import { CompanyCheckout } from './company-checkout.tsx'
import {
  emptyTraveller,
  fromAccount,
  fromSaved,
  TRAVELLER_FIELD,
  TravellerFields,
  type TTravellerDraft,
  travellerInput,
} from './traveller-fields.tsx'
import './booking.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(stayResultsMessages)
addEnglishMessages(bookingMessages)

/** The account's saved travellers, to start a traveller from. */
type TSavedTravellers = readonly TTraveler[]

type TLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'review'; review: TBookingReview; quote: TCheckoutQuoteResponse }
  | { status: 'held' }
  | { status: 'none' }
  | { status: 'done'; confirmation: TBookingConfirmation; pendingApproval?: boolean }

const CARD_FIELDS = [
  'payment.card',
  ...['number', 'expMonth', 'expYear', 'cvc', 'holderName'].map((f) => `payment.card.${f}`),
]
/** Refusals of the company's checkout, in the checkout's words. */
const CHECKOUT_CODES: ReadonlySet<string> = new Set([
  ...Object.values(CheckoutErrorCode),
  ...Object.values(MultiRoomErrorCode),
])
const errorCodeOf = (error: unknown) => (error instanceof ApiError ? error.code : null)

/** Problems of a field the booking shows in its own words (the common words say "required" and the like). */
const OWN_WORDS = new Set(['format', 'invalid', 'tooSmall', 'tooLarge', 'notAllowed'])

/**
 * The booking page (issue 25 item 4, decision 084): the review of a saved offer, its travellers (saved
 * travellers to start from, passports for an international flight), the card, and the confirmation, which
 * also cancels under the offer's terms.
 */
export function BookingPage({ api: given, client }: { api?: BookingApi; client?: () => ApiClient }) {
  const { t, locale } = useTranslation()
  const bus = useEventBus()
  const eventId = useParams().eventId ?? ''
  const [api] = useState(() => given ?? createBookingApi(client ?? browserApiClient))
  const [saved, setSaved] = useState<TSavedTravellers>([])
  const [load, setLoad] = useState<TLoad>({ status: 'loading' })
  const [drafts, setDrafts] = useState<TTravellerDraft[]>([])
  const [card, setCard] = useState<TCardDraft>(emptyCard)
  const [error, setError] = useState<unknown>(null)
  const [sending, setSending] = useState(false)
  // A business booking's checkout (policy reason, reporting fields, payment option) and whether it is complete.
  const [checkout, setCheckout] = useState<{ input: TCheckoutInput; ready: boolean }>({
    input: {},
    ready: false,
  })
  const onCheckout = useCallback((input: TCheckoutInput, ready: boolean) => setCheckout({ input, ready }), [])
  const format = useMemo(() => flightFormat(locale, t), [locale, t])
  const form = useRef<HTMLFormElement>(null)
  useFocusOnRefusal(form, error)

  useEffect(() => {
    let live = true
    const calls = (client ?? browserApiClient)()
    const travellers = travelersApi(calls)
      .list()
      .catch(() => [] as TTraveler[])
    const account = accountApi(calls)
      .profile()
      .catch(() => null)
    // A booked (or cancelled) event has no review any more: its confirmation is shown instead.
    const review = api.review(eventId).then(
      (quote) => ({ quote, booking: null }),
      async (error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== TripsErrorCode.EVENT_STATE) throw error
        return { quote: null, booking: await api.booking(eventId) }
      },
    )
    Promise.all([review, travellers, account]).then(
      ([{ quote, booking }, list, me]) => {
        if (!live) return
        setSaved(list)
        if (booking?.state === 'inCart') return setLoad({ status: 'held' })
        if (booking) return setLoad({ status: 'done', confirmation: booking })
        const found = quote?.review ?? null
        if (!found) return setLoad({ status: 'none' })
        // The first traveller starts as the account's preferred saved traveller, else, paying oneself by
        // card, as the account holder; the others empty.
        const preferred = list.find((s) => s.preferred)
        const first = preferred
          ? fromSaved(emptyTraveller(), preferred)
          : me && found.payment.kind === 'card'
            ? fromAccount(emptyTraveller(), me)
            : emptyTraveller()
        setDrafts(found.travellers.slots.map((_, i) => (i === 0 ? first : emptyTraveller())))
        if (quote) setLoad({ status: 'review', review: found, quote })
      },
      () => live && setLoad({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [api, eventId, client])

  if (load.status === 'loading') {
    return (
      <Frame>
        <p role="status">{t('booking.loading')}</p>
      </Frame>
    )
  }
  if (load.status === 'held') {
    return (
      <Frame>
        <p role="status">{t('booking.held')}</p>
      </Frame>
    )
  }
  if (load.status === 'failed' || load.status === 'none') {
    return (
      <Frame>
        <p role="alert">{t(load.status === 'none' ? 'booking.notBookable' : 'booking.failed')}</p>
      </Frame>
    )
  }
  if (load.status === 'done') {
    const cancel = async () => {
      const answer = await api.cancel(eventId)
      bus.publish('trips:changed', { reason: 'edited', fullTripId: answer.trip.fullTripId })
      setLoad({ status: 'done', confirmation: await api.booking(eventId) })
    }
    return (
      <Frame title={t('booking.doneTitle')}>
        <BookingConfirmation
          confirmation={load.confirmation}
          pendingApproval={load.pendingApproval === true}
          format={format}
          cancel={cancel}
        />
      </Frame>
    )
  }

  const { review, quote } = load
  const company = review.payment.kind === 'company'
  // A business booking of one traveller without a passport is for the member booked for, as their profile says.
  const askTravellers = !review.travellers.optional
  const passport = review.travellers.passportRequired
  const fieldNames = [
    ...drafts.flatMap((_, i) => Object.values(TRAVELLER_FIELD).map((f) => `travellers.${i}.${f}`)),
    ...CARD_FIELDS,
  ]
  const shown = formErrors(t, error, {
    fields: fieldNames,
    issueText: (issue) =>
      issue.code && OWN_WORDS.has(issue.reason)
        ? t(`booking.errors.${issue.code}`, { limit: issue.limit ?? 0 })
        : null,
    codeText: (code) =>
      code.startsWith('PAYMENT_') || code.startsWith('TRAVELLER')
        ? t(`booking.errors.${code}`)
        : CHECKOUT_CODES.has(code)
          ? t(`checkout.errors.${code}`)
          : null,
    labels: { travellers: t('booking.travellers.title'), payment: t('booking.payment.title') },
    fallback: t('booking.failed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setError(null)
    if (company && !checkout.ready) return
    const body = {
      ...(askTravellers ? { travellers: drafts.map((d) => travellerInput(d, passport)) } : {}),
      ...(company ? { checkout: checkout.input } : {}),
      ...(review.payment.kind === 'card'
        ? {
            payment: {
              card: {
                number: card.number.replace(/\s/g, ''),
                cvc: card.cvc.trim(),
                holderName: card.holderName.trim(),
                ...expiryOf(card.expiry),
              },
            },
          }
        : {}),
    }
    api.book(eventId, body).then(
      (answer) => {
        bus.publish('trips:changed', { reason: 'booked', fullTripId: answer.trip.fullTripId })
        // Held for an approver: not booked until they agree, whatever the supplier was told.
        if (answer.event.state === 'booked' && answer.confirmation)
          setLoad({
            status: 'done',
            confirmation: answer.confirmation,
            pendingApproval: answer.event.business?.approvalStatus === 'pending',
          })
        else setLoad({ status: 'held' })
        setSending(false)
      },
      (e: unknown) => {
        setError(e instanceof ApiError ? e : new Error('failed'))
        setSending(false)
      },
    )
  }
  return (
    <Frame>
      <BookingReview review={review} format={format} />
      <form
        ref={form}
        className="fw-booking-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="fw-booking-form-title"
      >
        <h2 id="fw-booking-form-title" className="fw-visually-hidden">
          {t('booking.formTitle')}
        </h2>
        {askTravellers ? (
          <section aria-labelledby="fw-booking-who">
            <h2 id="fw-booking-who">{t('booking.travellers.title')}</h2>
            {passport ? <p className="fw-field-hint">{t('booking.travellers.passportNeeded')}</p> : null}
            {review.travellers.slots.map((slot, i) => (
              <TravellerFields
                // biome-ignore lint/suspicious/noArrayIndexKey: a traveller is their place in the booking
                key={i}
                index={i}
                slot={slot}
                draft={drafts[i] ?? emptyTraveller()}
                saved={saved}
                passport={passport}
                errors={shown.fields}
                onChange={(draft) => setDrafts((all) => all.map((d, j) => (j === i ? draft : d)))}
              />
            ))}
          </section>
        ) : null}
        {company ? (
          <CompanyCheckout quote={quote} errorCode={errorCodeOf(error)} onChange={onCheckout} />
        ) : (
          <CardFields card={card} errors={shown.fields} onChange={setCard} />
        )}
        <div role="alert" className="fw-alert">
          {shown.form}
        </div>
        <Button type="submit" aria-disabled={sending || (company && !checkout.ready) || undefined}>
          {sending
            ? t('booking.booking')
            : company
              ? t(quote.outcome === 'holdForApproval' ? 'checkout.confirmForApproval' : 'checkout.confirm')
              : t('booking.book', {
                  price: format.money(review.price.charged.total.amount, review.price.charged.total.currency),
                })}
        </Button>
      </form>
    </Frame>
  )
}

/** The page; a booking made (or cancelled) is titled as what it now is, not as the form it was. */
function Frame({ children, title }: { children: React.ReactNode; title?: string }) {
  const { t } = useTranslation()
  return (
    <article className="fw-page fw-booking" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{title ?? t('booking.title')}</h1>
      {children}
    </article>
  )
}

export default BookingPage
