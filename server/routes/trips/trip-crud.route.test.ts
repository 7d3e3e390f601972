import { describe, expect, it } from 'vitest'
import { ZTripResponseSchema } from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode, json, type TripsBrowser, traveller } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('trips: create, rename, delete (%s)', (kind) => {
  const t = useTestApp(kind)

  const create = async (me: TripsBrowser, body: Record<string, unknown>) => {
    const res = await me.call(json('POST', TRIPS_API_PATHS.trips, body))
    expect(res.statusCode, res.body).toBe(201)
    return ZTripResponseSchema.parse(res.json())
  }

  it('de-duplicates names: base, base 1, then the highest suffix plus 1', async () => {
    const me = await traveller(t)
    expect((await create(me, { name: 'Paris' })).tripName).toBe('Paris')
    expect((await create(me, { name: 'paris' })).tripName).toBe('paris 1')
    await create(me, { name: 'Paris 7' })
    expect((await create(me, { name: '  Paris ' })).tripName).toBe('Paris 8')
    // Names are per owner: another traveller's Paris is theirs.
    const other = await traveller(t)
    expect((await create(other, { name: 'Paris' })).tripName).toBe('Paris')
  })

  it('names a trip after its destination when it has no name, or "My trip" without either', async () => {
    const me = await traveller(t)
    const trip = await create(me, { destination: 'New York', startDate: '2099-12-20', endDate: '2099-12-28' })
    expect(trip).toMatchObject({ tripName: 'New York', destination: 'New York', startDate: '2099-12-20' })
    expect(trip.imageUrl).toBe('/trips/api/images/seasonal/new-york/winter/card')
    expect((await create(me, {})).tripName).toBe('My trip')
    expect((await create(me, { name: '   ' })).tripName).toBe('My trip 1')
    for (const body of [{ name: 'x'.repeat(101) }, { name: 'a\u0007b' }]) {
      const res = await me.call(json('POST', TRIPS_API_PATHS.trips, body))
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const backwards = await me.call(
      json('POST', TRIPS_API_PATHS.trips, { name: 'Back', startDate: '2099-02-02', endDate: '2099-02-01' }),
    )
    expect([backwards.statusCode, errorCode(backwards)]).toEqual([400, 'TRIP_DATES_INVALID'])
    // NFKC lengthens some letters: a short text may be too long once normalised, and is refused, not stored.
    const widened = await me.call(
      json('POST', TRIPS_API_PATHS.trips, { name: 'X', destination: '\uFDFA'.repeat(10) }),
    )
    expect([widened.statusCode, errorCode(widened)]).toEqual([400, 'VALIDATION_ERROR'])
    const longName = await me.call(json('POST', TRIPS_API_PATHS.trips, { name: '\uFDFA'.repeat(10) }))
    expect([longName.statusCode, errorCode(longName)]).toEqual([400, 'TRIP_NAME_INVALID'])
    const notADate = await me.call(
      json('POST', TRIPS_API_PATHS.trips, { name: 'X', startDate: '2099-02-30' }),
    )
    expect(notADate.statusCode).toBe(400)
  })

  it('renames with de-duplication (its own name is not a duplicate) and changes dates', async () => {
    const me = await traveller(t)
    await create(me, { name: 'Rome' })
    const trip = await create(me, { name: 'Italy' })
    const renamed = await me.call(json('PUT', TRIPS_API_PATHS.trip(trip.fullTripId), { name: 'rome' }))
    expect(renamed.json().tripName).toBe('rome 1')
    const same = await me.call(json('PUT', TRIPS_API_PATHS.trip(trip.fullTripId), { name: 'ROME 1' }))
    expect(same.json().tripName).toBe('ROME 1')
    const dated = await me.call(
      json('PUT', TRIPS_API_PATHS.trip(trip.fullTripId), { startDate: '2099-04-01' }),
    )
    expect(dated.json()).toMatchObject({ tripName: 'ROME 1', startDate: '2099-04-01', endDate: null })
    const before = await me.call(
      json('PUT', TRIPS_API_PATHS.trip(trip.fullTripId), { endDate: '2099-03-01' }),
    )
    expect([before.statusCode, errorCode(before)]).toEqual([400, 'TRIP_DATES_INVALID'])
    const empty = await me.call(json('PUT', TRIPS_API_PATHS.trip(trip.fullTripId), {}))
    expect(empty.statusCode).toBe(400)
  })

  it('deletes a trip with its events, and then it reads like nothing', async () => {
    const me = await traveller(t)
    const saved = await me.save({ destination: 'Sydney' })
    const res = await me.call(json('DELETE', TRIPS_API_PATHS.trip(saved.trip.fullTripId)))
    expect(res.json()).toEqual({ deleted: true })
    const again = await me.call(json('DELETE', TRIPS_API_PATHS.trip(saved.trip.fullTripId)))
    expect([again.statusCode, errorCode(again)]).toEqual([404, 'TRIP_NOT_FOUND'])
    const events = await t.database.db
      .selectFrom('trip_events')
      .select('id')
      .where('id', '=', saved.event.id)
      .execute()
    expect(events).toEqual([])
    expect((await me.store('user')).user?.wishlistItems).toEqual([])
    // The destination's next save makes a new trip.
    expect((await me.save({ destination: 'Sydney' })).createdTrip).toBe(true)
  })

  it('reads a malformed trip id in the path as not found', async () => {
    const me = await traveller(t)
    for (const id of ['short', 'ABC234DEFGHJKMNP', 'abc234defghjkmn0', 'x'.repeat(150)]) {
      const res = await me.call(json('PUT', TRIPS_API_PATHS.trip(id), { name: 'x' }))
      expect([res.statusCode, errorCode(res)], id).toEqual([404, 'TRIP_NOT_FOUND'])
    }
  })
})
