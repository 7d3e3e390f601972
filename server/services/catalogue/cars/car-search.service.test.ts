import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CAR_CLASSES,
  CAR_SORTS,
  CarSearchErrorCode,
  ZCarSearchQuerySchema,
} from '../../../../shared/catalogue/car-search-contract.ts'
import { demoSources, searchCalls, TODAY } from '../../../testing/catalogue/search-service-kit.ts'
import { searchServices } from '../search-services.ts'
import { CarSearchProblem } from './car-search.service.ts'
import { SUPPLIERS } from './car-suppliers.ts'

const service = searchServices(demoSources()).cars
const base = ZCarSearchQuerySchema.parse({
  pickupPlace: 'PAR',
  pickup: '2027-03-05T10:00',
  dropoff: '2027-03-09T10:00',
})
const { everything, all, problem } = searchCalls(service, base, CarSearchProblem)

const filters = fc.record(
  {
    pickup: fc.constantFrom('PAR', 'TYO', 'SEL', 'NYC', 'LON'),
    dropoff: fc.constantFrom(undefined, 'LYS'),
    driverAge: fc.constantFrom(22, 30, 80),
    maxPrice: fc.integer({ min: 2_000, max: 12_000 }),
    classes: fc.subarray([...CAR_CLASSES], { minLength: 1, maxLength: 4 }),
    suppliers: fc.subarray(
      SUPPLIERS.map((s) => s.code),
      { minLength: 1, maxLength: 3 },
    ),
    transmission: fc.constantFrom('automatic' as const, 'manual' as const),
    minSeats: fc.constantFrom(4, 5, 7),
    mileage: fc.constant('unlimited' as const),
    pickupKind: fc.constantFrom('airport' as const, 'town' as const),
    sort: fc.constantFrom(...CAR_SORTS),
  },
  { requiredKeys: ['pickup', 'sort'] },
)

describe('car search', () => {
  it('leaves only offers that meet every filter, and counts each facet as its filter would find', () => {
    fc.assert(
      fc.property(filters, (f) => {
        // A drop-off in Lyon is a one-way from Paris only; elsewhere the car goes back where it came from.
        const q = { ...base, ...f, dropoff: f.pickup === 'PAR' ? f.dropoff : undefined }
        const answer = all(q)
        expect(answer.offers).toHaveLength(answer.total)
        for (const { offer, perDay } of answer.offers) {
          if (q.maxPrice !== undefined) expect(perDay).toBeLessThanOrEqual(q.maxPrice)
          if (q.classes) expect(q.classes).toContain(offer.car.carClass)
          if (q.suppliers) expect(q.suppliers).toContain(offer.supplier.code)
          if (q.transmission) expect(offer.car.transmission).toBe(q.transmission)
          if (q.minSeats) expect(offer.car.seats).toBeGreaterThanOrEqual(q.minSeats)
          if (q.mileage) expect(offer.mileage.unlimited).toBe(true)
          if (q.pickupKind) expect(offer.pickup.kind).toBe(q.pickupKind)
        }
        const { facets } = answer
        for (const c of facets.classes) expect(everything({ ...q, classes: [c.code] }).total).toBe(c.count)
        for (const s of facets.suppliers)
          expect(everything({ ...q, suppliers: [s.supplier.code] }).total).toBe(s.count)
        for (const t of facets.transmission)
          expect(everything({ ...q, transmission: t.code }).total).toBe(t.count)
        for (const s of facets.seats) expect(everything({ ...q, minSeats: s.value }).total).toBe(s.count)
        for (const k of facets.pickupKinds)
          expect(everything({ ...q, pickupKind: k.code }).total).toBe(k.count)
        expect(everything({ ...q, mileage: 'unlimited' }).total).toBe(facets.unlimitedMileage.count)
        if (facets.price)
          expect(everything({ ...q, maxPrice: facets.price.max }).total).toBe(
            everything({ ...q, maxPrice: undefined }).total,
          )
      }),
      { numRuns: 15 },
    )
  })

  it('gives each facet value its lowest price per day', () => {
    const answer = all(base)
    for (const c of answer.facets.classes) {
      const days = answer.offers.filter((o) => o.offer.car.carClass === c.code).map((o) => o.perDay)
      expect(c.minPrice).toBe(Math.min(...days))
    }
    expect(answer.facets.price?.min).toBe(Math.min(...answer.offers.map((o) => o.perDay)))
  })

  it('adds prices up in the visitor currency too, fees and all, and sorts as asked', () => {
    for (const currency of ['KRW', 'EUR', 'JPY']) {
      const cheapest = all({ ...base, dropoff: 'LYS', driverAge: 23, sort: 'cheapest' }, currency)
      expect(cheapest.currency).toBe(currency)
      expect(cheapest.oneWay).toBe(true)
      const totals = cheapest.offers.map((o) => o.total)
      expect(totals).toEqual([...totals].sort((a, b) => a - b))
      for (const o of cheapest.offers) {
        expect(o.oneWayFee).toBeGreaterThan(0)
        expect(o.youngDriverFee).toBeGreaterThan(0)
        expect(o.total).toBe(
          o.perDay * cheapest.days + o.taxes + (o.oneWayFee ?? 0) + (o.youngDriverFee ?? 0),
        )
      }
    }
    const rating = all({ ...base, sort: 'rating' }).offers.map((o) => o.offer.supplier.ratingTenths)
    expect(rating).toEqual([...rating].sort((a, b) => b - a))
    const seats = all({ ...base, sort: 'largest' }).offers.map((o) => o.offer.car.seats)
    expect(seats).toEqual([...seats].sort((a, b) => b - a))
  })

  it('recommends well-rated suppliers at a fair price first, not merely the cheapest car', () => {
    const top = everything(base).offers.slice(0, 10)
    const mean = top.reduce((sum, o) => sum + o.offer.supplier.ratingTenths, 0) / top.length
    expect(mean).toBeGreaterThanOrEqual(80)
  })

  it('answers a one-way to an island with no cars and the reason', () => {
    const jeju = service.search({ ...base, pickup: 'SEL', dropoff: 'CJU' }, 'KRW', TODAY)
    expect(jeju).toMatchObject({ offers: [], total: 0, reason: 'noRoad', oneWay: true })
    expect(everything(base).reason).toBeNull()
  })

  it('says what is wrong with a search it cannot answer', () => {
    expect(problem({ pickup: 'QQQ' })).toBe(CarSearchErrorCode.PLACE_UNKNOWN)
    expect(problem({ dropoff: 'LON' })).toBe(CarSearchErrorCode.ONE_WAY_ABROAD)
    expect(problem({ pickupDate: '2026-11-29' })).toBe(CarSearchErrorCode.DATE_PAST)
    expect(problem({ pickupDate: '2027-02-30' })).toBe(CarSearchErrorCode.DATE_INVALID)
    expect(problem({ dropoffDate: '2027-03-04' })).toBe(CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP)
    expect(problem({ dropoffDate: '2027-05-04' })).toBe(CarSearchErrorCode.TOO_MANY_DAYS)
    expect(problem({ pickupDate: '2027-12-01', dropoffDate: '2027-12-02' })).toBe(
      CarSearchErrorCode.DATE_TOO_FAR,
    )
    expect(problem({ driverAge: 16 })).toBe(CarSearchErrorCode.DRIVER_AGE)
    // Local times: ten in Los Angeles is one in New York, after half past twelve there.
    const west = { pickup: 'LAX', dropoff: 'NYC', pickupDate: '2027-03-05', dropoffDate: '2027-03-05' }
    expect(problem({ ...west, pickupTime: '10:00', dropoffTime: '12:30' })).toBe(
      CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP,
    )
    expect(problem({ ...west, pickupTime: '10:00', dropoffTime: '13:30' })).toBeNull()
    expect(problem({})).toBeNull()
  })
})
