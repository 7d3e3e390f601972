import { describe, expect, it } from 'vitest'
import { placeIndex } from '../places/places.service.ts'
import { median } from './emissions.ts'
import { createFlightGenerator } from './flight-generator.ts'

const generator = createFlightGenerator(placeIndex)
const nonstop = (from: string, to: string, cabin: 'economy' | 'business' = 'economy') =>
  generator
    .searchFlights({
      legs: [{ from, to, date: '2026-12-18' }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin,
      today: '2026-11-29',
    })
    .find((o) => o.legs[0]?.stops === 0)

describe('emissions per traveller', () => {
  it('follows the conversion factors: distance plus 8%, per haul and cabin', () => {
    const icnNrt = nonstop('ICN', 'NRT')
    // 1,257 km × 1.08 × 0.151 kg (short haul, economy)
    expect(icnNrt?.emissionsKg).toBeGreaterThan(195)
    expect(icnNrt?.emissionsKg).toBeLessThan(215)
    const economy = nonstop('LHR', 'JFK')?.emissionsKg ?? 0
    const business = nonstop('LHR', 'JFK', 'business')?.emissionsKg ?? 0
    expect(business / economy).toBeCloseTo(0.429 / 0.148, 1)
  })

  it('counts every flight of a connection', () => {
    const offers = generator.searchFlights({
      legs: [{ from: 'PUS', to: 'BCN', date: '2026-12-18' }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
      today: '2026-11-29',
    })
    const direct = 9_900 * 1.08 * 0.148
    for (const o of offers) expect(o.emissionsKg).toBeGreaterThan(direct * 0.95)
  })

  it('takes the median as the typical figure', () => {
    expect(median([])).toBeNull()
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(3)
  })
})
