import { Fragment } from 'react'
// Types only from the schemas: they hold zod, which must stay out of the browser bundle.
import type { TBookingReview, TPriceBreakdown } from '../../../shared/booking/booking-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'

/** "Sat, Dec 19 10:00" of a local time with its offset, as the place's clock says it. */
export const localMoment = (format: FlightFormat, iso: string) =>
  `${format.date(iso.slice(0, 10))} ${format.time(iso)}`

function Breakdown({ price, format }: { price: TPriceBreakdown; format: FlightFormat }) {
  const { t } = useTranslation()
  const money = (m: { amount: number; currency: string }) => format.money(m.amount, m.currency)
  return (
    <dl className="fw-booking-price">
      <dt>{t('booking.price.base')}</dt>
      <dd>{money(price.base)}</dd>
      {price.taxesAndFees ? (
        <>
          <dt>{t('booking.price.taxes')}</dt>
          <dd>{money(price.taxesAndFees)}</dd>
        </>
      ) : null}
      {price.extraFees.map((fee) => (
        <Fragment key={fee.kind}>
          <dt>{t(`booking.price.${fee.kind}`)}</dt>
          <dd>{money(fee.amount)}</dd>
        </Fragment>
      ))}
      <dt className="fw-booking-total">{t('booking.price.total')}</dt>
      <dd className="fw-booking-total">{money(price.total)}</dd>
    </dl>
  )
}

/** What the offer's details say in a line or two, per vertical. */
function Details({ review, format }: { review: TBookingReview; format: FlightFormat }) {
  const { t } = useTranslation()
  const d = review.offer.details
  switch (d.vertical) {
    case 'flight': {
      return (
        <ul className="fw-booking-details">
          {d.legs.map((leg) => (
            <li key={`${leg.from}-${leg.departAt}`}>
              {t('booking.details.flightLeg', {
                from: leg.from,
                to: leg.to,
                depart: localMoment(format, leg.departAt),
                arrive: localMoment(format, leg.arriveAt),
                flights: leg.segments.map((s) => s.flightNumber).join(', '),
              })}
            </li>
          ))}
          <li>
            {t('booking.details.fare', { bags: d.checkedBags })} · {t(`booking.details.changes.${d.changes}`)}
          </li>
        </ul>
      )
    }
    case 'hotel': {
      return (
        <ul className="fw-booking-details">
          <li>{t('booking.details.stay', { nights: d.nights, adults: d.adults, rooms: d.rooms })}</li>
          <li>
            {t(`stayResults.rooms.${d.room}`)} · {t(`stayResults.boards.${d.board}`)}
          </li>
        </ul>
      )
    }
    case 'car': {
      return (
        <ul className="fw-booking-details">
          <li>{t('booking.details.car', { model: d.exampleModel, supplier: d.supplier, days: d.days })}</li>
          <li>{t('booking.details.carDesks', { pickup: d.pickup.name, dropoff: d.dropoff.name })}</li>
          <li>
            {d.mileage.unlimited
              ? t('booking.details.unlimited')
              : t('booking.details.includedKm', { km: d.mileage.includedKm ?? 0 })}
          </li>
        </ul>
      )
    }
    case 'train': {
      return (
        <ul className="fw-booking-details">
          <li>{`${d.train} · ${d.fromStation} → ${d.toStation}`}</li>
          <li>{t('booking.details.train', { adults: d.adults })}</li>
        </ul>
      )
    }
  }
}

/** The review step: what is booked, when, its terms, and the price broken down in both currencies. */
export function BookingReview({ review, format }: { review: TBookingReview; format: FlightFormat }) {
  const { t } = useTranslation()
  const { offer, cancellation, price } = review
  return (
    <section className="fw-booking-section" aria-labelledby="fw-booking-review">
      <h2 id="fw-booking-review">{t('booking.review.title')}</h2>
      <p className="fw-booking-offer">{offer.title}</p>
      <p>
        {t('booking.review.when', {
          start: localMoment(format, offer.startAt),
          end: localMoment(format, offer.endAt),
          place: offer.place.cityName,
        })}
      </p>
      <Details review={review} format={format} />
      <p className={cancellation.freeUntil ? 'fw-booking-free' : undefined}>
        {cancellation.freeUntil
          ? t('booking.review.freeUntil', { when: localMoment(format, cancellation.freeUntil) })
          : t('booking.review.notRefundable')}
      </p>
      <h3>{t('booking.review.price')}</h3>
      <Breakdown price={price.visitor ?? price.charged} format={format} />
      {price.visitor ? (
        <p className="fw-booking-charged">
          {t('booking.review.charged', {
            price: format.money(price.charged.total.amount, price.charged.total.currency),
          })}
        </p>
      ) : null}
    </section>
  )
}
