import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAR_SEARCH_LIMITS, rentalDays } from '../../../../shared/catalogue/car-search-rules.ts'
import { isoDayIn } from '../../../testing/iso-day.ts'
import { hhmm } from '../flights/zoned-time.ts'
import { placeIndex } from '../places/places.service.ts'
import { createCarGenerator } from './car-generator.ts'
import type { CarSearchInput } from './car-source.ts'

const TODAY = '2026-11-30'
const index = placeIndex()
const generator = createCarGenerator(() => index)
const dateIn = (days: number) => isoDayIn(days, TODAY)

/** Pick-ups, each with drop-offs in its country (or none: the same desk). */
const RENTALS: [string, (string | undefined)[]][] = [
  ['TYO', [undefined, 'OSA', 'HND', 'TYO']],
  ['SEL', [undefined, 'PUS', 'GMP']],
  ['ICN', [undefined, 'SEL']],
  ['PUS', [undefined, 'SEL']],
  ['CJU', [undefined]],
  ['PAR', [undefined, 'LYS', 'NCE']],
  ['LON', [undefined, 'MAN']],
  ['NYC', [undefined, 'WAS', 'BOS']],
  ['LAX', [undefined, 'SFO']],
  ['MUC', [undefined, 'BER']],
  ['BKK', [undefined]],
]

const searches = fc
  .record({
    rental: fc.constantFrom(...RENTALS),
    pick: fc.nat(),
    start: fc.integer({ min: 0, max: 340 }),
    pickupMinute: fc.integer({ min: 0, max: 1439 }),
    minutes: fc.integer({ min: 30, max: 30 * 1440 - 60 }),
    driverAge: fc.integer({ min: CAR_SEARCH_LIMITS.minDriverAge, max: CAR_SEARCH_LIMITS.maxDriverAge }),
  })
  .map(({ rental, pick, start, pickupMinute, minutes, driverAge }): CarSearchInput => {
    const [pickup, dropoffs] = rental
    const end = start * 1440 + pickupMinute + minutes
    return {
      pickup,
      dropoff: dropoffs[pick % dropoffs.length],
      pickupDate: dateIn(start),
      pickupTime: hhmm(pickupMinute),
      dropoffDate: dateIn(Math.floor(end / 1440)),
      dropoffTime: hhmm(end % 1440),
      driverAge,
      today: TODAY,
    }
  })

const search = (q: Partial<CarSearchInput>) => generator.searchCars({ ...searchInput(), ...q }) ?? []

describe('the car rental generator', () => {
  it('gives the same rental the same offers, from a new generator too, each id once', () => {
    fc.assert(
      fc.property(searches, (q) => {
        const offers = generator.searchCars(q)
        expect(createCarGenerator(() => index).searchCars(q)).toEqual(offers)
        expect(new Set(offers?.map((o) => o.id)).size).toBe(offers?.length)
      }),
      { numRuns: 30 },
    )
  })

  it('drops off after it picks up; totals add up; fees only where they are due', () => {
    fc.assert(
      fc.property(searches, (q) => {
        const days = rentalDays(q)
        for (const o of generator.searchCars(q) ?? []) {
          expect(Date.parse(o.dropoffAt)).toBeGreaterThan(Date.parse(o.pickupAt))
          expect(o.days).toBe(days)
          expect(o.total).toBe(o.perDay * days + o.taxes + (o.oneWayFee ?? 0) + (o.youngDriverFee ?? 0))
          expect(o.perDay).toBeGreaterThan(0)
          expect(o.taxes).toBeGreaterThan(0)
          expect(o.oneWayFee !== null).toBe(o.pickup.cityCode !== o.dropoff.cityCode)
          expect(o.youngDriverFee !== null).toBe(q.driverAge < CAR_SEARCH_LIMITS.youngDriverAge)
          expect(o.pickup.countryCode).toBe(o.dropoff.countryCode)
          expect(o.mileage.unlimited).toBe(o.mileage.includedKm === null)
          if (o.freeCancellationUntil !== null) {
            expect(Date.parse(o.freeCancellationUntil)).toBeLessThan(Date.parse(o.pickupAt))
            expect(o.freeCancellationUntil.slice(0, 10) >= TODAY).toBe(true)
          }
          if (q.driverAge < CAR_SEARCH_LIMITS.youngDriverAge)
            expect(['suv', 'premium', 'luxury', 'van']).not.toContain(o.car.carClass)
        }
      }),
      { numRuns: 40 },
    )
  })

  it('prices every offer again by its id alone, the same', () => {
    fc.assert(
      fc.property(searches, (q) => {
        const again = createCarGenerator(() => index)
        for (const offer of generator.searchCars(q) ?? [])
          expect(again.offerById(offer.id, TODAY)).toEqual(offer)
      }),
      { numRuns: 25 },
    )
  })

  it('finds nothing for ids it did not give: other shapes, unknown desks, past days, another country', () => {
    const [offer] = search({ dropoff: 'PUS' })
    const id = offer?.id ?? ''
    expect(generator.offerById(id, TODAY)).not.toBeNull()
    expect(id).toMatch(/^cr1:[A-Z]{3}(\.[a-z-]+)?:PUS:2027-01-08:600:2027-01-11:600:30:[A-Z]{2}:[A-Z]{4}$/)
    for (const other of [
      id.replace('cr1:', 'cr9:'),
      `${id}x`,
      id.replace(':PUS:', ':NRT:'),
      id.replace(':PUS:', ':QQQ:'),
      id.replace(':30:', ':12:'),
      id.replace(':600:2027-01-11', ':600:2027-03-11'),
      id.replace(/:[A-Z]{4}$/, ':XXXX'),
      'cr1:garbage',
    ])
      expect(generator.offerById(other, TODAY), other).toBeNull()
    expect(generator.offerById(id, '2027-01-09')).toBeNull()
  })

  it('rents at a city’s airports and town offices, or at the airport asked for and in its city', () => {
    const kinds = (pickup: string) =>
      new Set(search({ pickup }).map((o) => `${o.pickup.kind} ${o.pickup.code}`))
    expect(kinds('TYO')).toEqual(
      new Set(['airport HND', 'airport NRT', 'town TYO.shinjuku', 'town TYO.shibuya', 'town TYO.ginza']),
    )
    const narita = [...kinds('NRT')]
    expect(narita).toContain('airport NRT')
    expect(narita).not.toContain('airport HND')
    expect(narita.filter((k) => k.startsWith('town TYO.')).length).toBeGreaterThan(0)
    expect(search({ pickup: 'QQQ' })).toEqual([])
  })

  it('returns in the same city without a fee; another city costs a one-way fee; no road to an island', () => {
    for (const o of search({ dropoff: 'SEL' })) expect(o.dropoff.code).toBe(o.pickup.code)
    const busan = search({ dropoff: 'PUS' })
    expect(busan.length).toBeGreaterThan(0)
    for (const o of busan) {
      expect(o.dropoff.cityName).toBe('Busan')
      expect(o.oneWayFee).toBeGreaterThan(10_000)
    }
    expect(generator.searchCars({ ...searchInput(), dropoff: 'CJU' })).toBeNull()
    expect(generator.searchCars({ ...searchInput(), dropoff: 'TYO' })).toBeNull()
  })

  it('rents automatics in Korea and Japan, manuals too in France, and dearer classes for more', () => {
    expect(new Set(search({ pickup: 'TYO' }).map((o) => o.car.transmission))).toEqual(new Set(['automatic']))
    const paris = search({ pickup: 'PAR' })
    expect(new Set(paris.map((o) => o.car.transmission))).toEqual(new Set(['automatic', 'manual']))
    const mean = (carClass: string) => {
      const list = paris.filter((o) => o.car.carClass === carClass).map((o) => o.perDay)
      return list.reduce((a, b) => a + b, 0) / list.length
    }
    expect(mean('luxury')).toBeGreaterThan(mean('premium'))
    expect(mean('premium')).toBeGreaterThan(mean('compact'))
    expect(mean('compact')).toBeGreaterThan(mean('mini'))
  })

  it('lets younger drivers rent only from suppliers that take them, for a fee', () => {
    const young = search({ driverAge: 19 })
    const adult = search({ driverAge: 30 })
    expect(young.length).toBeGreaterThan(0)
    expect(young.length).toBeLessThan(adult.length)
    for (const o of young) expect(o.youngDriverFee).toBeGreaterThan(0)
  })
})

function searchInput(): CarSearchInput {
  return {
    pickup: 'SEL',
    pickupDate: '2027-01-08',
    pickupTime: '10:00',
    dropoffDate: '2027-01-11',
    dropoffTime: '10:00',
    driverAge: 30,
    today: TODAY,
  }
}
