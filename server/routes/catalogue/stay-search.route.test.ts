import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  STAY_PROPERTY_API_PATH,
  STAY_SEARCH_API_PATH,
  StaySearchErrorCode,
  ZStayPropertyResponseSchema,
  ZStaySearchResponseSchema,
} from '../../../shared/catalogue/stay-search-contract.ts'
import { STAY_FILTER_PARAMS } from '../../../shared/catalogue/stay-search-url.ts'
import { SITE_COOKIE } from '../../plugins/brand-locale.ts'
import { inDays, searchRoute } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'

// The results page's filters, as the API names them; `policy` only business mode reads (stay-search-policy tests).
const FILTERS = STAY_FILTER_PARAMS.filter((name) => name !== 'policy')

/** GET /i/api/catalogue/v1/hotels/search (decision 081). */
describe.each(testDatabaseKinds())('stay search (%s)', (kind) => {
  const { app, refuses, answersAnyQuery, answerOf } = searchRoute(
    kind,
    STAY_SEARCH_API_PATH,
    ZStaySearchResponseSchema,
  )
  const tokyo = { destination: 'TYO', checkin: inDays(30), checkout: inDays(32), adults: '2' }

  it('two nights in Tokyo for two: hundreds of properties, each priced per night, with taxes, for the stay', async () => {
    const body = await answerOf(tokyo)
    expect(body.total).toBe(500)
    expect(body.offers).toHaveLength(20)
    expect(body.nights).toBe(2)
    expect(body.place).toEqual({ code: 'TYO', name: 'Tokyo', countryCode: 'JP' })
    for (const { property, rate } of body.offers) {
      expect(property.stars).toBeGreaterThanOrEqual(1)
      expect(property.rating).toBeLessThanOrEqual(10)
      expect(rate.sleeps).toBeGreaterThanOrEqual(2)
      expect(rate.price.total.amount).toBe(rate.price.perNight.amount * 2 + rate.price.taxesAndFees.amount)
    }
    expect((await answerOf(tokyo)).offers).toEqual(body.offers)
  })

  it('filters, counts and sorts on the server', async () => {
    const all = await answerOf({ ...tokyo, limit: '100' })
    const free = await answerOf({ ...tokyo, cancellation: 'free', sort: 'cheapest', limit: '100' })
    expect(free.total).toBe(all.facets.freeCancellation.count)
    expect(free.offers.every((o) => o.rate.freeCancellationUntil !== null)).toBe(true)
    const totals = free.offers.map((o) => o.rate.price.total.amount)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const shinjuku = await answerOf({
      ...tokyo,
      neighbourhoods: 'shinjuku',
      stars: '4,5',
      amenities: 'wifi,gym',
    })
    expect(shinjuku.total).toBeGreaterThan(0)
    for (const { property } of shinjuku.offers) {
      expect(property.neighbourhood.code).toBe('shinjuku')
      expect([4, 5]).toContain(property.stars)
      expect(property.amenities).toEqual(expect.arrayContaining(['wifi', 'gym']))
    }
    const rated = await answerOf({ ...tokyo, minRating: '9' })
    expect(rated.total).toBe(all.facets.rating.find((r) => r.value === 9)?.count)
  })

  it('prices in the asked currency, else the site’s; names in Korean on the Korean site', async () => {
    const usd = await answerOf({ ...tokyo, currency: 'USD', sort: 'cheapest' })
    const krw = await answerOf({ ...tokyo, currency: 'KRW', sort: 'cheapest' })
    expect(krw.currency).toBe('KRW')
    expect(krw.offers[0]?.rate.price.total.amount).toBeGreaterThan(
      (usd.offers[0]?.rate.price.total.amount ?? 0) * 5,
    )
    const site = await answerOf(tokyo, `${SITE_COOKIE}=kr`)
    expect(site.currency).toBe('KRW')
    expect(site.place.name).toBe('도쿄')
    expect(site.facets.neighbourhoods.map((n) => n.name)).toContain('신주쿠')
    expect(site.offers[0]?.property.name).toMatch(/[가-힣]/)
  })

  it('a property’s page: every room that holds the party with its rates, the same prices as the results', async () => {
    const found = (await answerOf({ ...tokyo, sort: 'rating', currency: 'EUR' })).offers[0]
    if (!found) throw new Error('no offer')
    const url = (query: Record<string, string>) =>
      `${STAY_PROPERTY_API_PATH}/${found.property.id}?${new URLSearchParams(query)}`
    const { destination: _, ...stay } = tokyo
    const res = await app().app.inject({ method: 'GET', url: url({ ...stay, currency: 'EUR' }) })
    expect(res.statusCode, res.body).toBe(200)
    const page = ZStayPropertyResponseSchema.parse(res.json())
    expect(page.property).toEqual(found.property)
    expect(page.rooms.length).toBeGreaterThan(0)
    const rates = page.rooms.flatMap((r) => r.rates)
    expect(rates).toContainEqual(found.rate)
    for (const room of page.rooms) {
      expect(room.sleeps).toBeGreaterThanOrEqual(2)
      const totals = room.rates.map((r) => r.price.total.amount)
      expect(totals).toEqual([...totals].sort((a, b) => a - b))
    }
    // Three adults in one room: only rooms for three or more.
    const three = await app().app.inject({ method: 'GET', url: url({ ...stay, adults: '3' }) })
    for (const room of ZStayPropertyResponseSchema.parse(three.json()).rooms)
      expect(room.sleeps).toBeGreaterThanOrEqual(3)
    for (const id of ['TYO999', 'QQQ001']) {
      const none = await app().app.inject({
        method: 'GET',
        url: `${STAY_PROPERTY_API_PATH}/${id}?${new URLSearchParams(stay)}`,
      })
      expect(none.statusCode).toBe(404)
      expect(none.json().errors[0].code).toBe(StaySearchErrorCode.PROPERTY_NOT_FOUND)
    }
    const bad = await app().app.inject({
      method: 'GET',
      url: `${STAY_PROPERTY_API_PATH}/${found.property.id}?${new URLSearchParams({ ...stay, checkout: stay.checkin })}`,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].code).toBe(StaySearchErrorCode.CHECKOUT_NOT_AFTER_CHECKIN)
  })

  it.each([
    [{ ...tokyo, destination: 'QQQ' }, StaySearchErrorCode.PLACE_UNKNOWN],
    [{ ...tokyo, checkin: inDays(-2) }, StaySearchErrorCode.DATE_PAST],
    [{ ...tokyo, checkout: tokyo.checkin }, StaySearchErrorCode.CHECKOUT_NOT_AFTER_CHECKIN],
    [{ ...tokyo, checkout: inDays(80) }, StaySearchErrorCode.TOO_MANY_NIGHTS],
    [{ ...tokyo, adults: '1', rooms: '2' }, StaySearchErrorCode.ROOMS_OVER_ADULTS],
    [{ ...tokyo, currency: 'XXX' }, StaySearchErrorCode.SEARCH_INVALID],
  ])('says what is wrong: %o', (query, code) => refuses(query, code))

  it('answers any generated query with 200, or 400 (429 past the limit) in the error shape, never more', () =>
    answersAnyQuery(
      [
        'destination',
        'checkin',
        'checkout',
        'adults',
        'rooms',
        'currency',
        ...FILTERS,
        'limit',
        'offset',
        'zz',
      ],
      fc.oneof(
        fc.constantFrom(
          'TYO',
          'nrt',
          'QQQ',
          inDays(5),
          inDays(7),
          inDays(-3),
          '2027-02-30',
          '0',
          '1',
          '4',
          '17',
          'free',
          'cheapest',
          '4,5',
          'wifi,pool',
          'shinjuku',
          'KRW',
        ),
        fc.string({ maxLength: 30 }),
      ),
    ))
})
