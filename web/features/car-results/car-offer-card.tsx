import { memo } from 'react'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarOffer } from '../../../shared/catalogue/car-search-contract.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import { ResultCardFoot, type TResultCardActions } from '../search-results/result-card-foot.tsx'

interface Props extends TResultCardActions {
  offer: TCarOffer
  days: number
  format: FlightFormat
}

/** The snapshot the heart and Book buttons save; the server reads the offer again by its id. */
export function carCatalogueOffer(offer: TCarOffer, className: string): TCatalogueOffer {
  return {
    offer: {
      vertical: 'car',
      offerId: offer.id,
      title: `${className} · ${offer.car.exampleModel} · ${offer.supplier.name}`,
      priceMinor: offer.price.total.amount,
      currency: offer.price.total.currency,
      startAt: offer.pickupAt,
      endAt: offer.dropoffAt,
      destination: offer.dropoff.cityName,
    },
    originKey: offer.pickup.placeCode,
    destinationKey: offer.dropoff.placeCode,
    provider: offer.supplier.name,
    rating: Math.min(5, offer.car.seats),
    details: { travelClass: offer.car.class, vendorCode: offer.supplier.code, nights: 1 },
  }
}

/** "15 Dec, 10:00" of a local time with its offset, as the place's clock says it. */
const localDateTime = (format: FlightFormat, iso: string) =>
  `${format.date(iso.slice(0, 10))} ${format.time(iso)}`

/** One car: its class and example, what it holds, the supplier and desk, its terms and its price. */
function CarOfferCardView(props: Props) {
  const { t } = useTranslation()
  const { offer, format, days } = props
  const { car, price } = offer
  const money = (m: { amount: number; currency: string }) => format.money(m.amount, m.currency)
  const className = t(`carResults.classes.${car.class}`)
  const titleId = `fw-offer-${offer.id.replace(/[^A-Za-z0-9-]/g, '-')}`
  const facts = [
    t('carResults.offer.seats', { count: car.seats }),
    t('carResults.offer.bags', { count: car.bags }),
    t('carResults.offer.doors', { count: car.doors }),
    t(`carResults.transmission.${car.transmission}`),
    car.airConditioning ? t('carResults.offer.airConditioning') : null,
    car.fuel === 'petrol' || car.fuel === 'diesel' ? null : t(`carResults.fuel.${car.fuel}`),
  ].filter((f) => f !== null)
  const fees = [
    t('carResults.offer.taxes', { price: money(price.taxesAndFees) }),
    price.oneWayFee ? t('carResults.offer.oneWayFee', { price: money(price.oneWayFee) }) : null,
    price.youngDriverFee
      ? t('carResults.offer.youngDriverFee', { price: money(price.youngDriverFee) })
      : null,
  ].filter((f) => f !== null)
  const desk = (where: TCarOffer['pickup']) =>
    t(`carResults.offer.desk.${where.kind}`, { name: where.name, city: where.cityName })
  return (
    <li className="fw-catalogue-card fw-results-card fw-car-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="fw-catalogue-card-title">
        {t('carResults.offer.title', { className, model: car.exampleModel })}
      </h2>
      <p className="fw-results-facts">{facts.join(' · ')}</p>
      <p>
        {t('carResults.offer.supplier', {
          name: offer.supplier.name,
          rating: offer.supplier.rating.toFixed(1),
        })}
      </p>
      <p className="fw-results-facts">
        {t('carResults.offer.pickup', {
          desk: desk(offer.pickup),
          when: localDateTime(format, offer.pickupAt),
        })}
      </p>
      <p className="fw-results-facts">
        {t('carResults.offer.dropoff', {
          desk: desk(offer.dropoff),
          when: localDateTime(format, offer.dropoffAt),
        })}
      </p>
      <p className="fw-results-facts">
        {[
          offer.mileage.unlimited
            ? t('carResults.offer.unlimited')
            : t('carResults.offer.includedKm', { km: offer.mileage.includedKm ?? 0 }),
          t(`carResults.fuelPolicy.${offer.fuelPolicy}`),
        ].join(' · ')}
      </p>
      <p className={offer.freeCancellationUntil ? 'fw-results-free' : 'fw-results-facts'}>
        {offer.freeCancellationUntil
          ? t('carResults.offer.freeCancellation', {
              when: localDateTime(format, offer.freeCancellationUntil),
            })
          : t('carResults.offer.nonRefundable')}
      </p>
      <p className="fw-catalogue-price">{t('carResults.offer.perDay', { price: money(price.perDay) })}</p>
      <p className="fw-results-facts">
        {t('carResults.offer.total', { price: money(price.total), days })} ({fees.join(', ')})
      </p>
      <ResultCardFoot
        {...props}
        result={carCatalogueOffer(offer, className)}
        policy={offer.policy}
        money={(minor) => format.money(minor, price.total.currency)}
      />
    </li>
  )
}

/** An offer id names the car, desks, times and driver; with its price, a kept card is not drawn again. */
export const CarOfferCard = memo(
  CarOfferCardView,
  (a, b) =>
    a.offer.id === b.offer.id &&
    a.offer.price.total.amount === b.offer.price.total.amount &&
    a.offer.price.total.currency === b.offer.price.total.currency &&
    a.offer.policy?.status === b.offer.policy?.status &&
    a.days === b.days &&
    a.savedEventId === b.savedEventId &&
    a.showPolicy === b.showPolicy &&
    a.format === b.format &&
    a.catalogue === b.catalogue &&
    a.deps === b.deps,
)
