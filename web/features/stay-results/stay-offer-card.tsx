import { memo } from 'react'
import { Link } from 'react-router'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayOffer } from '../../../shared/catalogue/stay-search-contract.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import { ResultCardFoot, type TResultCardActions } from '../search-results/result-card-foot.tsx'
import { cancellationText, priceLines, ratingText } from './stay-format.ts'

interface Props extends TResultCardActions {
  offer: TStayOffer
  result: TCatalogueOffer
  /** The property page's URL for the same stay. */
  propertyPath: string
  nights: number
  format: FlightFormat
}

/** Amenities a card names (the property page names them all). */
const CARD_AMENITIES = 4

/** Stars as the eye sees them, and as words for a screen reader. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <span className="fw-stay-stars">
      <span aria-hidden="true">{'★'.repeat(count)}</span>
      <span className="fw-visually-hidden">{t('stayResults.stars', { count })}</span>
    </span>
  )
}

/** One property with its cheapest rate under the filters: where it is, what guests say, what it costs. */
function StayOfferCardView(props: Props) {
  const { t, locale } = useTranslation()
  const { offer, format, nights } = props
  const { property, rate } = offer
  const titleId = `fw-offer-${property.id}`
  const prices = priceLines(rate, nights, t, format)
  const amenities = property.amenities.slice(0, CARD_AMENITIES)
  return (
    <li className="fw-catalogue-card fw-results-card fw-stay-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="fw-catalogue-card-title">
        <Link to={props.propertyPath}>{property.name}</Link> <Stars count={property.stars} />
      </h2>
      <p className="fw-stay-rating">{ratingText(property, t, locale)}</p>
      <p className="fw-results-facts">
        {t('stayResults.where', {
          area: property.neighbourhood.name,
          distance: property.distanceKm.toLocaleString(locale, { maximumFractionDigits: 1 }),
        })}
      </p>
      {amenities.length ? (
        <p className="fw-results-facts">
          {amenities.map((a) => t(`stayResults.amenities.${a}`)).join(' · ')}
        </p>
      ) : null}
      <p className="fw-stay-room">
        {[t(`stayResults.rooms.${rate.room}`), t(`stayResults.boards.${rate.board}`)].join(' · ')}
      </p>
      <p className={rate.freeCancellationUntil ? 'fw-results-free' : 'fw-results-facts'}>
        {cancellationText(rate, t, format)}
      </p>
      <p className="fw-catalogue-price">{prices.perNight}</p>
      <p className="fw-results-facts">{prices.total}</p>
      {offer.rateCount > 1 ? (
        <p className="fw-results-facts">
          <Link to={props.propertyPath}>{t('stayResults.moreRooms', { count: offer.rateCount })}</Link>
        </p>
      ) : null}
      <ResultCardFoot
        {...props}
        result={props.result}
        policy={offer.policy}
        money={(minor) => format.money(minor, rate.price.total.currency)}
      />
    </li>
  )
}

/** A rate id names the rate and its stay; with its price, a card a new answer keeps is not drawn again. */
export const StayOfferCard = memo(
  StayOfferCardView,
  (a, b) =>
    a.offer.rate.id === b.offer.rate.id &&
    a.offer.rateCount === b.offer.rateCount &&
    a.offer.rate.price.total.amount === b.offer.rate.price.total.amount &&
    a.offer.rate.price.total.currency === b.offer.rate.price.total.currency &&
    a.savedEventId === b.savedEventId &&
    a.showPolicy === b.showPolicy &&
    a.offer.policy?.status === b.offer.policy?.status &&
    a.propertyPath === b.propertyPath &&
    a.format === b.format &&
    a.catalogue === b.catalogue &&
    a.deps === b.deps,
)
