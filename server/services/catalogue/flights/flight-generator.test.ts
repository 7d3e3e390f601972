import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isoDayIn } from '../../../testing/iso-day.ts'
import { placeIndex } from '../places/places.service.ts'
import { minimumConnectionMinutes } from './block-time.ts'
import { createFlightGenerator } from './flight-generator.ts'
import type { FlightSearchInput } from './offer-source.ts'

const TODAY = '2026-11-29'
const index = placeIndex()
const generator = createFlightGenerator(() => index)
const BUSY = [
  'SEL',
  'TYO',
  'LON',
  'NYC',
  'PAR',
  'HKG',
  'SIN',
  'BKK',
  'LAX',
  'DXB',
  'FRA',
  'OSA',
  'SHA',
  'PUS',
  'CJU',
]

const search = (over: Partial<FlightSearchInput> = {}): FlightSearchInput => ({
  legs: [{ from: 'SEL', to: 'TYO', date: '2026-12-18' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  today: TODAY,
  ...over,
})

const routes = fc.record({
  from: fc.constantFrom(...BUSY),
  to: fc.constantFrom(...BUSY),
  day: fc.integer({ min: 1, max: 300 }),
})
const dateIn = (days: number) => isoDayIn(days, TODAY)

describe('the flight generator', () => {
  it('gives a busy route 50 to 300 offers, nonstops among them', () => {
    for (const [from, to] of [
      ['SEL', 'TYO'],
      ['LON', 'NYC'],
      ['PAR', 'LON'],
    ] as const) {
      const offers = generator.searchFlights(search({ legs: [{ from, to, date: '2026-12-18' }] }))
      expect(offers.length, `${from}-${to}`).toBeGreaterThanOrEqual(50)
      expect(offers.length).toBeLessThanOrEqual(300)
      expect(offers.some((o) => o.legs[0]?.stops === 0)).toBe(true)
    }
  })

  it('gives the same search the same offers, from a new generator too', () => {
    fc.assert(
      fc.property(routes, ({ from, to, day }) => {
        fc.pre(from !== to)
        const input = search({ legs: [{ from, to, date: dateIn(day) }] })
        const again = createFlightGenerator(() => index).searchFlights(input)
        expect(again.map((o) => [o.id, o.total])).toEqual(
          generator.searchFlights(input).map((o) => [o.id, o.total]),
        )
      }),
      { numRuns: 25 },
    )
  })

  it('lands every flight after it leaves, and leaves every connection its minimum time', () => {
    fc.assert(
      fc.property(routes, ({ from, to, day }) => {
        fc.pre(from !== to)
        for (const offer of generator.searchFlights(search({ legs: [{ from, to, date: dateIn(day) }] }))) {
          for (const leg of offer.legs) {
            leg.flights.forEach((f, i) => {
              expect(f.arriveUtc).toBeGreaterThan(f.departUtc)
              const next = leg.flights[i + 1]
              if (next) {
                expect(next.from.code).toBe(f.to.code)
                const international =
                  f.from.countryCode !== f.to.countryCode || next.from.countryCode !== next.to.countryCode
                expect((next.departUtc - f.arriveUtc) / 60_000).toBeGreaterThanOrEqual(
                  minimumConnectionMinutes(international),
                )
              }
            })
          }
        }
      }),
      { numRuns: 25 },
    )
  })

  it('never sells business for less than economy on the same flights and fare', () => {
    fc.assert(
      fc.property(routes, ({ from, to, day }) => {
        fc.pre(from !== to)
        const legs = [{ from, to, date: dateIn(day) }]
        const economy = new Map(
          generator.searchFlights(search({ legs })).map((o) => [o.id.split(':').slice(2).join(':'), o]),
        )
        for (const business of generator.searchFlights(search({ legs, cabin: 'business' }))) {
          const same = economy.get(business.id.split(':').slice(2).join(':'))
          if (same) expect(business.perAdult).toBeGreaterThan(same.perAdult)
        }
      }),
      { numRuns: 20 },
    )
  })

  it('prices children at three quarters and infants at a tenth of an adult', () => {
    const [offer] = generator.searchFlights(search({ adults: 2, children: 1, infants: 1 }))
    if (!offer) throw new Error('no offer')
    expect(offer.total).toBe(
      offer.perAdult * 2 + Math.round(offer.perAdult * 0.75) + Math.round(offer.perAdult * 0.1),
    )
  })

  it('flies to an airport that shares its code with its city (DXB, BKK, LAX), and connects through it', () => {
    const dubai = generator.searchFlights(search({ legs: [{ from: 'LON', to: 'DXB', date: '2026-12-18' }] }))
    expect(dubai.some((o) => o.legs[0]?.flights.at(-1)?.to.code === 'DXB')).toBe(true)
    const la = generator.searchFlights(search({ legs: [{ from: 'SEL', to: 'LAX', date: '2026-12-18' }] }))
    expect(la.some((o) => o.legs[0]?.flights.at(-1)?.to.code === 'LAX')).toBe(true)
    const bangkok = generator.searchFlights(
      search({ legs: [{ from: 'SIN', to: 'BKK', date: '2026-12-18' }] }),
    )
    expect(bangkok.length).toBeGreaterThan(0)
  })

  it('has no offers where no airport serves a place', () => {
    expect(
      generator.searchFlights(search({ legs: [{ from: 'GKA', to: 'ICN', date: '2026-12-18' }] })),
    ).toEqual([])
  })
})
