import { describe, expect, it } from 'vitest'
import { DEFAULT_POLICY } from '../../../shared/business/policy-engine.ts'
import { isoDayIn } from '../../testing/iso-day.ts'
import { createDemoCatalogue, describeOffer } from '../trips/demo-catalogue.service.ts'
import { parseStoredPolicy, policyOfferOf } from './policy-offers.ts'

const day = (plus: number) => isoDayIn(plus)

/** What the policy reads of the demo catalogue (decision 054). */
describe('policy offers', () => {
  it('rebuilds an offer and its search’s offers from the id alone, whatever its dates', () => {
    const { offers } = createDemoCatalogue().search({
      vertical: 'hotel',
      destination: 'seoul',
      start: day(5),
      end: day(8),
    })
    const described = describeOffer('hotel', offers[1]!.offer.offerId)
    expect(described?.result).toEqual(offers[1])
    expect(described?.comparables).toEqual(offers)
    // A booking of last month: find() no longer answers it, the policy still reads it.
    const past = offers[0]!.offer.offerId.replace(day(5), '2026-01-01').replace(day(8), '2026-01-04')
    expect(describeOffer('hotel', past)?.result.details).toEqual({
      travelClass: null,
      vendorCode: 'GRD',
      nights: 3,
    })
    expect(describeOffer('hotel', `v0:${past.slice(3)}`)).toBeNull()
    expect(describeOffer('flight', past)).toBeNull()
  })

  it('reads cabins, classes and vendors, with budgets per night or day', () => {
    const flights = createDemoCatalogue().search({
      vertical: 'flight',
      from: 'paris',
      to: 'london',
      date: day(9),
    })
    expect(flights.offers.map((o) => policyOfferOf(o).travelClass)).toEqual([
      'economy',
      'business',
      'premiumEconomy',
    ])
    expect(flights.offers.map((o) => policyOfferOf(o).vendorCode)).toEqual(['FW', 'FW', 'NW'])
    const cars = createDemoCatalogue().search({
      vertical: 'car',
      destination: 'paris',
      start: day(9),
      end: day(13),
    })
    const car = policyOfferOf(cars.offers[2]!)
    expect(car).toMatchObject({ travelClass: 'minivan', vendorCode: 'FWC', units: 4, stars: null })
    const trains = createDemoCatalogue().search({
      vertical: 'train',
      from: 'paris',
      to: 'london',
      date: day(9),
    })
    expect(trains.offers.map((o) => policyOfferOf(o).travelClass)).toEqual(['standard', 'first', 'standard'])
  })

  it('reads a stored document that no longer parses as no policy', () => {
    expect(parseStoredPolicy(null)).toBe(DEFAULT_POLICY)
    expect(parseStoredPolicy({ settings: { enabled: 'yes' } })).toBe(DEFAULT_POLICY)
  })
})
