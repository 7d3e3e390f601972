import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAR_CLASSES as CAR_SEARCH_CLASSES } from '../catalogue/car-search-rules.ts'
import { TRAIN_CLASSES as TRAIN_SEARCH_CLASSES } from '../catalogue/train-search-rules.ts'
import { OUT_OF_POLICY_HANDLING } from './checkout-contract.ts'
import { classesOf, classRank } from './policy-contract.ts'
import {
  DEFAULT_POLICY,
  effectivePolicy,
  evaluateOffer,
  medianUnitPrice,
  sortResults,
  type TPolicyOffer,
} from './policy-engine.ts'
import type { TPolicyRestrictions, TTravelPolicy } from './policy-schemas.ts'
import { POLICY_VERTICALS } from './policy-verticals.ts'

const NOW = new Date('2026-11-24T12:00:00Z')
const CITIES = ['paris', 'seoul', 'tokyo'] as const

const offerArb: fc.Arbitrary<TPolicyOffer> = fc
  .record({
    vertical: fc.constantFrom(...POLICY_VERTICALS),
    priceMinor: fc.integer({ min: 0, max: 500_000 }),
    units: fc.integer({ min: 1, max: 10 }),
    days: fc.integer({ min: 0, max: 120 }),
    destinationKey: fc.constantFrom(...CITIES),
    classIndex: fc.nat(3),
    stars: fc.integer({ min: 1, max: 5 }),
    vendorCode: fc.constantFrom('FW', 'NW', 'GH', 'HI'),
  })
  .map((o) => {
    const classes = classesOf(o.vertical)
    return {
      vertical: o.vertical,
      offerId: `o-${o.priceMinor}-${o.days}`,
      priceMinor: o.priceMinor,
      units: o.vertical === 'hotel' || o.vertical === 'car' ? o.units : 1,
      startAt: new Date(NOW.getTime() + o.days * 86_400_000 + 3_600_000).toISOString(),
      destinationKey: o.destinationKey,
      travelClass: classes.length ? (classes[o.classIndex % classes.length] as string) : null,
      stars: o.vertical === 'hotel' ? o.stars : null,
      vendorCode: o.vertical === 'train' ? null : o.vendorCode,
    }
  })

const restrictionsArb: fc.Arbitrary<TPolicyRestrictions> = fc.record({
  budget: fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.record({ kind: fc.constant('fixed' as const), amountMinor: fc.integer({ min: 0, max: 400_000 }) }),
    fc.record({
      kind: fc.constant('dynamic' as const),
      percentAboveMedian: fc.integer({ min: 0, max: 300 }),
    }),
  ),
  maxClass: fc.option(
    fc.constantFrom('economy', 'premiumEconomy', 'business', 'first', 'standard', 'compact', 'suv'),
  ),
  maxStars: fc.option(fc.integer({ min: 1, max: 5 })),
  cityCaps: fc.uniqueArray(
    fc.record({
      destinationKey: fc.constantFrom(...CITIES),
      nightlyMinor: fc.integer({ min: 0, max: 100_000 }),
    }),
    { selector: (c) => c.destinationKey, maxLength: 3 },
  ),
  minAdvanceDays: fc.option(fc.integer({ min: 0, max: 60 })),
})

const policyArb: fc.Arbitrary<TTravelPolicy> = fc.record({
  settings: fc.record({ enabled: fc.constant(true), handling: fc.constantFrom(...OUT_OF_POLICY_HANDLING) }),
  restrictions: restrictionsArb,
  preferences: fc.record({
    preferred: fc.uniqueArray(fc.constantFrom('FW', 'NW', 'GH')),
    preferredOnly: fc.boolean(),
  }),
  advancedRules: fc.constant({ overrides: [] }),
})

/** A policy at least as strict: lower budgets and caps, lower class and stars, a longer advance window. */
function stricter(r: TPolicyRestrictions, cut: number): TPolicyRestrictions {
  const lower = (n: number) => Math.floor((n * (100 - cut)) / 100)
  return {
    budget:
      r.budget.kind === 'fixed'
        ? { kind: 'fixed', amountMinor: lower(r.budget.amountMinor) }
        : r.budget.kind === 'dynamic'
          ? { kind: 'dynamic', percentAboveMedian: lower(r.budget.percentAboveMedian) }
          : r.budget,
    maxClass: r.maxClass,
    maxStars: r.maxStars === null ? null : Math.max(1, r.maxStars - (cut > 50 ? 1 : 0)),
    cityCaps: r.cityCaps.map((c) => ({ ...c, nightlyMinor: lower(c.nightlyMinor) })),
    minAdvanceDays: r.minAdvanceDays === null ? null : r.minAdvanceDays + (cut > 50 ? 3 : 0),
  }
}

const traveler = { groupIds: [], officeId: null }

describe('policy rules (decision 054)', () => {
  it('never turns an out-of-policy offer in policy under a stricter policy', () => {
    fc.assert(
      fc.property(
        offerArb,
        fc.array(offerArb, { maxLength: 6 }),
        policyArb,
        fc.integer({ min: 0, max: 100 }),
        (offer, others, policy, cut) => {
          const comparables = [offer, ...others.map((o) => ({ ...o, vertical: offer.vertical }))]
          const loose = evaluateOffer(offer, effectivePolicy(policy, traveler), comparables, NOW)
          const tight = evaluateOffer(
            offer,
            effectivePolicy({ ...policy, restrictions: stricter(policy.restrictions, cut) }, traveler),
            comparables,
            NOW,
          )
          if (loose.status === 'out') expect(tight.status).toBe('out')
        },
      ),
    )
  })

  it('takes the median whatever the order of the comparable offers', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { minLength: 1, maxLength: 12 }), fc.nat(), (offers, seed) => {
        const shuffled = [...offers].sort(
          (a, b) => ((a.priceMinor * 31 + seed) % 97) - ((b.priceMinor * 31 + seed) % 97),
        )
        expect(medianUnitPrice(shuffled)).toBe(medianUnitPrice(offers))
        const prices = offers.map((o) => Math.round(o.priceMinor / o.units))
        const median = medianUnitPrice(offers) as number
        expect(median).toBeGreaterThanOrEqual(Math.min(...prices))
        expect(median).toBeLessThanOrEqual(Math.max(...prices))
      }),
    )
  })

  it('lets a group override win over the office and the company policy', () => {
    fc.assert(
      fc.property(
        policyArb,
        restrictionsArb,
        restrictionsArb,
        fc.uuid(),
        fc.uuid(),
        (policy, forGroup, forOffice, groupId, officeId) => {
          const withRules: TTravelPolicy = {
            ...policy,
            advancedRules: {
              overrides: [
                { scope: 'office', targetId: officeId, handling: 'allow', restrictions: forOffice },
                { scope: 'group', targetId: groupId, handling: 'block', restrictions: forGroup },
              ],
            },
          }
          const both = effectivePolicy(withRules, { groupIds: [groupId], officeId })
          expect(both.restrictions).toBe(forGroup)
          expect(both.settings.handling).toBe('block')
          expect(both.groupId).toBe(groupId)
          const officeOnly = effectivePolicy(withRules, { groupIds: [], officeId })
          expect(officeOnly.restrictions).toBe(forOffice)
          const neither = effectivePolicy(withRules, { groupIds: [], officeId: null })
          expect(neither.restrictions).toBe(policy.restrictions)
        },
      ),
    )
  })

  it('finds every offer in policy when the policy is off, and out only with reasons', () => {
    fc.assert(
      fc.property(offerArb, policyArb, (offer, policy) => {
        const off = evaluateOffer(offer, effectivePolicy(DEFAULT_POLICY, traveler), [offer], NOW)
        expect(off).toMatchObject({ status: 'in', reasons: [], handling: 'allow' })
        const on = evaluateOffer(offer, effectivePolicy(policy, traveler), [offer], NOW)
        expect(on.status === 'out').toBe(on.reasons.length > 0)
        if (on.status === 'out') expect(on.handling).toBe(policy.settings.handling)
      }),
    )
  })

  it('names the reasons of a five-star hotel over its city cap', () => {
    const hotel: TPolicyOffer = {
      vertical: 'hotel',
      offerId: 'h',
      priceMinor: 60_000,
      units: 2,
      startAt: '2026-11-25T15:00:00.000Z',
      destinationKey: 'paris',
      travelClass: null,
      stars: 5,
      vendorCode: 'GH',
    }
    const policy: TTravelPolicy = {
      ...DEFAULT_POLICY,
      settings: { enabled: true, handling: 'allowWithReason' },
      restrictions: {
        budget: { kind: 'fixed', amountMinor: 25_000 },
        maxClass: null,
        maxStars: 4,
        cityCaps: [{ destinationKey: 'paris', nightlyMinor: 20_000 }],
        minAdvanceDays: 7,
      },
    }
    const verdict = evaluateOffer(hotel, effectivePolicy(policy, traveler), [hotel], NOW)
    expect(verdict.reasons.map((r) => r.code)).toEqual(['OVER_CITY_CAP', 'STARS_ABOVE_LIMIT', 'TOO_LATE'])
    expect(verdict.budgetMinor).toBe(40_000)
    expect(verdict.handling).toBe('allowWithReason')
  })

  it('orders in-policy, then preferred, then cheapest, stably', () => {
    const item = (index: number, priceMinor: number, status: 'in' | 'out', preferred: boolean) => ({
      index,
      priceMinor,
      startAt: '2026-12-01T00:00:00Z',
      status,
      preferred,
    })
    const sorted = sortResults(
      [
        item(0, 100, 'out', true),
        item(1, 300, 'in', false),
        item(2, 200, 'in', true),
        item(3, 50, 'in', false),
      ],
      { inPolicyFirst: true, preferredFirst: true, by: 'cheapest' },
    )
    expect(sorted.map((s) => s.index)).toEqual([2, 3, 1, 0])
  })
})

describe('the searches’ classes on the policy’s scales (decision 085)', () => {
  const offer = (vertical: 'car' | 'train', travelClass: string): TPolicyOffer => ({
    vertical,
    offerId: `${vertical}-${travelClass}`,
    priceMinor: 10_000,
    units: 1,
    startAt: new Date(NOW.getTime() + 30 * 86_400_000).toISOString(),
    destinationKey: 'paris',
    travelClass,
    stars: null,
    vendorCode: null,
  })
  const limitedTo = (maxClass: string): TTravelPolicy => ({
    ...DEFAULT_POLICY,
    settings: { enabled: true, handling: 'allow' },
    restrictions: { ...DEFAULT_POLICY.restrictions, maxClass },
  })
  const reasonsOf = (o: TPolicyOffer, maxClass: string) =>
    evaluateOffer(o, effectivePolicy(limitedTo(maxClass), traveler), [o], NOW).reasons

  it('ranks every class a search sells, in the search’s own order, with the limits the editor offers', () => {
    for (const [vertical, sold] of [
      ['car', CAR_SEARCH_CLASSES],
      ['train', TRAIN_SEARCH_CLASSES],
    ] as const) {
      const ranks = sold.map((c) => classRank(vertical, c))
      expect(ranks.every((r) => r !== null)).toBe(true)
      expect(ranks).toEqual([...ranks].sort((a, b) => (a as number) - (b as number)))
      for (const limit of classesOf(vertical)) expect(classRank(vertical, limit)).not.toBeNull()
    }
    expect(classRank('car', 'minivan')).toBe(classRank('car', 'van'))
    expect(classRank('hotel', 'suv')).toBeNull()
  })

  it('puts the finer classes above a limit they exceed, and nothing above the highest limit', () => {
    expect(reasonsOf(offer('train', 'standardPlus'), 'standard')).toEqual([
      { code: 'CLASS_ABOVE_LIMIT', values: { travelClass: 'standardPlus', maxClass: 'standard' } },
    ])
    expect(reasonsOf(offer('train', 'business'), 'first').map((r) => r.code)).toEqual(['CLASS_ABOVE_LIMIT'])
    expect(reasonsOf(offer('train', 'first'), 'first')).toEqual([])
    for (const travelClass of ['premium', 'luxury', 'minivan'])
      expect(reasonsOf(offer('car', travelClass), 'suv').map((r) => r.code)).toEqual(['CLASS_ABOVE_LIMIT'])
    for (const travelClass of ['mini', 'economy', 'intermediate', 'fullsize', 'suv'])
      expect(reasonsOf(offer('car', travelClass), 'suv')).toEqual([])
    expect(reasonsOf(offer('car', 'intermediate'), 'compact').map((r) => r.code)).toEqual([
      'CLASS_ABOVE_LIMIT',
    ])
    expect(reasonsOf(offer('car', 'luxury'), 'minivan')).toEqual([])
    // A limit the vertical does not offer (a car policy saved with a cabin) limits nothing, as before.
    expect(reasonsOf(offer('car', 'luxury'), 'economy')).toEqual([])
  })
})
