import { describe, expect, it } from 'vitest'
import { effectivePolicy, evaluateOffer } from '../../shared/business/policy-engine.ts'
import { ZSortOrderSchema, ZTravelPolicySchema } from '../../shared/business/policy-schemas.ts'
import { policyOfferOf } from '../services/policies/policy-offers.ts'
import { createDemoCatalogue } from '../services/trips/demo-catalogue.service.ts'
import { isoDayIn } from '../testing/iso-day.ts'
import { DEMO_POLICIES, DEMO_SORT_ORDER } from './seed-policies.ts'

describe("Northwind's demo policies (decision 054)", () => {
  it('are valid policies, and the five-star hotel in Paris is out of policy while the inn is in', () => {
    for (const policy of Object.values(DEMO_POLICIES))
      expect(ZTravelPolicySchema.parse(policy)).toEqual(policy)
    expect(ZSortOrderSchema.parse(DEMO_SORT_ORDER)).toEqual(DEMO_SORT_ORDER)
    const now = new Date()
    const day = (plus: number) => isoDayIn(plus, now)
    const { offers } = createDemoCatalogue(() => now).search({
      vertical: 'hotel',
      destination: 'paris',
      start: day(20),
      end: day(22),
    })
    const all = offers.map(policyOfferOf)
    const policy = effectivePolicy(DEMO_POLICIES.hotel, { groupIds: [], officeId: null })
    const statuses = all.map((offer) => evaluateOffer(offer, policy, all, now).status)
    expect(statuses).toEqual(['out', 'in', 'in'])
  })
})
