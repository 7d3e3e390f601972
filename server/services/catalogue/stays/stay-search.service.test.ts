import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  STAY_AMENITIES,
  STAY_SORTS,
  StaySearchErrorCode,
  ZStaySearchQuerySchema,
} from '../../../../shared/catalogue/stay-search-contract.ts'
import { demoSources, searchCalls, TODAY } from '../../../testing/catalogue/search-service-kit.ts'
import { searchServices } from '../search-services.ts'
import { StaySearchProblem } from './stay-search.service.ts'

const service = searchServices(demoSources()).stays
const base = ZStaySearchQuerySchema.parse({
  destination: 'TYO',
  checkin: '2027-01-08',
  checkout: '2027-01-10',
})
const { everything, all, problem } = searchCalls(service, base, StaySearchProblem)

const filters = fc.record(
  {
    destination: fc.constantFrom('TYO', 'SEL', 'PUS', 'PAR', 'DAD'),
    maxPrice: fc.integer({ min: 5_000, max: 60_000 }),
    stars: fc.subarray([1, 2, 3, 4, 5], { minLength: 1 }),
    minRating: fc.integer({ min: 6, max: 9 }),
    amenities: fc.subarray([...STAY_AMENITIES], { minLength: 1, maxLength: 2 }),
    cancellation: fc.constant('free' as const),
    sort: fc.constantFrom(...STAY_SORTS),
  },
  { requiredKeys: ['destination', 'sort'] },
)

describe('stay search', () => {
  it('leaves only properties that meet every filter, and counts each facet as its filter would find', () => {
    fc.assert(
      fc.property(filters, (f) => {
        const q = { ...base, ...f }
        const answer = all(q)
        expect(answer.offers).toHaveLength(answer.total)
        for (const { stay, rate } of answer.offers) {
          const p = stay.offer.property
          if (q.maxPrice !== undefined) expect(rate.nightly).toBeLessThanOrEqual(q.maxPrice)
          if (q.stars) expect(q.stars).toContain(p.stars)
          if (q.minRating) expect(p.ratingTenths).toBeGreaterThanOrEqual(q.minRating * 10)
          for (const a of q.amenities ?? []) expect(p.amenities).toContain(a)
          if (q.cancellation) expect(rate.rate.freeCancellationUntil).not.toBeNull()
        }
        for (const s of answer.facets.stars)
          expect(everything({ ...q, stars: [s.value] }).total).toBe(s.count)
        for (const r of answer.facets.rating)
          expect(everything({ ...q, minRating: r.value }).total).toBe(r.count)
        for (const n of answer.facets.neighbourhoods.slice(0, 3))
          expect(everything({ ...q, neighbourhoods: [n.area.code] }).total).toBe(n.count)
        expect(everything({ ...q, cancellation: 'free' }).total).toBe(answer.facets.freeCancellation.count)
      }),
      { numRuns: 12 },
    )
  })

  it('adds prices up in the visitor currency too, and sorts as asked', () => {
    for (const currency of ['KRW', 'EUR', 'JPY']) {
      const cheapest = all({ ...base, sort: 'cheapest' }, currency)
      expect(cheapest.currency).toBe(currency)
      const totals = cheapest.offers.map((o) => o.rate.total)
      expect(totals).toEqual([...totals].sort((a, b) => a - b))
      for (const { rate } of cheapest.offers)
        expect(rate.total).toBe(rate.nightly * cheapest.nights + rate.taxes)
    }
    const rating = all({ ...base, sort: 'rating' }).offers.map((o) => o.stay.offer.property.ratingTenths)
    expect(rating).toEqual([...rating].sort((a, b) => b - a))
    const distance = all({ ...base, sort: 'distance' }).offers.map(
      (o) => o.stay.offer.property.distanceTenthsKm,
    )
    expect(distance).toEqual([...distance].sort((a, b) => a - b))
  })

  it('recommends well-rated properties first, not merely the cheapest', () => {
    const top = everything(base).offers.slice(0, 10)
    const mean = top.reduce((sum, o) => sum + o.stay.offer.property.ratingTenths, 0) / top.length
    expect(mean).toBeGreaterThanOrEqual(85)
  })

  it('says what is wrong with a search it cannot answer', () => {
    expect(problem({ destination: 'QQQ' })).toBe(StaySearchErrorCode.PLACE_UNKNOWN)
    expect(problem({ checkin: '2026-11-29' })).toBe(StaySearchErrorCode.DATE_PAST)
    expect(problem({ checkin: '2027-02-30' })).toBe(StaySearchErrorCode.DATE_INVALID)
    expect(problem({ checkout: '2027-01-08' })).toBe(StaySearchErrorCode.CHECKOUT_NOT_AFTER_CHECKIN)
    expect(problem({ checkout: '2027-03-08' })).toBe(StaySearchErrorCode.TOO_MANY_NIGHTS)
    expect(problem({ checkin: '2027-12-01', checkout: '2027-12-02' })).toBe(StaySearchErrorCode.DATE_TOO_FAR)
    expect(problem({ adults: 1, rooms: 2 })).toBe(StaySearchErrorCode.ROOMS_OVER_ADULTS)
    expect(problem({ adults: 5, rooms: 1 })).toBe(StaySearchErrorCode.TOO_MANY_PER_ROOM)
    expect(problem({})).toBeNull()
  })

  it('answers the same filters again from what it kept, page after page, but never keeps a traveller’s verdicts', () => {
    const q = { ...base, cancellation: 'free' as const, sort: 'cheapest' as const, limit: 20, offset: 0 }
    const first = service.search(q, 'EUR', TODAY)
    const again = service.search(q, 'EUR', TODAY)
    expect(again.facets).toBe(first.facets)
    const second = service.search({ ...q, offset: 20 }, 'EUR', TODAY)
    // A service that kept nothing sorts the same way: the kept answer is the answer.
    const fresh = searchServices(demoSources()).stays.search({ ...q, limit: 40 }, 'EUR', TODAY)
    expect([...first.offers, ...second.offers]).toEqual(fresh.offers)
    expect(second.facets).toEqual(fresh.facets)
    const judge = (offers: readonly unknown[]) =>
      offers.map(() => ({
        status: 'in' as const,
        handling: 'allow' as const,
        reasons: [],
        budgetMinor: null,
      }))
    const judged = service.search(q, 'EUR', TODAY, judge)
    expect(service.search(q, 'EUR', TODAY, judge).facets).not.toBe(judged.facets)
    expect(judged.facets.inPolicy).not.toBeNull()
    expect(service.search(q, 'EUR', TODAY).facets.inPolicy).toBeNull()
  })
})
