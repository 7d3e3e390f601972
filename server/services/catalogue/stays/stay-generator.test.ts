import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nightsBetween } from '../../../../shared/catalogue/stay-search-rules.ts'
import { isoDayIn } from '../../../testing/iso-day.ts'
import { placeIndex } from '../places/places.service.ts'
import { createStayGenerator, propertyCount } from './stay-generator.ts'
import type { StaySearchInput } from './stay-source.ts'

const TODAY = '2026-11-30'
const index = placeIndex()
const generator = createStayGenerator(() => index)
const CITIES = ['TYO', 'SEL', 'PAR', 'LON', 'NYC', 'PUS', 'CJU', 'BKK', 'DAD', 'NRT', 'ICN', 'SIN']
const dateIn = (days: number) => isoDayIn(days, TODAY)

const searches = fc
  .record({
    destination: fc.constantFrom(...CITIES),
    start: fc.integer({ min: 0, max: 340 }),
    nights: fc.integer({ min: 1, max: 30 }),
    rooms: fc.integer({ min: 1, max: 4 }),
    extra: fc.integer({ min: 0, max: 6 }),
  })
  .map(
    ({ destination, start, nights, rooms, extra }): StaySearchInput => ({
      destination,
      checkin: dateIn(start),
      checkout: dateIn(start + nights),
      rooms,
      adults: Math.min(rooms * 4, rooms + extra),
      today: TODAY,
    }),
  )

describe('the stay generator', () => {
  it('gives the busiest cities 500 properties, with unique names, and smaller ones fewer', () => {
    const tokyo = generator.searchStays({
      destination: 'TYO',
      checkin: '2027-01-08',
      checkout: '2027-01-10',
      adults: 2,
      rooms: 1,
      today: TODAY,
    })
    expect(tokyo).toHaveLength(500)
    expect(new Set(tokyo.map((o) => o.property.name)).size).toBe(500)
    expect(new Set(tokyo.map((o) => o.property.nameKo)).size).toBe(500)
    expect(new Set(tokyo.map((o) => o.property.neighbourhood.code))).toContain('shinjuku')
    expect(propertyCount(200)).toBeLessThan(propertyCount(100))
    expect(propertyCount(null)).toBeLessThan(propertyCount(200))
  })

  it('searches an airport as the city it serves', () => {
    const at = (destination: string) =>
      generator
        .searchStays({
          destination,
          checkin: '2027-01-08',
          checkout: '2027-01-09',
          adults: 1,
          rooms: 1,
          today: TODAY,
        })
        .map((o) => o.property.id)
    expect(at('NRT')).toEqual(at('TYO'))
    expect(at('ICN')).toEqual(at('SEL'))
  })

  it('gives the same search the same offers, from a new generator too', () => {
    fc.assert(
      fc.property(searches, (q) => {
        const again = createStayGenerator(() => index).searchStays(q)
        expect(again).toEqual(generator.searchStays(q))
      }),
      { numRuns: 15 },
    )
  })

  it('prices add up, rooms hold the party, and free cancellation ends before check-in, not before today', () => {
    fc.assert(
      fc.property(searches, (q) => {
        const nights = nightsBetween(q.checkin, q.checkout)
        for (const offer of generator.searchStays(q)) {
          expect(offer.nights).toBe(nights)
          expect(offer.rates.length).toBeGreaterThan(0)
          for (const [i, rate] of offer.rates.entries()) {
            expect(rate.total).toBe(rate.nightly * nights + rate.taxes)
            expect(rate.nightly).toBeGreaterThan(0)
            expect(rate.taxes).toBeGreaterThanOrEqual(0)
            expect(rate.sleeps * q.rooms).toBeGreaterThanOrEqual(q.adults)
            if (rate.freeCancellationUntil !== null) {
              expect(rate.freeCancellationUntil < q.checkin).toBe(true)
              expect(rate.freeCancellationUntil >= q.today).toBe(true)
            }
            // Cheapest first.
            if (i > 0) expect(rate.total).toBeGreaterThanOrEqual((offer.rates[i - 1] as typeof rate).total)
          }
        }
      }),
      { numRuns: 25 },
    )
  })

  it('offers each room once per board and cancellation terms (no rate repeats another under a new id)', () => {
    fc.assert(
      fc.property(searches, (q) => {
        for (const offer of generator.searchStays(q).slice(0, 40)) {
          const terms = offer.rates.map((r) => `${r.kind}|${r.board}|${r.freeCancellationUntil ?? 'none'}`)
          expect(new Set(terms).size).toBe(terms.length)
        }
      }),
      { numRuns: 30 },
    )
  })

  it('finds every rate again by its id alone, priced the same', () => {
    fc.assert(
      fc.property(searches, fc.nat(), (q, n) => {
        const offers = generator.searchStays(q)
        const offer = offers[n % offers.length]
        const rate = offer?.rates[n % (offer?.rates.length ?? 1)]
        if (!offer || !rate) return
        expect(createStayGenerator(() => index).rateById(rate.id, TODAY)).toEqual({ offer, rate })
      }),
      { numRuns: 30 },
    )
  })

  it('finds nothing for ids of another version, shape or a past check-in', () => {
    const [offer] = generator.searchStays({
      destination: 'SEL',
      checkin: '2027-01-08',
      checkout: '2027-01-10',
      adults: 2,
      rooms: 1,
      today: TODAY,
    })
    const id = offer?.rates[0]?.id ?? ''
    expect(generator.rateById(id, TODAY)).not.toBeNull()
    expect(generator.rateById(id.replace('st-1-', 'st-9-'), TODAY)).toBeNull()
    expect(generator.rateById(id.replace('SEL', 'QQQ'), TODAY)).toBeNull()
    expect(generator.rateById(`${id}x`, TODAY)).toBeNull()
    expect(generator.rateById(id, '2027-01-09')).toBeNull()
  })

  it('prices a five-star night above a two-star one in the same city, on average', () => {
    const offers = generator.searchStays({
      destination: 'PAR',
      checkin: '2027-03-02',
      checkout: '2027-03-04',
      adults: 2,
      rooms: 1,
      today: TODAY,
    })
    const mean = (stars: number) => {
      const list = offers.filter((o) => o.property.stars === stars).map((o) => o.rates[0]?.nightly ?? 0)
      return list.reduce((a, b) => a + b, 0) / list.length
    }
    expect(mean(5)).toBeGreaterThan(mean(4))
    expect(mean(4)).toBeGreaterThan(mean(3))
    expect(mean(3)).toBeGreaterThan(mean(2))
  })
})
