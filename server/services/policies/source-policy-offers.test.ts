import { describe, expect, it } from 'vitest'
import type { TPolicyVerdict } from '../../../shared/business/checkout-contract.ts'
import { effectivePolicy } from '../../../shared/business/policy-engine.ts'
import type { TPolicyRestrictions, TTravelPolicy } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { ZCarSearchQuerySchema } from '../../../shared/catalogue/car-search-contract.ts'
import { ZStaySearchQuerySchema } from '../../../shared/catalogue/stay-search-contract.ts'
import { ZTrainSearchQuerySchema } from '../../../shared/catalogue/train-search-contract.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import { demoSources } from '../../testing/catalogue/search-service-kit.ts'
import { searchServices } from '../catalogue/search-services.ts'
import { NOWHERE, policyJudge, policyOffersThrough } from './policy-offers.ts'

const TODAY = '2026-11-30'
const NOW = new Date(`${TODAY}T12:00:00Z`)
const sources = demoSources()
const { cars: carSearch, stays: staySearch, trains: trainSearch } = searchServices(sources)
const offers = policyOffersThrough(sources, EXCHANGE_RATES, () => TODAY)

/** A policy asking a reason: a budget of the search's median and 10 %, a class or star limit, a week ahead. */
function judgeOf(restrictions: Partial<TPolicyRestrictions>) {
  const policy: TTravelPolicy = {
    settings: { enabled: true, handling: 'allowWithReason' },
    restrictions: {
      budget: { kind: 'dynamic', percentAboveMedian: 10 },
      maxClass: null,
      maxStars: null,
      cityCaps: [],
      minAdvanceDays: 7,
      ...restrictions,
    },
    preferences: { preferred: [], preferredOnly: false },
    advancedRules: { overrides: [] },
  }
  return policyJudge(effectivePolicy(policy, NOWHERE), NOW)
}

/** What the checkout's policy check says of an offer: rebuilt from its id, judged, in the offer's currency. */
function atCheckout(judge: ReturnType<typeof judgeOf>, vertical: TPolicyVertical, offerId: string) {
  const rebuilt = offers(vertical, offerId)
  if (!rebuilt) throw new Error(`cannot rebuild ${offerId}`)
  const [verdict] = judge([rebuilt.offer], rebuilt.comparables)
  return verdict && rebuilt.shown ? rebuilt.shown(verdict) : verdict
}

/**
 * Each offer of the searches has the verdict at checkout its search gave; both statuses are among them, so
 * that the comparison says something.
 */
function expectSameAtCheckout(
  judge: ReturnType<typeof judgeOf>,
  vertical: TPolicyVertical,
  searches: { id: string; verdict: TPolicyVerdict | null }[][],
) {
  const statuses = new Set<string | undefined>()
  for (const { id, verdict } of searches.flat()) {
    expect(atCheckout(judge, vertical, id), id).toEqual(verdict)
    statuses.add(verdict?.status)
  }
  expect(statuses).toEqual(new Set(['in', 'out']))
}

/** The checkout rebuilds the offer sources' offers with their searches' comparables (decision 085). */
describe('source offers at checkout', () => {
  it('says of every car what its search said, round trip or one way, whatever the driver’s age', () => {
    const judge = judgeOf({ maxClass: 'compact' })
    const searches = [
      { pickupPlace: 'PAR', pickup: '2027-03-05T10:00', dropoff: '2027-03-09T10:00' },
      {
        pickupPlace: 'SEL',
        dropoffPlace: 'PUS',
        pickup: '2026-12-03T10:00',
        dropoff: '2026-12-06T10:00',
        driverAge: '22',
      },
    ].map((where) => {
      const q = { ...ZCarSearchQuerySchema.parse(where), limit: 10_000 }
      const found = carSearch.search(q, 'USD', TODAY, judge).offers
      expect(found.length).toBeGreaterThan(20)
      return found.map((c) => ({ id: c.offer.id, verdict: c.verdict }))
    })
    expectSameAtCheckout(judge, 'car', searches)
  })

  it('says of every stay’s shown rate what its search said, for one room or several', () => {
    const judge = judgeOf({ maxStars: 4 })
    const searches = [
      { destination: 'CPT', checkin: '2027-01-10', checkout: '2027-01-12', adults: '1' },
      { destination: 'TYO', checkin: '2026-12-02', checkout: '2026-12-05', adults: '3', rooms: '2' },
    ].map((where) => {
      const q = { ...ZStaySearchQuerySchema.parse(where), limit: 10_000 }
      const found = staySearch.search(q, 'USD', TODAY, judge).offers
      // Each property's cheapest rate and its cheapest free to cancel: the rates its card can show.
      const judged = found.flatMap(({ stay }) => stay.rates.filter((r) => r.verdict !== null))
      expect(judged.length).toBeGreaterThan(found.length)
      return judged.map((r) => ({ id: r.rate.id, verdict: r.verdict }))
    })
    expectSameAtCheckout(judge, 'hotel', searches)
  })

  it('says of every train fare what its search said, in the operator’s currency', () => {
    const judge = judgeOf({ maxClass: 'standard' })
    const searches = (
      [
        [{ from: 'PAR', to: 'LON', depart: '2026-12-04' }, 'EUR'],
        [{ from: 'SEL', to: 'PUS', depart: '2027-02-01', adults: '2' }, 'KRW'],
      ] as const
    ).map(([where, currency]) => {
      const q = { ...ZTrainSearchQuerySchema.parse(where), limit: 10_000 }
      const fares = trainSearch.search(q, currency, TODAY, judge).offers.flatMap((o) => o.fares)
      expect(fares.length).toBeGreaterThan(20)
      return fares
    })
    expectSameAtCheckout(judge, 'train', searches)
  })

  it('leaves ids of no source to the demo catalogue, and gone offers unjudged', () => {
    expect(offers('car', 'cr1:garbage')).toBeNull()
    expect(offers('hotel', 'st-1-CPT000-double-n-2020-01-01-2020-01-03-1-1')).toBeNull()
    expect(offers('train', 'tr1:PAR:LON:2020-01-01:600:1:first')).toBeNull()
    expect(offers('car', 'hotel-1-abc')).toBeNull()
  })
})
