import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CAR_SEARCH_API_PATH,
  CarSearchErrorCode,
  ZCarSearchResponseSchema,
} from '../../../shared/catalogue/car-search-contract.ts'
import { CAR_FILTER_PARAMS } from '../../../shared/catalogue/car-search-url.ts'
import { SITE_COOKIE } from '../../plugins/brand-locale.ts'
import { inDays, searchRoute } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'

// The results page's filters, as the API names them; `policy` only business mode reads (car-search-policy tests).
const FILTERS = CAR_FILTER_PARAMS.filter((name) => name !== 'policy')

/** GET /i/api/catalogue/v1/cars/search (decision 083). */
describe.each(testDatabaseKinds())('car search (%s)', (kind) => {
  const { refuses, answersAnyQuery, answerOf } = searchRoute(
    kind,
    CAR_SEARCH_API_PATH,
    ZCarSearchResponseSchema,
  )
  const paris = {
    pickupPlace: 'PAR',
    pickup: `${inDays(30)}T09:30`,
    dropoff: `${inDays(33)}T09:00`,
    currency: 'EUR',
  }

  it('three days in Paris: cars of every class at the airports and in town, each priced per day and in all', async () => {
    const body = await answerOf(paris)
    expect(body).toMatchObject({ days: 3, oneWay: false, reason: null, currency: 'EUR' })
    expect(body.pickupPlace).toEqual({ code: 'PAR', name: 'Paris', countryCode: 'FR' })
    expect(body.total).toBeGreaterThan(100)
    expect(body.offers).toHaveLength(20)
    expect(body.facets.pickupKinds.map((k) => k.code)).toEqual(['airport', 'town'])
    expect(body.facets.classes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['economy', 'compact', 'suv']),
    )
    for (const o of body.offers) {
      expect(o.id).toMatch(/^cr1:/)
      expect(o.dropoff).toEqual(o.pickup)
      expect(o.pickupAt).toMatch(/T09:30:00\+01:00$|T09:30:00\+02:00$/)
      expect(o.price.oneWayFee).toBeNull()
      expect(o.price.youngDriverFee).toBeNull()
      expect(o.price.total.amount).toBe(o.price.perDay.amount * 3 + o.price.taxesAndFees.amount)
      expect(o.car.acriss).toMatch(/^[MECISFPL][BCDFV][MA][RDHEN]$/)
    }
    expect((await answerOf(paris)).offers).toEqual(body.offers)
  })

  it('filters, counts and sorts on the server', async () => {
    const all = await answerOf({ ...paris, limit: '100' })
    const suv = await answerOf({ ...paris, classes: 'suv', transmission: 'automatic', sort: 'cheapest' })
    expect(suv.total).toBeGreaterThan(0)
    for (const o of suv.offers) expect(o.car).toMatchObject({ class: 'suv', transmission: 'automatic' })
    const totals = suv.offers.map((o) => o.price.total.amount)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const town = await answerOf({ ...paris, pickupKind: 'town', mileage: 'unlimited', limit: '100' })
    expect(town.total).toBeGreaterThan(0)
    for (const o of town.offers) expect(o.pickup.kind === 'town' && o.mileage.unlimited).toBe(true)
    const [supplier] = all.facets.suppliers
    const one = await answerOf({ ...paris, suppliers: supplier?.code.toLowerCase() ?? '' })
    expect(one.total).toBe(supplier?.count)
    const seven = await answerOf({ ...paris, minSeats: '7' })
    expect(seven.total).toBe(all.facets.seats.find((s) => s.value === 7)?.count)
  })

  it('a one-way Seoul to Busan for a young driver, in won, with Korean names on the Korean site', async () => {
    const query = {
      pickupPlace: 'SEL',
      dropoffPlace: 'PUS',
      pickup: `${inDays(20)}T10:00`,
      dropoff: `${inDays(22)}T10:00`,
      driverAge: '22',
    }
    const body = await answerOf(query, `${SITE_COOKIE}=kr`)
    expect(body).toMatchObject({ currency: 'KRW', oneWay: true, days: 2 })
    expect(body.pickupPlace.name).toBe('서울')
    expect(body.dropoffPlace.name).toBe('부산')
    expect(body.total).toBeGreaterThan(0)
    for (const o of body.offers) {
      expect(o.dropoff.cityName).toBe('부산')
      expect(o.price.oneWayFee?.amount).toBeGreaterThan(0)
      expect(o.price.youngDriverFee?.amount).toBeGreaterThan(0)
      expect(['suv', 'premium', 'luxury', 'van']).not.toContain(o.car.class)
      const { perDay, taxesAndFees, oneWayFee, youngDriverFee, total } = o.price
      expect(total.amount).toBe(
        perDay.amount * 2 + taxesAndFees.amount + (oneWayFee?.amount ?? 0) + (youngDriverFee?.amount ?? 0),
      )
    }
    expect(body.offers.map((o) => o.pickup.name).join(' ')).toMatch(/[가-힣]/)
    const english = await answerOf({ ...query, currency: 'USD' })
    expect(english.pickupPlace.name).toBe('Seoul')
  })

  it('a one-way to an island: no cars and the reason, not an error', async () => {
    const body = await answerOf({
      pickupPlace: 'SEL',
      dropoffPlace: 'CJU',
      pickup: `${inDays(5)}T10:00`,
      dropoff: `${inDays(7)}T10:00`,
    })
    expect(body).toMatchObject({ offers: [], total: 0, reason: 'noRoad' })
  })

  it.each([
    [{ ...paris, pickupPlace: 'QQQ' }, CarSearchErrorCode.PLACE_UNKNOWN],
    [{ ...paris, dropoffPlace: 'LON' }, CarSearchErrorCode.ONE_WAY_ABROAD],
    [{ ...paris, pickup: `${inDays(-2)}T09:30` }, CarSearchErrorCode.DATE_PAST],
    [{ ...paris, pickup: '2027-02-30T09:30' }, CarSearchErrorCode.DATE_INVALID],
    [
      { ...paris, pickup: `${inDays(400)}T09:30`, dropoff: `${inDays(402)}T09:00` },
      CarSearchErrorCode.DATE_TOO_FAR,
    ],
    [{ ...paris, dropoff: paris.pickup }, CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP],
    [{ ...paris, dropoff: `${inDays(70)}T09:00` }, CarSearchErrorCode.TOO_MANY_DAYS],
    [{ ...paris, driverAge: '17' }, CarSearchErrorCode.DRIVER_AGE],
    [{ ...paris, currency: 'XXX' }, CarSearchErrorCode.SEARCH_INVALID],
  ])('says what is wrong: %o', (query, code) => refuses(query, code))

  it('answers any generated query with 200, or 400 (429 past the limit) in the error shape, never more', () =>
    answersAnyQuery(
      [
        'pickupPlace',
        'dropoffPlace',
        'pickup',
        'dropoff',
        'driverAge',
        'currency',
        ...FILTERS,
        'limit',
        'offset',
        'zz',
      ],
      fc.oneof(
        fc.constantFrom('PAR', 'lys', 'SEL', 'PUS', 'CJU', 'NRT', 'QQQ', inDays(3), inDays(6), inDays(-2)),
        fc.constantFrom(
          '2027-02-30T10:00',
          `${inDays(9)}T23:59`,
          `${inDays(9)}T24:00`,
          '10:00',
          '9:00',
          '0',
          '17',
          '99',
        ),
        fc.constantFrom('suv,compact', 'PD,or', 'manual', 'unlimited', 'town', 'largest', 'KRW', ''),
        fc.string({ maxLength: 30 }),
      ),
      paris,
    ))
})
