import { describe, expect, it } from 'vitest'
import { ZBookingOfferSchema } from '../../../shared/booking/booking-schemas.ts'
import ko from '../../../web/i18n/messages/ko.json' with { type: 'json' }
import { demoSources } from '../../testing/catalogue/search-service-kit.ts'
import { CLASS_TITLES_KO } from '../catalogue/cars/car-data.ts'
import { placeIndex } from '../catalogue/places/places.service.ts'
import { type BookingOfferFacts, bookingOffers, offerIn } from './booking-offers.ts'

const TODAY = '2026-11-30'
const sources = demoSources()
const offers = bookingOffers(sources, placeIndex, () => TODAY)

/** The parts add up to the total, and the offer reads as the answers' schema says. */
function wellFormed(facts: BookingOfferFacts | null): BookingOfferFacts {
  if (!facts) throw new Error('no facts')
  ZBookingOfferSchema.parse(facts.offer)
  const { base, taxesAndFees, extraFees, total } = facts.price
  expect(base.amount + (taxesAndFees?.amount ?? 0) + extraFees.reduce((s, f) => s + f.amount.amount, 0)).toBe(
    total.amount,
  )
  expect(Date.parse(facts.offer.endAt)).toBeGreaterThan(Date.parse(facts.offer.startAt))
  if (facts.cancellation.refundable) expect(facts.freeUntilMs).not.toBeNull()
  else expect([facts.freeUntilMs, facts.cancellation.freeUntil]).toEqual([null, null])
  return facts
}

describe('the booking flow’s reading of the offer sources', () => {
  it('asks one lead guest per room of a stay, of age, and frees a refundable rate to the end of its last free day', () => {
    const offer = sources.stays.searchStays({
      destination: 'TYO',
      checkin: '2027-01-08',
      checkout: '2027-01-10',
      adults: 3,
      rooms: 2,
      today: TODAY,
    })[0]
    expect(offer?.rates.length).toBeGreaterThan(0)
    for (const rate of offer?.rates ?? []) {
      const facts = wellFormed(offers.find('hotel', rate.id))
      expect(facts.requirements.slots).toEqual([
        { kind: 'leadGuest', minAge: 18, maxAge: null },
        { kind: 'leadGuest', minAge: 18, maxAge: null },
      ])
      if (rate.freeCancellationUntil)
        expect(facts.cancellation.freeUntil).toBe(`${rate.freeCancellationUntil}T23:59:00+09:00`)
    }
  })

  it('asks passports only of flights crossing a border, and ages of adults, children and infants', () => {
    const search = (from: string, to: string) =>
      sources.flights.searchFlights({
        legs: [{ from, to, date: '2027-01-08' }],
        adults: 2,
        children: 1,
        infants: 1,
        cabin: 'economy',
        today: TODAY,
      })
    const abroad = wellFormed(offers.find('flight', search('ICN', 'NRT')[0]?.id ?? ''))
    expect(abroad.requirements.passportRequired).toBe(true)
    expect(abroad.requirements.slots.map((s) => s.kind)).toEqual(['adult', 'adult', 'child', 'infant'])
    const home = wellFormed(offers.find('flight', search('GMP', 'CJU')[0]?.id ?? ''))
    expect(home.requirements.passportRequired).toBe(false)
    for (const offer of search('ICN', 'NRT')) {
      const facts = wellFormed(offers.find('flight', offer.id))
      expect(facts.cancellation.refundable).toBe(offer.family === 'flex')
    }
  })

  it('prices a car’s extra fees apart and asks its driver the ages the price was made for', () => {
    const young = sources.cars.searchCars({
      pickup: 'SEL',
      dropoff: 'PUS',
      pickupDate: '2027-01-08',
      pickupTime: '10:00',
      dropoffDate: '2027-01-10',
      dropoffTime: '10:00',
      driverAge: 22,
      today: TODAY,
    })
    const facts = wellFormed(offers.find('car', young?.[0]?.id ?? ''))
    expect(facts.price.extraFees.map((f) => f.kind)).toEqual(['oneWayFee', 'youngDriverFee'])
    expect(facts.requirements.slots).toEqual([{ kind: 'driver', minAge: expect.any(Number), maxAge: 24 }])
  })

  it('sells a train’s standard class without refunds and the others flexible until departure', () => {
    const departures = sources.trains.searchTrains({
      from: 'PAR',
      to: 'LON',
      date: '2027-01-08',
      adults: 2,
      today: TODAY,
    })
    expect(departures?.[0]?.fares.length).toBeGreaterThan(1)
    for (const fare of departures?.[0]?.fares ?? []) {
      const facts = wellFormed(offers.find('train', fare.id))
      expect(facts.requirements.slots).toHaveLength(2)
      expect(facts.cancellation.refundable).toBe(fare.travelClass !== 'standard')
    }
  })

  it('knows nothing of other ids: the demo catalogue’s, or made up', () => {
    expect(offers.find('hotel', 'v3:hotel:seoul:2027-01-08:2027-01-10:0')).toBeNull()
    expect(offers.find('flight', 'fl1:garbage')).toBeNull()
    expect(offers.find('car', 'st-1-TYO001-suite-f-2027-01-08-2027-01-10-2-1')).toBeNull()
  })

  it('keeps the offer in Korean beside English: a Seoul–Busan train’s stations and cities, a car’s class, desks and city', () => {
    const train = sources.trains.searchTrains({
      from: 'SEL',
      to: 'PUS',
      date: '2027-01-08',
      adults: 1,
      today: TODAY,
    })
    const fare = train?.[0]?.fares[0]
    const facts = wellFormed(offers.find('train', fare?.id ?? ''))
    const korean = offerIn(facts, 'ko-KR')
    ZBookingOfferSchema.parse(korean)
    expect(korean).toMatchObject({
      title: expect.stringMatching(/^KTX \d+: 서울역 → 부산역$/),
      place: { cityName: '부산' },
      location: '서울역, 서울',
      details: { fromStation: '서울역', toStation: '부산역' },
    })
    expect(offerIn(facts, 'en').title).toMatch(/^KTX \d+: Seoul Station to Busan Station$/)
    // Any other language reads the English names.
    expect(offerIn(facts, 'de')).toBe(facts.offer)

    const car = sources.cars.searchCars({
      pickup: 'SEL',
      dropoff: 'SEL',
      pickupDate: '2027-01-08',
      pickupTime: '10:00',
      dropoffDate: '2027-01-10',
      dropoffTime: '10:00',
      driverAge: 40,
      today: TODAY,
    })?.[0]
    const carFacts = wellFormed(offers.find('car', car?.id ?? ''))
    const carKo = offerIn(carFacts, 'ko')
    expect(carKo.title).toBe(`${CLASS_TITLES_KO[car?.car.carClass ?? 'mini']} · ${car?.supplier.name}`)
    expect(carKo.place.cityName).toBe('서울')
    expect(carKo.details).toMatchObject({ pickup: { name: car?.pickup.nameKo } })
  })

  it('names car classes in Korean as the car results page does', () => {
    expect(CLASS_TITLES_KO).toEqual(ko.carResults.classes)
  })
})
