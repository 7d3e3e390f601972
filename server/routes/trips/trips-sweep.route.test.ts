import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_PATHS, BOOKING_ROUTES } from '../../../shared/booking/booking-contract.ts'
import { CHECKOUT_PATHS, CHECKOUT_ROUTES } from '../../../shared/business/checkout-contract.ts'
import { TRIPS_API_PATHS, TRIPS_ROUTES } from '../../../shared/trips/trips-contract.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { errorCode, json, offer, type TripsBrowser, traveller } from '../../testing/trips/trips-test-kit.ts'

interface Fixture {
  tripId: string
  eventId: string
  shareId: string
}

/** Every call that names a trip, event or share, aimed at the given ids (ASVS 8.2.2: no id reads another's). */
function sweep(a: Fixture, own: Fixture): Record<string, InjectOptions> {
  return {
    [`GET ${TRIPS_API_PATHS.store}`]: json(
      'GET',
      `${TRIPS_API_PATHS.store}?props=trip&fullTripId=${a.tripId}`,
    ),
    [`POST ${TRIPS_API_PATHS.store}`]: json('POST', `${TRIPS_API_PATHS.store}?props=trip`, {
      fullTripId: a.tripId,
    }),
    [`PUT ${TRIPS_ROUTES.trip}`]: json('PUT', TRIPS_API_PATHS.trip(a.tripId), { name: 'Taken over' }),
    [`DELETE ${TRIPS_ROUTES.trip}`]: json('DELETE', TRIPS_API_PATHS.trip(a.tripId)),
    [`GET ${TRIPS_ROUTES.tripShares}`]: json('GET', TRIPS_API_PATHS.tripShares(a.tripId)),
    [`POST ${TRIPS_ROUTES.tripShares}`]: json('POST', TRIPS_API_PATHS.tripShares(a.tripId), {
      email: 'mallory@example.test',
      role: 'editor',
    }),
    [`PUT ${TRIPS_ROUTES.tripShare}`]: json('PUT', TRIPS_API_PATHS.tripShare(a.tripId, a.shareId), {
      role: 'editor',
    }),
    [`DELETE ${TRIPS_ROUTES.tripShare}`]: json('DELETE', TRIPS_API_PATHS.tripShare(a.tripId, a.shareId)),
    // The share id of one trip under another trip's id reads like nothing either.
    [`PUT ${TRIPS_ROUTES.tripShare} (crossed)`]: json(
      'PUT',
      TRIPS_API_PATHS.tripShare(own.tripId, a.shareId),
      {
        role: 'viewer',
      },
    ),
    [`POST ${TRIPS_ROUTES.tripLink}`]: json('POST', TRIPS_API_PATHS.tripLink(a.tripId)),
    [`DELETE ${TRIPS_ROUTES.tripLink}`]: json('DELETE', TRIPS_API_PATHS.tripLink(a.tripId)),
    [`POST ${TRIPS_API_PATHS.events}`]: json('POST', TRIPS_API_PATHS.events, {
      offer: offer(),
      fullTripId: a.tripId,
    }),
    [`POST ${TRIPS_ROUTES.eventMove}`]: json('POST', TRIPS_API_PATHS.eventMove(a.eventId), {
      fullTripId: own.tripId,
    }),
    // One's own event into another's trip: the target is checked as well.
    [`POST ${TRIPS_ROUTES.eventMove} (into)`]: json('POST', TRIPS_API_PATHS.eventMove(own.eventId), {
      fullTripId: a.tripId,
    }),
    [`POST ${TRIPS_ROUTES.eventCart}`]: json('POST', TRIPS_API_PATHS.eventCart(a.eventId), { inCart: true }),
    [`POST ${TRIPS_ROUTES.eventBook}`]: json('POST', TRIPS_API_PATHS.eventBook(a.eventId), {}),
    [`POST ${TRIPS_ROUTES.eventCancel}`]: json('POST', TRIPS_API_PATHS.eventCancel(a.eventId)),
    [`GET ${CHECKOUT_ROUTES.quote}`]: { method: 'GET', url: CHECKOUT_PATHS.quote(a.eventId) },
    [`GET ${BOOKING_ROUTES.booking}`]: { method: 'GET', url: BOOKING_PATHS.booking(a.eventId) },
    [`DELETE ${TRIPS_ROUTES.event}`]: json('DELETE', TRIPS_API_PATHS.event(a.eventId)),
  }
}

describe.each(testDatabaseKinds())('trips id sweep (%s)', (kind) => {
  let t: TestApp
  let alice: TripsBrowser
  let a: Fixture
  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await traveller(t)
    const saved = await alice.save({ destination: 'Honolulu' })
    const share = await alice.call(
      json('POST', TRIPS_API_PATHS.tripShares(saved.trip.fullTripId), {
        email: 'viewer@example.test',
        role: 'viewer',
      }),
    )
    await alice.call(json('POST', TRIPS_API_PATHS.tripLink(saved.trip.fullTripId)))
    a = { tripId: saved.trip.fullTripId, eventId: saved.event.id, shareId: share.json().id }
  })
  afterAll(() => t?.close())

  /** Alice's trips data as stored, to show nothing of it changed. */
  const fingerprint = async () => {
    const tables = [
      'trips',
      'trip_events',
      'trip_shares',
      'trip_share_links',
      'wishlist_items',
      'trip_notifications',
    ]
    const parts: string[] = []
    for (const table of tables) {
      const { rows } = await sql<{
        d: string | null
      }>`select md5(string_agg(r::text, ',' order by r::text)) as d
        from ${sql.table(table)} r`.execute(t.database.db)
      parts.push(`${table}:${rows[0]?.d}`)
    }
    return parts.join('\n')
  }

  const ownFixture = async (b: TripsBrowser): Promise<Fixture> => {
    const saved = await b.save({ destination: 'Vancouver' })
    return {
      tripId: saved.trip.fullTripId,
      eventId: saved.event.id,
      shareId: '00000000-0000-4000-8000-000000000000',
    }
  }

  it('covers every trips route that takes an id', () => {
    const covered = new Set(Object.keys(sweep(a, a)).map((k) => k.replace(/ \(.*\)$/, '')))
    const open = new Set([`GET ${TRIPS_ROUTES.seasonalImage}`])
    const withIds = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/trips/api/') && r.url.includes('/:'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !open.has(key))
    for (const key of withIds) expect(covered, key).toContain(key)
  })

  it("reads another person's trips, events and shares as nothing, and changes none of them", async () => {
    const bob = await traveller(t)
    const own = await ownFixture(bob)
    const before = await fingerprint()
    for (const [name, request] of Object.entries(sweep(a, own))) {
      const res = await bob.call(request)
      expect(res.statusCode, name).toBe(404)
      expect(errorCode(res), name).toMatch(/^(TRIP|EVENT|SHARE)_NOT_FOUND$/)
      expect(res.body, name).not.toContain('Honolulu')
    }
    expect(await fingerprint()).toBe(before)
    expect((await bob.store('trips,user')).trips?.upcomingTrips.ids).toEqual([own.tripId])
  })

  it('lets a viewer read the trip and change nothing', async () => {
    const viewer = await traveller(t)
    await alice.call(
      json('POST', TRIPS_API_PATHS.tripShares(a.tripId), { email: viewer.email, role: 'viewer' }),
    )
    const own = await ownFixture(viewer)
    const before = await fingerprint()
    for (const [name, request] of Object.entries(sweep(a, own))) {
      const res = await viewer.call(request)
      if (name.includes(TRIPS_API_PATHS.store)) {
        expect(res.statusCode, name).toBe(200)
        continue
      }
      // Shares are the owner's business: another trip's share id is not found under the viewer's trip.
      expect([403, 404], `${name} ${res.body}`).toContain(res.statusCode)
      expect(errorCode(res), name).toMatch(/^(TRIP_READ_ONLY|SHARE_NOT_FOUND)$/)
    }
    expect(await fingerprint()).toBe(before)
  })
})
