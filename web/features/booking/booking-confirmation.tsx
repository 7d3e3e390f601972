import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
// Types only from the schemas: they hold zod, which must stay out of the browser bundle.
import type { TBookingConfirmation } from '../../../shared/booking/booking-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import { localMoment } from './booking-review.tsx'

/**
 * A booking's confirmation: its reference, what and who, what was charged, the terms, and cancelling
 * under them (a second press confirms; the answer says what was refunded).
 */
export function BookingConfirmation(props: {
  confirmation: TBookingConfirmation
  /** Booked at once, and the company's approver asked to agree (a refusal cancels it). */
  pendingApproval: boolean
  format: FlightFormat
  cancel(): Promise<void>
}) {
  const { t } = useTranslation()
  const { confirmation: c, format } = props
  const [asking, setAsking] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  // The confirmation replaces the form the visitor pressed Book at the bottom of: it is read from its top.
  useEffect(() => heading.current?.focus(), [])
  const [state, setState] = useState<'idle' | 'cancelling' | 'failed'>('idle')
  const money = (m: { amount: number; currency: string }) => format.money(m.amount, m.currency)
  const cancelled = c.state === 'cancelled'
  const cancel = () => {
    setState('cancelling')
    props.cancel().then(
      () => setState('idle'),
      () => setState('failed'),
    )
  }
  return (
    <section className="fw-booking-section" aria-labelledby="fw-booking-done">
      <h2 id="fw-booking-done" ref={heading} tabIndex={-1}>
        {t(cancelled ? 'booking.done.cancelled' : 'booking.done.booked')}
      </h2>
      <p role="status">{t('booking.done.reference', { reference: c.reference })}</p>
      {props.pendingApproval && !cancelled ? <p>{t('booking.done.pendingApproval')}</p> : null}
      <p>
        <Link to={c.tripPath}>{t('booking.done.trip')}</Link>
      </p>
      <p className="fw-booking-offer">{c.offer.title}</p>
      <p>
        {t('booking.review.when', {
          start: localMoment(format, c.offer.startAt),
          end: localMoment(format, c.offer.endAt),
          place: c.offer.place.cityName,
        })}
      </p>
      <h3>{t('booking.done.travellers')}</h3>
      <ul>
        {c.travellers.map((traveller, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a traveller is their place in the booking
          <li key={i}>{`${traveller.firstName} ${traveller.lastName}`}</li>
        ))}
      </ul>
      <p>
        {c.payment.kind === 'card'
          ? t('booking.done.paidCard', { price: money(c.charged), last4: c.payment.last4 })
          : t('booking.done.paidCompany', { price: money(c.charged) })}
        {c.visitor ? ` ${t('booking.done.about', { price: money(c.visitor) })}` : null}
      </p>
      {cancelled ? null : <p>{t('booking.done.mail')}</p>}
      {c.refund ? (
        <p role="status">
          {c.refund.amount.amount > 0
            ? t('booking.done.refunded', { price: money(c.refund.amount) })
            : t(`booking.done.noRefund.${c.refund.reason}`)}
        </p>
      ) : null}
      {cancelled ? null : (
        <>
          <p className={c.cancellation.freeUntil ? 'fw-booking-free' : undefined}>
            {c.cancellation.freeUntil
              ? t('booking.review.freeUntil', { when: localMoment(format, c.cancellation.freeUntil) })
              : t('booking.review.notRefundable')}
          </p>
          {asking ? (
            <div className="fw-booking-actions">
              <p>{t('booking.done.cancelSure')}</p>
              <Button
                variant="danger"
                aria-disabled={state === 'cancelling'}
                onClick={() => state !== 'cancelling' && cancel()}
              >
                {t('booking.done.cancelYes')}
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {t('booking.done.cancelNo')}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t('booking.done.cancel')}
            </Button>
          )}
          {state === 'failed' ? <p role="alert">{t('booking.done.cancelFailed')}</p> : null}
        </>
      )}
    </section>
  )
}
