import { describe, expect, it } from 'vitest'
import { createFlightGenerator } from './flights/flight-generator.ts'
import { flightNames } from './offer-names.ts'
import { placeIndex } from './places/places.service.ts'

describe('an offer’s names', () => {
  it('names a flight by its airline in the reader’s language, and its flight number', () => {
    const offers = createFlightGenerator(placeIndex).searchFlights({
      legs: [{ from: 'SEL', to: 'TYO', date: '2027-01-10' }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
      today: '2026-12-02',
    })
    expect(offers.length).toBeGreaterThan(5)
    for (const offer of offers) {
      const first = offer.legs[0]?.flights[0]
      expect(flightNames(offer, 'en').title).toBe(`${first?.carrier.name} ${first?.flightNumber}`)
      // Hangul, then the flight number: no English airline on the Korean site.
      expect(flightNames(offer, 'ko').title).toMatch(new RegExp(`^[가-힣]+ ${first?.flightNumber}$`))
    }
  })
})
