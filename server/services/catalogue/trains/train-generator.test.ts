import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isoDayIn } from '../../../testing/iso-day.ts'
import { placeIndex } from '../places/places.service.ts'
import { railCorridors } from './rail-corridors.ts'
import { createTrainGenerator } from './train-generator.ts'

const TODAY = '2026-11-30'
const generator = createTrainGenerator(placeIndex)
const dateIn = (days: number) => isoDayIn(days, TODAY)
const minuteOf = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16))

const journeys = fc.record({
  corridor: fc.constantFrom(...railCorridors()),
  reverse: fc.boolean(),
  day: fc.integer({ min: 0, max: 180 }),
  adults: fc.integer({ min: 1, max: 9 }),
})

describe('the train timetable generator', () => {
  it('runs trains only where a railway does: none between Seoul and Tokyo, an airport finds its city’s', () => {
    const search = (from: string, to: string) =>
      generator.searchTrains({ from, to, date: dateIn(20), adults: 1, today: TODAY })
    expect(search('SEL', 'TYO')).toBeNull()
    expect(search('PAR', 'NYC')).toBeNull()
    expect(search('ICN', 'PUS')).toEqual(search('SEL', 'PUS'))
    expect(search('SEL', 'PUS')?.length).toBeGreaterThan(20)
  })

  it('gives each day the same timetable, trains from the first to the last, each arriving after it leaves', () => {
    fc.assert(
      fc.property(journeys, ({ corridor, reverse, day, adults }) => {
        const [from, to] = reverse ? [corridor.b, corridor.a] : [corridor.a, corridor.b]
        const q = { from, to, date: dateIn(day), adults, today: TODAY }
        const offers = generator.searchTrains(q) ?? []
        expect(createTrainGenerator(placeIndex).searchTrains(q)).toEqual(offers)
        expect(offers.length).toBeGreaterThan(3)
        for (const [i, o] of offers.entries()) {
          expect(o.departAt.slice(0, 10)).toBe(q.date)
          expect(minuteOf(o.departAt)).toBeGreaterThanOrEqual(corridor.first)
          expect(minuteOf(o.departAt)).toBeLessThanOrEqual(corridor.last)
          expect(Date.parse(o.arriveAt) - Date.parse(o.departAt)).toBe(o.minutes * 60_000)
          if (i > 0) expect(Date.parse(o.departAt)).toBeGreaterThan(Date.parse(offers[i - 1]?.departAt ?? ''))
          for (const fare of o.fares) expect(fare.total).toBe(fare.perAdult * adults)
        }
        // Numbers are unique in a day, and never shared with the other direction.
        expect(new Set(offers.map((o) => o.train)).size).toBe(offers.length)
      }),
      { numRuns: 40 },
    )
  })

  it('gains an hour from Paris to London and loses it back, in local times', () => {
    const [out] =
      generator.searchTrains({ from: 'PAR', to: 'LON', date: dateIn(30), adults: 1, today: TODAY }) ?? []
    expect(out?.departAt).toMatch(/\+01:00$/)
    expect(out?.arriveAt).toMatch(/\+00:00$/)
    expect(minuteOf(out?.arriveAt ?? '') - minuteOf(out?.departAt ?? '')).toBe((out?.minutes ?? 0) - 60)
  })

  it('keeps Korail’s and JR’s fixed fares, and makes Eurostar dearer near the day', () => {
    const ktx =
      generator.searchTrains({ from: 'SEL', to: 'PUS', date: dateIn(40), adults: 1, today: TODAY }) ?? []
    expect(new Set(ktx.filter((o) => o.train.startsWith('KTX ')).map((o) => o.fares[0]?.perAdult))).toEqual(
      new Set([59_800]),
    )
    const mean = (days: number) => {
      const list =
        generator.searchTrains({ from: 'PAR', to: 'LON', date: dateIn(days), adults: 1, today: TODAY }) ?? []
      return list.reduce((sum, o) => sum + (o.fares[0]?.perAdult ?? 0), 0) / list.length
    }
    expect(mean(3)).toBeGreaterThan(mean(90))
  })

  it('finds every fare again by its id alone, and nothing for ids it did not give', () => {
    fc.assert(
      fc.property(journeys, fc.nat(), ({ corridor, day, adults }, n) => {
        const offers =
          generator.searchTrains({
            from: corridor.a,
            to: corridor.b,
            date: dateIn(day),
            adults,
            today: TODAY,
          }) ?? []
        const offer = offers[n % offers.length]
        const fare = offer?.fares[n % (offer?.fares.length ?? 1)]
        if (!offer || !fare) return
        expect(generator.fareById(fare.id, TODAY)).toEqual({ offer, fare })
        expect(generator.fareById(fare.id.replace(':', ':X'), TODAY)).toBeNull()
      }),
      { numRuns: 30 },
    )
    expect(generator.fareById(`tr1:SEL:TYO:${dateIn(5)}:600:1:standard`, TODAY)).toBeNull()
    expect(generator.fareById(`tr1:SEL:PUS:${dateIn(-1)}:313:1:standard`, TODAY)).toBeNull()
  })
})
