import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FLIGHT_CALENDAR_API_PATH,
  FLIGHT_SEARCH_API_PATH,
  FlightSearchErrorCode,
  ZFlightCalendarResponseSchema,
  ZFlightSearchResponseSchema,
} from '../../../shared/catalogue/flight-search-contract.ts'
import { SITE_COOKIE } from '../../plugins/brand-locale.ts'
import { inDays, searchRoute } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'

/** GET /i/api/catalogue/v1/flights/search (decision 071). */
describe.each(testDatabaseKinds())('flight search (%s)', (kind) => {
  const {
    app,
    answerOf: offersOf,
    refuses,
    answersAnyQuery,
  } = searchRoute(kind, FLIGHT_SEARCH_API_PATH, ZFlightSearchResponseSchema)

  it('a Seoul–Tokyo round trip for two adults: dozens of offers, both legs, totals for two', async () => {
    const body = await offersOf({
      from: 'SEL',
      to: 'TYO',
      depart: inDays(20),
      return: inDays(24),
      adults: '2',
    })
    expect(body.total).toBeGreaterThanOrEqual(50)
    expect(body.total).toBeLessThanOrEqual(300)
    expect(body.offers).toHaveLength(20)
    for (const offer of body.offers) {
      expect(offer.legs).toHaveLength(2)
      expect(['ICN', 'GMP']).toContain(offer.legs[0]?.from)
      expect(['HND', 'NRT']).toContain(offer.legs[0]?.to)
      expect(offer.price.total.amount).toBe(offer.price.perAdult.amount * 2)
    }
    expect(body.places.SEL?.cityName).toBe('Seoul')
    expect(body.facets.stops[0]?.count).toBeGreaterThan(0)
    // The same search gives the same offers.
    expect(
      (await offersOf({ from: 'SEL', to: 'TYO', depart: inDays(20), return: inDays(24), adults: '2' }))
        .offers,
    ).toEqual(body.offers)
  })

  it('filters, sorts and counts on the server', async () => {
    const base = { from: 'SEL', to: 'TYO', depart: inDays(20), limit: '100' }
    const all = await offersOf(base)
    const nonstop = await offersOf({ ...base, stops: '0', sort: 'cheapest' })
    expect(nonstop.total).toBe(all.facets.stops.find((s) => s.value === 0)?.count)
    expect(nonstop.offers.every((o) => o.legs.every((l) => l.stops === 0))).toBe(true)
    const prices = nonstop.offers.map((o) => o.price.total.amount)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(prices[0]).toBe(all.facets.stops.find((s) => s.value === 0)?.minPrice)
    const quickest = await offersOf({ ...base, sort: 'quickest' })
    const times = quickest.offers.map((o) => o.legs[0]?.durationMinutes ?? 0)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    const bags = await offersOf({ ...base, bags: 'checked' })
    expect(bags.offers.every((o) => o.fareFamily.checkedBags > 0)).toBe(true)
    expect(bags.total).toBe(all.facets.checkedBag.count)
    const morning = await offersOf({ ...base, depart0: '6-12' })
    for (const o of morning.offers) expect(Number(o.legs[0]?.departAt.slice(11, 13))).toBeLessThan(12)
    const page2 = await offersOf({ ...base, limit: '10', offset: '10' })
    expect(page2.offers.map((o) => o.id)).toEqual(all.offers.slice(10, 20).map((o) => o.id))
  })

  it('prices in the asked currency, else the site’s, rounded to its minor units; names in Korean there', async () => {
    const usd = await offersOf({ from: 'SEL', to: 'TYO', depart: inDays(20), currency: 'USD' })
    const krw = await offersOf({ from: 'SEL', to: 'TYO', depart: inDays(20), currency: 'KRW' })
    expect(krw.currency).toBe('KRW')
    expect(krw.offers[0]?.price.total.amount).toBeGreaterThan((usd.offers[0]?.price.total.amount ?? 0) * 5)
    const site = await offersOf({ from: 'SEL', to: 'TYO', depart: inDays(20) }, `${SITE_COOKIE}=kr`)
    expect(site.currency).toBe('KRW')
    expect(site.places.SEL?.cityName).toBe('서울')
    expect(site.places.ICN?.name).toBe('인천국제공항')
  })

  it('a multi-city trip of three legs', async () => {
    const body = await offersOf({ legs: `ICN-NRT-${inDays(30)},NRT-HKG-${inDays(33)},HKG-ICN-${inDays(36)}` })
    expect(body.total).toBeGreaterThan(0)
    expect(body.offers[0]?.legs.map((l) => l.from)).toEqual(['ICN', 'NRT', 'HKG'])
  })

  it('each offer carries its emissions per traveller against the search’s median', async () => {
    const body = await offersOf({ from: 'SEL', to: 'TYO', depart: inDays(20), limit: '100' })
    const kgs = body.offers.map((o) => o.emissions.kgPerTraveller)
    expect(Math.min(...kgs)).toBeGreaterThan(100)
    expect(body.offers.some((o) => o.emissions.percentVsTypical < 0)).toBe(true)
    expect(body.offers.some((o) => o.emissions.percentVsTypical > 0)).toBe(true)
  })

  it('the price strip three days either side and the price insight, in the visitor’s currency', async () => {
    const query = {
      from: 'SEL',
      to: 'TYO',
      depart: inDays(20),
      return: inDays(24),
      adults: '2',
      currency: 'KRW',
    }
    const res = await app().app.inject({
      method: 'GET',
      url: `${FLIGHT_CALENDAR_API_PATH}?${new URLSearchParams(query)}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = ZFlightCalendarResponseSchema.parse(res.json())
    expect(body.days.map((d) => d.depart)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((d) => inDays(20 + d)))
    expect(body.days.map((d) => d.return)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((d) => inDays(24 + d)))
    const cheapest = (await offersOf({ ...query, sort: 'cheapest', limit: '1' })).offers[0]?.price.total
      .amount
    expect(body.days[3]?.minPrice).toBe(cheapest)
    expect(body.insight?.cheapest).toBe(cheapest)
    expect(body.insight?.typicalLow).toBeLessThanOrEqual(body.insight?.typicalHigh ?? 0)
    // A day in the past has no price.
    const soon = await app().app.inject({
      method: 'GET',
      url: `${FLIGHT_CALENDAR_API_PATH}?${new URLSearchParams({ from: 'SEL', to: 'TYO', depart: inDays(1) })}`,
    })
    expect(ZFlightCalendarResponseSchema.parse(soon.json()).days[0]?.minPrice).toBeNull()
  })

  it.each([
    ['a date in the past', { from: 'SEL', to: 'TYO', depart: inDays(-1) }, FlightSearchErrorCode.DATE_PAST],
    [
      'a date that does not exist',
      { from: 'SEL', to: 'TYO', depart: '2027-02-30' },
      FlightSearchErrorCode.DATE_INVALID,
    ],
    [
      'a return before departure',
      { from: 'SEL', to: 'TYO', depart: inDays(9), return: inDays(5) },
      FlightSearchErrorCode.RETURN_BEFORE_DEPART,
    ],
    ['the same place twice', { from: 'SEL', to: 'sel', depart: inDays(9) }, FlightSearchErrorCode.SAME_PLACE],
    [
      'ten travellers',
      { from: 'SEL', to: 'TYO', depart: inDays(9), adults: '6', children: '4' },
      FlightSearchErrorCode.TOO_MANY_TRAVELLERS,
    ],
    [
      'more infants than adults',
      { from: 'SEL', to: 'TYO', depart: inDays(9), adults: '1', infants: '2' },
      FlightSearchErrorCode.INFANTS_OVER_ADULTS,
    ],
    ['an unknown place', { from: 'SEL', to: 'QQQ', depart: inDays(9) }, FlightSearchErrorCode.PLACE_UNKNOWN],
    [
      'a date over a year ahead',
      { from: 'SEL', to: 'TYO', depart: inDays(400) },
      FlightSearchErrorCode.DATE_TOO_FAR,
    ],
  ])('says what is wrong with %s', (_, query, code) => refuses(query, code))

  it('answers any generated query with 200, or 400 (429 past the limit) in the error shape, never more', () =>
    answersAnyQuery(
      [
        'from',
        'to',
        'depart',
        'return',
        'adults',
        'infants',
        'cabin',
        'sort',
        'stops',
        'currency',
        'depart0',
        'limit',
        'legs',
        'zz',
      ],
      fc.oneof(
        fc.constantFrom(
          'SEL',
          'TYO',
          'icn',
          'QQQ',
          inDays(5),
          inDays(-3),
          '2027-02-30',
          '0',
          '9',
          '10',
          'best',
          'x',
          '6-12',
          '0,1',
          'KRW',
        ),
        fc.string({ maxLength: 30 }),
      ),
    ))
})
