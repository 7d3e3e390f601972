import { memo } from 'react'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TTrainOffer } from '../../../shared/catalogue/train-search-contract.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import { PolicyBadge } from '../travel-policy/policy-badge.tsx'
import type { CatalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { OfferActions } from '../trip-catalogue/offer-actions.tsx'
import type { OfferActionDeps } from '../trip-catalogue/use-offer-actions.ts'

type TFare = TTrainOffer['fares'][number]

interface Props {
  offer: TTrainOffer
  adults: number
  /** The city the train goes to, in the site's language (a trip names its place by it). */
  destination: string
  format: FlightFormat
  catalogue: CatalogueFormat
  deps: OfferActionDeps
  /** The fare saved after signing in, with its trip event. */
  completed: { resultId: string; eventId: string } | null
  /** Business mode with a travel policy: each fare's verdict in words. */
  showPolicy: boolean
}

/** The snapshot the heart and Book buttons save for one fare; the server reads the fare again by its id. */
export function trainCatalogueOffer(
  offer: TTrainOffer,
  fare: TFare,
  className: string,
  destination: string,
): TCatalogueOffer {
  return {
    offer: {
      vertical: 'train',
      offerId: fare.id,
      title: `${offer.train} · ${offer.from.station} → ${offer.to.station} · ${className}`,
      priceMinor: fare.total.amount,
      currency: fare.total.currency,
      startAt: offer.departAt,
      endAt: offer.arriveAt,
      destination,
    },
    originKey: offer.from.code,
    destinationKey: offer.to.code,
    provider: offer.operator,
    rating: null,
    details: { travelClass: fare.travelClass, vendorCode: null, nights: 1 },
  }
}

/** One departure: its times, stations, duration and stops, and each class it sells with its price. */
function TrainOfferCardView(props: Props) {
  const { t } = useTranslation()
  const { offer, format } = props
  const titleId = `fw-offer-${offer.id.replace(/[^A-Za-z0-9-]/g, '-')}`
  const later = format.daysLater(offer.departAt, offer.arriveAt)
  return (
    <li className="fw-catalogue-card fw-results-card fw-train-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="fw-catalogue-card-title">
        {t('trainResults.offer.title', {
          depart: format.time(offer.departAt),
          arrive: format.time(offer.arriveAt),
          train: offer.train,
        })}
        {later > 0 ? ` ${t('trainResults.offer.daysLater', { count: later })}` : null}
      </h2>
      <p className="fw-results-facts">
        {[
          `${offer.from.station} → ${offer.to.station}`,
          format.duration(offer.durationMinutes),
          offer.stops === 0
            ? t('trainResults.offer.direct')
            : t('trainResults.offer.stops', { count: offer.stops }),
          offer.operator,
        ].join(' · ')}
      </p>
      <ul className="fw-train-fares" aria-label={t('trainResults.offer.fares')}>
        {offer.fares.map((fare) => {
          const className = t(`trainResults.classes.${fare.travelClass}`)
          return (
            <li key={fare.id} className="fw-train-fare">
              <p>
                <strong>{className}</strong>
                {' · '}
                {t('trainResults.offer.perAdult', {
                  price: format.money(fare.perAdult.amount, fare.perAdult.currency),
                })}
                {props.adults > 1
                  ? ` · ${t('trainResults.offer.total', {
                      price: format.money(fare.total.amount, fare.total.currency),
                      count: props.adults,
                    })}`
                  : null}
              </p>
              {props.showPolicy && fare.policy ? (
                <PolicyBadge
                  status={fare.policy.status}
                  reasons={fare.policy.reasons}
                  money={(minor) => format.money(minor, fare.total.currency)}
                />
              ) : null}
              <OfferActions
                result={trainCatalogueOffer(offer, fare, className, props.destination)}
                deps={props.deps}
                savedEventId={props.completed?.resultId === fare.id ? props.completed.eventId : null}
                money={props.catalogue.price}
                period={props.catalogue.period}
              />
            </li>
          )
        })}
      </ul>
    </li>
  )
}

/** What a departure's card shows of its fares: ids, prices and verdicts. */
const fareKey = (offer: TTrainOffer) =>
  offer.fares.map((f) => `${f.id}:${f.total.amount}${f.total.currency}:${f.policy?.status ?? ''}`).join()

/** A departure's id names it with its fares in this page's currency: a kept card is not drawn again. */
export const TrainOfferCard = memo(
  TrainOfferCardView,
  (a, b) =>
    a.offer.id === b.offer.id &&
    fareKey(a.offer) === fareKey(b.offer) &&
    a.adults === b.adults &&
    a.destination === b.destination &&
    a.completed === b.completed &&
    a.showPolicy === b.showPolicy &&
    a.format === b.format &&
    a.catalogue === b.catalogue &&
    a.deps === b.deps,
)
