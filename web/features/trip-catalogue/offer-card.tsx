import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PolicyBadge } from '../travel-policy/policy-badge.tsx'
import type { CatalogueFormat } from './catalogue-format.ts'
import { OfferActions } from './offer-actions.tsx'
import type { OfferActionDeps } from './use-offer-actions.ts'
import type { TOfferPolicy } from './use-policy-results.ts'

interface Props {
  result: TCatalogueOffer
  deps: OfferActionDeps
  format: CatalogueFormat
  /** The event id when this offer was just saved by the signed-out save's completion. */
  savedEventId: string | null
  /** The traveller's policy verdict in business mode (decision 054); null: no badge. */
  policy?: TOfferPolicy | null
}

/** One offer: what it is, when, its price, the heart (save) and Book buttons, and the outcome. */
export function OfferCard({ result, deps, format, savedEventId, policy = null }: Props) {
  const { t } = useTranslation()
  const { offer } = result
  const titleId = `fw-offer-${offer.offerId.replace(/[^A-Za-z0-9-]/g, '-')}`
  return (
    <li className="fw-catalogue-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="fw-catalogue-card-title">
        {offer.title}
      </h2>
      <p>{format.period(offer.startAt, offer.endAt ?? null)}</p>
      {result.rating === null ? null : (
        <p>
          {offer.vertical === 'flight' && result.rating === 0
            ? t('tripsCatalogue.rating.nonstop')
            : t(`tripsCatalogue.rating.${offer.vertical}`, { count: result.rating })}
        </p>
      )}
      <p className="fw-catalogue-price">{format.price(offer.priceMinor, offer.currency)}</p>
      {policy ? (
        <PolicyBadge
          status={policy.verdict.status}
          reasons={policy.verdict.reasons}
          preferred={policy.preferred}
          money={(minor) => format.price(minor, offer.currency)}
        />
      ) : null}
      <OfferActions
        result={result}
        deps={deps}
        savedEventId={savedEventId}
        money={format.price}
        period={format.period}
      />
    </li>
  )
}
