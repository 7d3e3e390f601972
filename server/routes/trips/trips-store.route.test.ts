import { describe, expect, it } from 'vitest'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { ZTripsStoreResponseSchema } from '../../../shared/trips/trips-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { errorCode, json, traveller } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('the trips store (%s)', (kind) => {
  const t = useTestApp(kind)

  it('answers only the props asked for, trips and user by default', async () => {
    const me = await traveller(t)
    await me.save({ destination: 'Jeju' })
    const all = ZTripsStoreResponseSchema.parse(await me.store('trip,trips,user'))
    expect(Object.keys(all).sort()).toEqual(['trip', 'trips', 'user'])
    expect(all.trip).toBeNull()
    const byDefault = await me.call(json('GET', TRIPS_API_PATHS.store))
    expect(Object.keys(byDefault.json()).sort()).toEqual(['trips', 'user'])
    expect(byDefault.headers['cache-control']).toBe('no-store')
    expect(Object.keys(await me.store('user'))).toEqual(['user'])
    const bad = await me.call(json('GET', `${TRIPS_API_PATHS.store}?props=trips,secrets`))
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_ERROR'])
  })

  it('answers the trip named in a POST form body, with its events and a load state', async () => {
    const me = await traveller(t)
    const saved = await me.save({ destination: 'Osaka', title: 'Ryokan' })
    const res = await me.call({
      method: 'POST',
      url: `${TRIPS_API_PATHS.store}?props=trip`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ fullTripId: saved.trip.fullTripId }).toString(),
    })
    expect(res.statusCode).toBe(200)
    const { trip } = ZTripsStoreResponseSchema.parse(res.json())
    expect(trip).toMatchObject({ fullTripId: saved.trip.fullTripId, tripName: 'Osaka', role: 'owner' })
    expect(trip?.events.loadState).toBe('loaded')
    expect(trip?.events.items.map((e) => [e.title, e.isInCart])).toEqual([['Ryokan', false]])
    const viaGet = await me.store('trip', saved.trip.fullTripId)
    expect(viaGet.trip?.fullTripId).toBe(saved.trip.fullTripId)
    const json_ = await me.call(
      json('POST', `${TRIPS_API_PATHS.store}?props=trip`, { fullTripId: saved.trip.fullTripId }),
    )
    expect(json_.json().trip.fullTripId).toBe(saved.trip.fullTripId)
  })

  it('reads a malformed, unknown or foreign trip id as nothing (404)', async () => {
    const me = await traveller(t)
    const other = await traveller(t)
    const theirs = await other.save({})
    for (const fullTripId of [theirs.trip.fullTripId, 'abc234defghjkmnp']) {
      const res = await me.call(json('POST', `${TRIPS_API_PATHS.store}?props=trip`, { fullTripId }))
      expect([res.statusCode, errorCode(res)], fullTripId).toEqual([404, 'TRIP_NOT_FOUND'])
    }
    const malformed = await me.call(
      json('POST', `${TRIPS_API_PATHS.store}?props=trip`, { fullTripId: '../x' }),
    )
    expect(malformed.statusCode).toBe(400)
    expect((await me.store('trips')).trips?.upcomingTrips.ids).toEqual([])
  })

  it('splits upcoming and past trips by their last day, newest change first', async () => {
    const me = await traveller(t)
    const old = await me.call(
      json('POST', TRIPS_API_PATHS.trips, {
        name: 'Last year',
        startDate: '2001-03-01',
        endDate: '2001-03-05',
      }),
    )
    const older = await me.call(
      json('POST', TRIPS_API_PATHS.trips, {
        name: 'Long ago',
        startDate: '1999-01-01',
        endDate: '1999-01-02',
      }),
    )
    const a = await me.save({ destination: 'London' })
    const b = await me.save({ destination: 'Berlin' })
    const undated = await me.call(json('POST', TRIPS_API_PATHS.trips, { name: 'Someday' }))
    const { trips } = await me.store('trips')
    expect(trips?.upcomingTrips.ids).toEqual([
      undated.json().fullTripId,
      b.trip.fullTripId,
      a.trip.fullTripId,
    ])
    expect(trips?.pastTrips.ids).toEqual([old.json().fullTripId, older.json().fullTripId])
    expect(trips?.pastTrips.byId[old.json().fullTripId]).toMatchObject({
      startDate: '2001-03-01',
      endDate: '2001-03-05',
      thumbnailUrl: '/trips/api/images/seasonal/anywhere/spring/thumb',
    })
    expect(trips?.upcomingTrips.byId[a.trip.fullTripId]).toMatchObject({
      startDate: '2099-05-01',
      endDate: '2099-05-03',
      ownerDisplayName: 'Tess User',
      numSavedEvents: 1,
      numCartEvents: 0,
      numBookedEvents: 0,
      numCancelledEvents: 0,
      isFullyCancelled: false,
    })
  })

  it('gives a signed-out visitor an empty store, and no trip by id', async () => {
    const anonymous = await browserIdentity(t.app)
    const res = await t.app.inject({
      url: `${TRIPS_API_PATHS.store}?props=trip,trips,user`,
      headers: { cookie: anonymous.cookie },
    })
    expect(res.json()).toEqual({
      trip: null,
      trips: { upcomingTrips: { ids: [], byId: {} }, pastTrips: { ids: [], byId: {} } },
      user: null,
    })
    const named = await t.app.inject({
      url: `${TRIPS_API_PATHS.store}?props=trip&fullTripId=abc234defghjkmnp`,
    })
    expect([named.statusCode, errorCode(named)]).toEqual([404, 'TRIP_NOT_FOUND'])
  })

  it('gives a new user every setting false, no wishlist and no notification, and writes nothing', async () => {
    const me = await traveller(t)
    expect((await me.store('user')).user).toEqual({
      settings: {
        isTripsDrawerReminderTooltipShown: false,
        isTripsDrawerGoToTripsButtonTooltipShown: false,
        isNavigationDrawerTripsTooltipShown: false,
        mapViewFD: false,
        mapViewDP: false,
        tdpAutopilot: false,
      },
      wishlistItems: [],
      notificationData: null,
    })
    const rows = await t.database.db
      .selectFrom('trip_user_settings')
      .select('user_id')
      .where('user_id', '=', me.userId)
      .execute()
    expect(rows).toEqual([])
  })
})
