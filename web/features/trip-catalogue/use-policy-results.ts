import { useEffect, useMemo, useState } from 'react'
import { sortResults } from '../../../shared/business/policy-engine.ts'
import type { TPolicyResultsResponse } from '../../../shared/business/policy-schemas.ts'
import type { TCatalogueSearch } from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import type { TravelPolicyApi } from '../../api/travel-policy.ts'

export type TOfferPolicy = TPolicyResultsResponse['offers'][number]

/**
 * The traveller's verdict on each offer (badges when the company has them) and the company's order
 * (decision 054), for a search in business mode; otherwise the offers as the catalogue lists them.
 */
export function usePolicyResults(
  api: TravelPolicyApi,
  search: TCatalogueSearch | null,
  offers: readonly TCatalogueOffer[],
): { result: TCatalogueOffer; policy: TOfferPolicy | null }[] {
  const [answer, setAnswer] = useState<TPolicyResultsResponse | null>(null)
  useEffect(() => {
    setAnswer(null)
    if (!search) return
    let live = true
    api.results(search).then(
      (a) => live && setAnswer(a),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, search])
  return useMemo(() => {
    const byId = new Map(answer?.offers.map((o) => [o.offerId, o]))
    const items = offers.map((result, index) => {
      const policy = byId.get(result.offer.offerId) ?? null
      return {
        result,
        policy: answer?.enabled && answer.badges ? policy : null,
        index,
        priceMinor: result.offer.priceMinor,
        startAt: result.offer.startAt,
        status: policy?.verdict.status ?? 'in',
        preferred: policy?.preferred ?? false,
      }
    })
    const sorted = answer ? sortResults(items, answer.sortOrder) : items
    return sorted.map(({ result, policy }) => ({ result, policy }))
  }, [answer, offers])
}
