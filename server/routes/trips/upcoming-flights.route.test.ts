import { describe, expect, it } from 'vitest'
import { FLIGHT_DASHBOARD } from '../../../shared/constants.ts'
import { TRIPS_API_PATHS, TRIPS_LIMITS } from '../../../shared/trips/trips-contract.ts'
import { ZUpcomingFlightsResponseSchema } from '../../../shared/trips/trips-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode, json, type TripsBrowser, traveller } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** GET /trips/api/flights/upcoming: the flight dashboard of the trips page (decision 101). */
describe.each(testDatabaseKinds())('the next flights (%s)', (kind) => {
  const t = useTestApp(kind)

  const upcoming = async (me: TripsBrowser, query = '') => {
    const res = await me.call(json('GET', `${TRIPS_API_PATHS.upcomingFlights}${query}`))
    expect(res.statusCode, res.body).toBe(200)
    return ZUpcomingFlightsResponseSchema.parse(res.json()).flights
  }
  /** A flight saved to the trip, leaving on the given day of May 2099. */
  const flight = (me: TripsBrowser, day: number, fullTripId?: string) =>
    me.save(
      {
        vertical: 'flight',
        title: `ICN–NRT ${day}`,
        startAt: `2099-05-${String(day).padStart(2, '0')}T09:00:00.000Z`,
        endAt: null,
      },
      fullTripId,
    )

  it('answers the soonest 5 flights of the caller’s trips unless asked, with their trips', async () => {
    const me = await traveller(t)
    const first = await flight(me, 20)
    for (const day of [3, 12, 7, 25, 1, 9]) await flight(me, day, first.trip.fullTripId)
    await me.save({ vertical: 'hotel', startAt: '2099-04-01T09:00:00.000Z' }, first.trip.fullTripId)
    const flights = await upcoming(me)
    expect(flights).toHaveLength(FLIGHT_DASHBOARD.defaultLimit)
    expect(flights.map((f) => f.event.title)).toEqual([
      'ICN–NRT 1',
      'ICN–NRT 3',
      'ICN–NRT 7',
      'ICN–NRT 9',
      'ICN–NRT 12',
    ])
    expect(flights[0]).toMatchObject({
      fullTripId: first.trip.fullTripId,
      tripName: first.trip.tripName,
      tripUrl: first.trip.tripUrl,
    })
    expect(await upcoming(me, '?limit=2')).toHaveLength(2)
  })

  it('leaves out flights gone or cancelled and other people’s, and caps a larger limit', async () => {
    const me = await traveller(t)
    const other = await traveller(t)
    await flight(other, 2)
    const kept = await flight(me, 4)
    const gone = await flight(me, 5, kept.trip.fullTripId)
    const cancelled = await flight(me, 6, kept.trip.fullTripId)
    await t.database.db
      .updateTable('trip_events')
      .set({ starts_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', gone.event.id)
      .execute()
    await t.database.db
      .updateTable('trip_events')
      .set({ state: 'cancelled', booked_at: new Date(), cancelled_at: new Date() })
      .where('id', '=', cancelled.event.id)
      .execute()
    expect((await upcoming(me)).map((f) => f.event.id)).toEqual([kept.event.id])

    for (let day = 1; day <= TRIPS_LIMITS.upcomingFlightsMax; day += 1)
      await flight(me, day, kept.trip.fullTripId)
    expect(await upcoming(me, '?limit=500')).toHaveLength(TRIPS_LIMITS.upcomingFlightsMax)
  })

  it('refuses a signed-out visitor and a limit that is no count', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: TRIPS_API_PATHS.upcomingFlights })
    expect([anonymous.statusCode, errorCode(anonymous)]).toEqual([401, 'INVALID_SESSION'])
    const me = await traveller(t)
    for (const limit of ['0', 'many', '2.5']) {
      const res = await me.call(json('GET', `${TRIPS_API_PATHS.upcomingFlights}?limit=${limit}`))
      expect([res.statusCode, errorCode(res)], limit).toEqual([400, 'VALIDATION_ERROR'])
    }
  })
})
