import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  TRAIN_SEARCH_API_PATH,
  TrainSearchErrorCode,
  ZTrainSearchResponseSchema,
} from '../../../shared/catalogue/train-search-contract.ts'
import { SITE_COOKIE } from '../../plugins/brand-locale.ts'
import { inDays, searchRoute } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'

/** GET /i/api/catalogue/v1/trains/search (decision 082). */
describe.each(testDatabaseKinds())('train search (%s)', (kind) => {
  const { refuses, answersAnyQuery, answerOf } = searchRoute(
    kind,
    TRAIN_SEARCH_API_PATH,
    ZTrainSearchResponseSchema,
  )
  const paris = { from: 'PAR', to: 'LON', depart: inDays(30), adults: '2', currency: 'EUR' }

  it('Paris to London: the day’s Eurostars from Gare du Nord, an hour gained, fares for two by class', async () => {
    const body = await answerOf(paris)
    expect(body.reason).toBeNull()
    expect(body.returnOffers).toBeNull()
    expect(body.total).toBeGreaterThan(8)
    const departures = body.offers.map((o) => o.departAt)
    expect(departures).toEqual([...departures].sort())
    for (const o of body.offers) {
      expect(o.operator).toBe('Eurostar')
      expect(o.from.station).toBe('Paris Gare du Nord')
      expect(o.departAt).toMatch(/\+01:00$/)
      expect(o.arriveAt).toMatch(/\+00:00$/)
      for (const fare of o.fares) expect(fare.total.amount).toBe(fare.perAdult.amount * 2)
    }
    const first = await answerOf({ ...paris, classes: 'first', sort: 'cheapest' })
    expect(first.total).toBe(body.facets.classes.find((c) => c.code === 'first')?.count)
    expect(first.offers.every((o) => o.fares.every((f) => f.travelClass === 'first'))).toBe(true)
    const totals = first.offers.map((o) => o.fares[0]?.total.amount ?? 0)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
  })

  it('a round trip Seoul–Busan on KTX, station names in Korean on the Korean site', async () => {
    const body = await answerOf(
      { from: 'SEL', to: 'PUS', depart: inDays(10), return: inDays(12) },
      `${SITE_COOKIE}=kr`,
    )
    expect(body.currency).toBe('KRW')
    expect(body.offers[0]?.from.station).toBe('서울역')
    expect(body.returnOffers?.[0]?.from.station).toBe('부산역')
    const ktx = await answerOf({ from: 'SEL', to: 'PUS', depart: inDays(10), trains: 'KTX', limit: '100' })
    expect(ktx.total).toBe(ktx.facets.trains.find((f) => f.name === 'KTX')?.count)
    expect(ktx.offers.every((o) => /^KTX \d+$/.test(o.train))).toBe(true)
  })

  it('between places no railway joins: no offers and the reason, not an error', async () => {
    const body = await answerOf({ from: 'SEL', to: 'TYO', depart: inDays(10) })
    expect(body).toMatchObject({ offers: [], total: 0, reason: 'noRail' })
  })

  it.each([
    [{ ...paris, from: 'QQQ' }, TrainSearchErrorCode.PLACE_UNKNOWN],
    [{ ...paris, to: 'PAR' }, TrainSearchErrorCode.SAME_PLACE],
    [{ ...paris, depart: inDays(-1) }, TrainSearchErrorCode.DATE_PAST],
    [{ ...paris, depart: '2027-02-30' }, TrainSearchErrorCode.DATE_INVALID],
    [{ ...paris, depart: inDays(200) }, TrainSearchErrorCode.DATE_TOO_FAR],
    [{ ...paris, return: inDays(20) }, TrainSearchErrorCode.RETURN_BEFORE_DEPART],
    [{ ...paris, currency: 'XXX' }, TrainSearchErrorCode.SEARCH_INVALID],
  ])('says what is wrong: %o', (query, code) => refuses(query, code))

  it('answers any generated query with 200, or 400 (429 past the limit) in the error shape, never more', () =>
    answersAnyQuery(
      ['from', 'to', 'depart', 'return', 'adults', 'currency', 'sort', 'classes', 'trains', 'limit', 'zz'],
      fc.oneof(
        fc.constantFrom(
          'PAR',
          'lon',
          'SEL',
          'PUS',
          'QQQ',
          inDays(3),
          inDays(-2),
          '2027-02-30',
          '0',
          '3',
          '10',
        ),
        fc.constantFrom('first', 'standard,first', 'KTX', 'cheapest', 'quickest', 'KRW'),
        fc.string({ maxLength: 30 }),
      ),
    ))
})
