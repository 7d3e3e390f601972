import { memo } from 'react'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TFlightOffer, TFlightSearchResponse } from '../../../shared/catalogue/flight-search-contract.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { ResultCardFoot, type TResultCardActions } from '../search-results/result-card-foot.tsx'
import type { FlightFormat } from './flight-format.ts'

type TLeg = TFlightOffer['legs'][number]
type TPlaces = TFlightSearchResponse['places']

interface Props extends TResultCardActions {
  offer: TFlightOffer
  result: TCatalogueOffer
  places: TPlaces
  travellers: number
  format: FlightFormat
}

function Leg({ leg, places, format }: { leg: TLeg; places: TPlaces; format: FlightFormat }) {
  const { t } = useTranslation()
  const later = format.daysLater(leg.departAt, leg.arriveAt)
  const via = leg.segments.slice(1).map((s) => s.from)
  const airlines = [...new Set(leg.segments.map((s) => s.carrierName))].join(', ')
  const numbers = leg.segments.map((s) => s.flightNumber).join(', ')
  return (
    <div className="fw-flight-leg">
      <p className="fw-flight-times">
        <span>
          <strong>{format.time(leg.departAt)}</strong>{' '}
          <abbr title={places[leg.from]?.name ?? leg.from}>{leg.from}</abbr>
        </span>
        <span aria-hidden="true"> – </span>
        <span className="fw-visually-hidden">{t('flightResults.offer.to')} </span>
        <span>
          <strong>{format.time(leg.arriveAt)}</strong>
          {later > 0 ? (
            <sup className="fw-flight-later">
              <span aria-hidden="true">+{later}</span>
              <span className="fw-visually-hidden">
                {t('flightResults.offer.daysLater', { count: later })}
              </span>
            </sup>
          ) : null}{' '}
          <abbr title={places[leg.to]?.name ?? leg.to}>{leg.to}</abbr>
        </span>
      </p>
      <p className="fw-flight-facts">
        {format.duration(leg.durationMinutes)}
        {' · '}
        {leg.stops === 0
          ? t('flightResults.offer.nonstop')
          : t('flightResults.offer.stops', { count: leg.stops, via: via.join(', ') })}
      </p>
      <p className="fw-flight-airline">{t('flightResults.offer.airline', { airlines, numbers })}</p>
    </div>
  )
}

/** One itinerary: every leg's times, airports, duration and stops, the fare, emissions and price. */
function FlightOfferCardView(props: Props) {
  const { t } = useTranslation()
  const { offer, result, format } = props
  const titleId = `fw-offer-${offer.id.replace(/[^A-Za-z0-9-]/g, '-')}`
  const currency = offer.price.total.currency
  const money = (minor: number) => format.money(minor, currency)
  const fare = offer.fareFamily
  const percent = offer.emissions.percentVsTypical
  return (
    <li className="fw-catalogue-card fw-results-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="fw-catalogue-card-title">
        {result.offer.title}
      </h2>
      {offer.legs.map((leg, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a leg is its place in the itinerary.
        <Leg key={i} leg={leg} places={props.places} format={format} />
      ))}
      <p className="fw-flight-fare">
        {t(`flightResults.fare.${fare.code}`)}
        {': '}
        {[
          fare.checkedBags === 0
            ? t('flightResults.fare.noBag')
            : t('flightResults.fare.bags', { count: fare.checkedBags }),
          t(`flightResults.fare.changes.${fare.changes}`),
          t(fare.refundable ? 'flightResults.fare.refundable' : 'flightResults.fare.nonRefundable'),
        ].join(' · ')}
      </p>
      <p className="fw-flight-emissions">
        {t('flightResults.offer.emissions', { kg: offer.emissions.kgPerTraveller })}
        {' · '}
        {percent === 0
          ? t('flightResults.offer.emissionsTypical')
          : t(percent < 0 ? 'flightResults.offer.emissionsLess' : 'flightResults.offer.emissionsMore', {
              percent: Math.abs(percent),
            })}
      </p>
      <p className="fw-catalogue-price">
        {t('flightResults.offer.perPerson', { price: money(offer.price.perAdult.amount) })}
      </p>
      {props.travellers > 1 ? (
        <p className="fw-flight-total">
          {t('flightResults.offer.total', {
            price: money(offer.price.total.amount),
            count: props.travellers,
          })}
        </p>
      ) : null}
      <ResultCardFoot {...props} result={result} policy={offer.policy} money={money} />
    </li>
  )
}

/**
 * An offer id names the whole offer (its flights, fare, travellers and price in this page's currency):
 * a card whose offer a new answer keeps is not drawn again, so that a filter's answer paints quickly.
 */
export const FlightOfferCard = memo(
  FlightOfferCardView,
  (a, b) =>
    a.offer.id === b.offer.id &&
    a.savedEventId === b.savedEventId &&
    a.showPolicy === b.showPolicy &&
    a.travellers === b.travellers &&
    a.format === b.format &&
    a.catalogue === b.catalogue &&
    a.deps === b.deps,
)
