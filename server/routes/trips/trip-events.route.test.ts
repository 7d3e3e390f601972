import { describe, expect, it } from 'vitest'
import {
  ZEventChangeResponseSchema,
  ZMoveEventResponseSchema,
  ZSaveEventResponseSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { ZTripsStoreResponseSchema } from '../../../shared/trips/trips-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { errorCode, json, offer, traveller } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('trip events (%s)', (kind) => {
  const t = useTestApp(kind)

  it('saves an offer without a trip into a new trip named after its destination, then into the same one', async () => {
    const me = await traveller(t)
    const first = await me.save({ destination: 'Seoul' })
    expect(ZSaveEventResponseSchema.parse(first).createdTrip).toBe(true)
    expect(first.trip).toMatchObject({
      tripName: 'Seoul',
      destination: 'Seoul',
      role: 'owner',
      numSavedEvents: 1,
    })
    expect(first.event).toMatchObject({ state: 'saved', isInCart: false, booking: null, priceMinor: 120_000 })
    expect(first.trip.thumbnailUrl).toBe('/trips/api/images/seasonal/seoul/spring/thumb')
    expect(first.trip.tripUrl.url).toBe(`/trips/${first.trip.fullTripId}`)

    const second = await me.save({ destination: ' seoul ', vertical: 'flight', offerId: 'fl-1' })
    expect(second.createdTrip).toBe(false)
    expect(second.trip.fullTripId).toBe(first.trip.fullTripId)
    expect(second.trip.numSavedEvents).toBe(2)

    const store = ZTripsStoreResponseSchema.parse(await me.store('trips,user'))
    expect(store.user?.wishlistItems).toEqual([{ tripId: first.trip.fullTripId, destination: 'Seoul' }])
    expect(store.trips?.upcomingTrips.ids).toEqual([first.trip.fullTripId])
  })

  it('joins a trip of the same destination only when the dates touch it, never a fully cancelled one', async () => {
    const me = await traveller(t)
    const december = await me.save({
      destination: 'Tokyo',
      startAt: '2099-12-20T15:00:00.000Z',
      endAt: '2099-12-22T11:00:00.000Z',
    })
    // The day after the trip ends touches it; weeks later is another trip (issue 30).
    const adjoining = await me.save({
      destination: 'Tokyo',
      startAt: '2099-12-23T09:00:00.000Z',
      endAt: '2099-12-24T11:00:00.000Z',
    })
    expect(adjoining.trip.fullTripId).toBe(december.trip.fullTripId)
    const january = await me.save({
      destination: 'Tokyo',
      startAt: '2100-01-10T15:00:00.000Z',
      endAt: '2100-01-12T11:00:00.000Z',
    })
    expect(january.createdTrip).toBe(true)
    expect(january.trip.fullTripId).not.toBe(december.trip.fullTripId)
    // A fully cancelled trip takes nothing new, even on its own dates.
    const booked = await me.call(json('POST', TRIPS_API_PATHS.eventBook(january.event.id), {}))
    expect(booked.statusCode, booked.body).toBe(200)
    await me.call(json('POST', TRIPS_API_PATHS.eventCancel(january.event.id), {}))
    const again = await me.save({
      destination: 'Tokyo',
      startAt: '2100-01-11T15:00:00.000Z',
      endAt: '2100-01-12T11:00:00.000Z',
    })
    expect(again.trip.fullTripId).not.toBe(january.trip.fullTripId)
    expect(again.trip.fullTripId).not.toBe(december.trip.fullTripId)
  })

  it('saves the same offer twice as one event, and into a named trip', async () => {
    const me = await traveller(t)
    const made = await me.call(
      json('POST', TRIPS_API_PATHS.trips, { name: 'Anniversary', destination: 'Paris' }),
    )
    expect(made.statusCode).toBe(201)
    const tripId = made.json().fullTripId
    const o = offer({ destination: 'Paris' })
    const a = await me.save(o, tripId)
    const b = await me.save(o, tripId)
    expect(b.event.id).toBe(a.event.id)
    expect(b.trip).toMatchObject({ fullTripId: tripId, tripName: 'Anniversary', numSavedEvents: 1 })
    expect((await me.store('user')).user?.wishlistItems).toEqual([])
  })

  it('moves an event between trips, puts it in the cart and takes it out, and removes it', async () => {
    const me = await traveller(t)
    const saved = await me.save({ destination: 'Tokyo' })
    const other = (await me.call(json('POST', TRIPS_API_PATHS.trips, { name: 'Osaka side trip' }))).json()

    const moved = await me.call(
      json('POST', TRIPS_API_PATHS.eventMove(saved.event.id), { fullTripId: other.fullTripId }),
    )
    expect(moved.statusCode).toBe(200)
    const body = ZMoveEventResponseSchema.parse(moved.json())
    expect(body.from).toMatchObject({ fullTripId: saved.trip.fullTripId, numSavedEvents: 0 })
    expect(body.to).toMatchObject({ fullTripId: other.fullTripId, numSavedEvents: 1 })

    const inCart = await me.call(json('POST', TRIPS_API_PATHS.eventCart(saved.event.id), { inCart: true }))
    expect(ZEventChangeResponseSchema.parse(inCart.json()).event).toMatchObject({
      state: 'inCart',
      isInCart: true,
    })
    expect(inCart.json().trip).toMatchObject({ numSavedEvents: 0, numCartEvents: 1 })
    const again = await me.call(json('POST', TRIPS_API_PATHS.eventCart(saved.event.id), { inCart: true }))
    expect(again.json().event.state).toBe('inCart')
    const out = await me.call(json('POST', TRIPS_API_PATHS.eventCart(saved.event.id), { inCart: false }))
    expect(out.json().event.state).toBe('saved')

    const removed = await me.call(json('DELETE', TRIPS_API_PATHS.event(saved.event.id)))
    expect(removed.json()).toMatchObject({ deleted: true, trip: { numSavedEvents: 0 } })
    const gone = await me.call(json('DELETE', TRIPS_API_PATHS.event(saved.event.id)))
    expect([gone.statusCode, errorCode(gone)]).toEqual([404, 'EVENT_NOT_FOUND'])
  })

  it('merges a moved offer into a trip that already has it', async () => {
    const me = await traveller(t)
    const o = offer({ destination: 'Rome' })
    const a = await me.save(o)
    const other = (await me.call(json('POST', TRIPS_API_PATHS.trips, { name: 'Italy' }))).json()
    const b = await me.save(o, other.fullTripId)
    const moved = await me.call(
      json('POST', TRIPS_API_PATHS.eventMove(a.event.id), { fullTripId: other.fullTripId }),
    )
    expect(moved.json().event.id).toBe(b.event.id)
    expect(moved.json().to.numSavedEvents).toBe(1)
    expect(moved.json().from.numSavedEvents).toBe(0)
  })

  it('lets an editor move items within the owner’s trips, but not out of them into their own', async () => {
    const owner = await traveller(t)
    const editor = await traveller(t)
    const saved = await owner.save({ destination: 'Lisbon' })
    const shared = await owner.call(
      json('POST', TRIPS_API_PATHS.tripShares(saved.trip.fullTripId), {
        email: editor.email,
        role: 'editor',
      }),
    )
    expect(shared.statusCode).toBe(201)
    const own = (await editor.call(json('POST', TRIPS_API_PATHS.trips, { name: 'Mine' }))).json()
    const taken = await editor.call(
      json('POST', TRIPS_API_PATHS.eventMove(saved.event.id), { fullTripId: own.fullTripId }),
    )
    expect([taken.statusCode, errorCode(taken)]).toEqual([403, 'TRIP_READ_ONLY'])
    const store = await owner.store('trips')
    expect(store.trips?.upcomingTrips.byId[saved.trip.fullTripId]?.numSavedEvents).toBe(1)
  })

  it('books an event with the price and dates of the moment, cancels it, and tells a fully cancelled trip', async () => {
    const me = await traveller(t, { firstName: 'Bea' })
    const saved = await me.save({ destination: 'Busan', priceMinor: 90_000 })
    const booked = await me.call(
      json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {
        priceMinor: 95_000,
        startAt: '2099-06-01T15:00:00Z',
        endAt: '2099-06-02T11:00:00Z',
      }),
    )
    expect(booked.statusCode).toBe(200)
    const { event, trip } = ZEventChangeResponseSchema.parse(booked.json())
    expect(event).toMatchObject({
      state: 'booked',
      priceMinor: 95_000,
      currency: 'KRW',
      startAt: '2099-06-01T15:00:00.000Z',
      endAt: '2099-06-02T11:00:00.000Z',
      // Her own booking for herself: no "Booked by Bea User for Bea User" line (issue 30).
      booking: null,
    })
    expect(event.bookedAt).not.toBeNull()
    expect(trip).toMatchObject({ numBookedEvents: 1, numSavedEvents: 0, isFullyCancelled: false })
    const row = await t.database.db
      .selectFrom('trip_events')
      .select(['booker_user_id', 'traveler_user_id', 'company_id'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ booker_user_id: me.userId, traveler_user_id: me.userId, company_id: null })

    const twice = await me.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'EVENT_STATE'])
    const remove = await me.call(json('DELETE', TRIPS_API_PATHS.event(saved.event.id)))
    expect([remove.statusCode, errorCode(remove)]).toEqual([409, 'EVENT_STATE'])
    // A booking stays in the trip it was made in.
    const elsewhere = (await me.call(json('POST', TRIPS_API_PATHS.trips, { name: 'Elsewhere' }))).json()
    const moved = await me.call(
      json('POST', TRIPS_API_PATHS.eventMove(saved.event.id), { fullTripId: elsewhere.fullTripId }),
    )
    expect([moved.statusCode, errorCode(moved)]).toEqual([409, 'EVENT_STATE'])
    const cart = await me.call(json('POST', TRIPS_API_PATHS.eventCart(saved.event.id), { inCart: true }))
    expect([cart.statusCode, errorCode(cart)]).toEqual([409, 'EVENT_STATE'])
    const deleteTrip = await me.call(json('DELETE', TRIPS_API_PATHS.trip(trip.fullTripId)))
    expect([deleteTrip.statusCode, errorCode(deleteTrip)]).toEqual([409, 'TRIP_HAS_BOOKINGS'])

    const cancelled = await me.call(json('POST', TRIPS_API_PATHS.eventCancel(saved.event.id)))
    expect(cancelled.json().event.state).toBe('cancelled')
    expect(cancelled.json().trip).toMatchObject({
      numBookedEvents: 1,
      numCancelledEvents: 1,
      isFullyCancelled: true,
    })
    const cancelTwice = await me.call(json('POST', TRIPS_API_PATHS.eventCancel(saved.event.id)))
    expect([cancelTwice.statusCode, errorCode(cancelTwice)]).toEqual([409, 'EVENT_STATE'])
    const deleted = await me.call(json('DELETE', TRIPS_API_PATHS.trip(trip.fullTripId)))
    expect(deleted.json()).toEqual({ deleted: true })
  })

  it('refuses a booking that ends before it starts, and bad bodies, with 400', async () => {
    const me = await traveller(t)
    const saved = await me.save({})
    const res = await me.call(
      json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), { endAt: '2000-01-01T00:00:00Z' }),
    )
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_ERROR'])
    for (const body of [{ inCart: 'yes' }, {}, { inCart: true, x: 1 }]) {
      const bad = await me.call(json('POST', TRIPS_API_PATHS.eventCart(saved.event.id), body))
      expect(bad.statusCode, JSON.stringify(body)).toBe(400)
    }
    const badSave = await me.call(json('POST', TRIPS_API_PATHS.events, { offer: { ...saved.event } }))
    expect(badSave.statusCode).toBe(400)
    // Times the database cannot hold (year 0, or before year 1 once the offset is applied) are refused.
    for (const startAt of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59Z']) {
      const odd = await me.call(
        json('POST', TRIPS_API_PATHS.events, { offer: offer({ startAt, endAt: null }) }),
      )
      expect([odd.statusCode, errorCode(odd)], startAt).toEqual([400, 'VALIDATION_ERROR'])
      const booked = await me.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), { startAt }))
      expect([booked.statusCode, errorCode(booked)], startAt).toEqual([400, 'VALIDATION_ERROR'])
    }
  })

  it('answers 401 INVALID_SESSION to a browser that is not signed in', async () => {
    const anonymous = await browserIdentity(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: TRIPS_API_PATHS.events,
      headers: { cookie: anonymous.cookie, 'x-csrf': anonymous.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ offer: offer() }),
    })
    expect([res.statusCode, errorCode(res)]).toEqual([401, 'INVALID_SESSION'])
  })
})
