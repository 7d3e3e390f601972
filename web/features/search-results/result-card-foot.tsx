import type { ComponentProps } from 'react'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import { PolicyBadge } from '../travel-policy/policy-badge.tsx'
import type { CatalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { OfferActions } from '../trip-catalogue/offer-actions.tsx'
import type { OfferActionDeps } from '../trip-catalogue/use-offer-actions.ts'

/** What a results card is given to act on its offer. */
export interface TResultCardActions {
  catalogue: CatalogueFormat
  deps: OfferActionDeps
  savedEventId: string | null
  /** A business traveller's results say each offer's policy verdict. */
  showPolicy: boolean
}

/** A results card's foot: the offer's policy verdict when shown, then its save and book actions. */
export function ResultCardFoot(
  props: TResultCardActions & {
    result: TCatalogueOffer
    policy: Pick<ComponentProps<typeof PolicyBadge>, 'status' | 'reasons'> | null | undefined
    money(minor: number): string
  },
) {
  const { policy, catalogue } = props
  return (
    <>
      {props.showPolicy && policy ? (
        <PolicyBadge status={policy.status} reasons={policy.reasons} money={props.money} />
      ) : null}
      <OfferActions
        result={props.result}
        deps={props.deps}
        savedEventId={props.savedEventId}
        money={catalogue.price}
        period={catalogue.period}
      />
    </>
  )
}
