import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { testDatabaseKinds } from '../../db/test-databases.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { type TripsBrowser, traveller } from './trips-test-kit.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

describe.each(testDatabaseKinds())('trips routes under generated input (%s)', (kind) => {
  let t: TestApp
  let me: TripsBrowser
  let tripId: string
  let eventId: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    me = await traveller(t)
    const saved = await me.save({ destination: 'Cape Town' })
    tripId = saved.trip.fullTripId
    eventId = saved.event.id
  })
  afterAll(() => t?.close())

  const value = () =>
    fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.uuid(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.integer()), { maxLength: 4 }),
      fc.constantFrom(
        'x'.repeat(5000),
        '\u0000',
        '%',
        "'; drop table trips; --",
        'editor',
        'owner',
        'flight',
        '2099-02-30',
        '2099-01-01T00:00:00Z',
        'abc234defghjkmnp',
        '__proto__',
      ),
    )
  const offerLike = fc.record(
    {
      vertical: fc.oneof(fc.constantFrom('flight', 'hotel', 'car', 'train', 'bus'), value()),
      offerId: fc.oneof(fc.string({ maxLength: 8 }), value()),
      title: value(),
      priceMinor: fc.oneof(fc.integer({ min: -10, max: 3_000_000_000 }), value()),
      currency: fc.oneof(fc.constantFrom('KRW', 'EUR', 'eur'), value()),
      startAt: fc.oneof(fc.constant('2099-01-01T00:00:00Z'), value()),
      endAt: value(),
      destination: value(),
    },
    { requiredKeys: [] },
  )
  const body = (keys: string[]) =>
    fc.oneof(
      fc.dictionary(fc.constantFrom(...keys, 'zzz'), fc.oneof(value(), offerLike), { maxKeys: 5 }),
      value(),
    )

  /** Any answer is a 2xx or a 4xx JSON errors list: never a 500, never a stack. */
  async function holds(method: Method, url: string, payload: unknown, form = false) {
    const res = await me.call({
      method,
      url,
      remoteAddress: nextIp(),
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      ...(method === 'GET' ? {} : { payload: form ? String(payload) : JSON.stringify(payload) }),
    })
    if (res.statusCode >= 300) {
      expect([url, res.statusCode]).toEqual([url, expect.toSatisfy((s: number) => s >= 400 && s < 500)])
      expect(ZErrorBodySchema.safeParse(res.json()).success, res.body).toBe(true)
    }
    expect(res.body).not.toMatch(/\bat .+\.ts:\d+|node_modules/)
  }

  it('trip, event and share calls answer generated bodies with 2xx or a clear 4xx', async () => {
    const target = fc.constantFrom(
      ['POST', TRIPS_API_PATHS.trips],
      ['PUT', TRIPS_API_PATHS.trip(tripId)],
      ['POST', TRIPS_API_PATHS.events],
      ['POST', TRIPS_API_PATHS.eventMove(eventId)],
      ['POST', TRIPS_API_PATHS.eventCart(eventId)],
      ['POST', TRIPS_API_PATHS.eventBook(eventId)],
      ['POST', TRIPS_API_PATHS.tripShares(tripId)],
      ['POST', TRIPS_API_PATHS.mapViewFD],
      ['POST', `${TRIPS_API_PATHS.store}?props=trip`],
    ) as fc.Arbitrary<[Method, string]>
    const keys = [
      'name',
      'destination',
      'startDate',
      'endDate',
      'offer',
      'fullTripId',
      'inCart',
      'priceMinor',
    ]
    await fc.assert(
      fc.asyncProperty(
        target,
        body([...keys, 'email', 'role', 'enabled', 'startAt', 'currency']),
        ([m, url], p) => holds(m, url, p),
      ),
      { numRuns: 120 },
    )
  })

  it('answers generated form bodies, query strings and path ids with 2xx or a clear 4xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('trip,trips', 'user,,', '%00', 'true'),
    )
    await fc.assert(
      fc.asyncProperty(text, text, async (a, b) => {
        const form = new URLSearchParams({ fullTripId: a, enabled: b }).toString()
        await holds('POST', `${TRIPS_API_PATHS.store}?props=${encodeURIComponent(b)}`, form, true)
        await holds(
          'POST',
          TRIPS_API_PATHS.tdpAutopilot,
          new URLSearchParams({ enabled: a }).toString(),
          true,
        )
        await holds(
          'GET',
          `${TRIPS_API_PATHS.store}?props=${encodeURIComponent(a)}&fullTripId=${encodeURIComponent(b)}`,
          null,
        )
        await holds('PUT', TRIPS_API_PATHS.trip(a || 'x'), { name: b })
        await holds('DELETE', TRIPS_API_PATHS.event(a || 'x'), null)
        await holds('PUT', TRIPS_API_PATHS.tripShare(tripId, a || 'x'), { role: 'viewer' })
        await holds('POST', TRIPS_API_PATHS.sharedTrip, { token: a })
        await holds('GET', TRIPS_API_PATHS.seasonalImage(a || 'x', b || 'y', 'thumb'), null)
      }),
      { numRuns: 40 },
    )
  })
})
