import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  ZSharedTripResponseSchema,
  ZTripLinkResponseSchema,
  ZTripShareSchema,
  ZTripSharesResponseSchema,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS, TRIPS_LIMITS } from '../../../shared/trips/trips-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { mailsTo } from '../../testing/mail/outbox.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import {
  errorCode,
  json,
  offer,
  type TripsBrowser,
  traveller,
  withOwnIps,
} from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const address = (local: string) => `${local}-${crypto.randomBytes(4).toString('hex')}@example.test`

describe.each(testDatabaseKinds())('trip sharing (%s)', (kind) => {
  const t = useTestApp(kind)

  /** A visitor with the link: a browser of its own, no session, the secret in the body. */
  const openLink = async (token: string) => {
    const visitor = await browserIdentity(t.app)
    return t.app.inject({
      method: 'POST',
      url: TRIPS_API_PATHS.sharedTrip,
      headers: { cookie: visitor.cookie, 'x-csrf': visitor.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    })
  }

  const share = async (owner: TripsBrowser, fullTripId: string, email: string, role: 'viewer' | 'editor') => {
    const res = await owner.call(json('POST', TRIPS_API_PATHS.tripShares(fullTripId), { email, role }))
    expect(res.statusCode, res.body).toBe(201)
    return ZTripShareSchema.parse(res.json())
  }

  it('shares with a viewer: mailed, notified, read-only, and gone when unshared', async () => {
    const owner = await traveller(t, { firstName: 'Olive' })
    const friend = await traveller(t, { email: address('friend') })
    const { trip } = await owner.save({ destination: 'Paris' })

    const made = await share(owner, trip.fullTripId, friend.email.toUpperCase(), 'viewer')
    // The same answer as for an address nobody holds (no enumeration); accepted once the friend has seen it.
    expect(made).toMatchObject({ email: friend.email, role: 'viewer', accepted: false })
    const [mail] = await mailsTo(t, friend.email)
    expect(mail?.text_body).toContain(`/trips/${trip.fullTripId}`)
    expect(mail?.text_body).toContain('Olive User')

    const store = await friend.store('trips,user')
    expect(store.trips?.upcomingTrips.byId[trip.fullTripId]).toMatchObject({
      role: 'viewer',
      ownerDisplayName: 'Olive User',
    })
    const note = store.user?.notificationData
    expect(note).toMatchObject({
      type: 'NEW_SHARED_TRIP',
      tripId: trip.fullTripId,
      avatarUrl: null,
      tripName: 'Paris',
    })
    expect(Math.abs((note?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(120)
    expect(store.user?.wishlistItems).toEqual([])

    const save = await friend.call(
      json('POST', TRIPS_API_PATHS.events, { offer: offer(), fullTripId: trip.fullTripId }),
    )
    expect([save.statusCode, errorCode(save)]).toEqual([403, 'TRIP_READ_ONLY'])
    const rename = await friend.call(json('PUT', TRIPS_API_PATHS.trip(trip.fullTripId), { name: 'Mine' }))
    expect([rename.statusCode, errorCode(rename)]).toEqual([403, 'TRIP_READ_ONLY'])

    const cleared = await friend.call({ method: 'POST', url: TRIPS_API_PATHS.clearNotification })
    expect(cleared.statusCode).toBe(200)
    expect((await friend.store('user')).user?.notificationData).toBeNull()
    const listed = ZTripSharesResponseSchema.parse(
      (await owner.call(json('GET', TRIPS_API_PATHS.tripShares(trip.fullTripId)))).json(),
    )
    expect(listed.shares.map((s) => [s.email, s.accepted])).toEqual([[friend.email, true]])

    const removed = await owner.call(json('DELETE', TRIPS_API_PATHS.tripShare(trip.fullTripId, made.id)))
    expect(removed.json()).toEqual({ deleted: true })
    expect((await friend.store('trips')).trips?.upcomingTrips.ids).toEqual([])
    const read = await friend.call(
      json('GET', `${TRIPS_API_PATHS.store}?props=trip&fullTripId=${trip.fullTripId}`),
    )
    expect([read.statusCode, errorCode(read)]).toEqual([404, 'TRIP_NOT_FOUND'])
  })

  it('lets an editor plan the trip but keeps deleting and sharing for the owner', async () => {
    const owner = await traveller(t)
    const editor = await traveller(t, { email: address('editor') })
    const first = await owner.save({ destination: 'Rome' })
    const { trip } = first
    const made = await share(owner, trip.fullTripId, editor.email, 'viewer')
    const promoted = await owner.call(
      json('PUT', TRIPS_API_PATHS.tripShare(trip.fullTripId, made.id), { role: 'editor' }),
    )
    expect(promoted.json()).toMatchObject({ id: made.id, role: 'editor' })

    const saved = await editor.save({ destination: 'Rome', title: 'Trattoria' }, trip.fullTripId)
    expect(saved.trip).toMatchObject({ role: 'editor', numSavedEvents: 2 })
    const renamed = await editor.call(json('PUT', TRIPS_API_PATHS.trip(trip.fullTripId), { name: 'Roma' }))
    expect(renamed.json().tripName).toBe('Roma')
    const booked = await editor.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    // The editor's own booking says nothing to her of who booked it; the owner's view names her.
    expect(booked.json().event.booking).toBeNull()
    const ownersView = await owner.call(
      json('GET', `${TRIPS_API_PATHS.store}?props=trip&fullTripId=${encodeURIComponent(trip.fullTripId)}`),
    )
    const listed = JSON.stringify(ownersView.json())
    expect(listed).toContain('"bookerDisplayName":"Tess User"')
    // The owner's own booking is not the editor's to cancel; what the editor booked is.
    const ownBooking = await owner.call(json('POST', TRIPS_API_PATHS.eventBook(first.event.id), {}))
    expect(ownBooking.statusCode).toBe(200)
    const refused = await editor.call(json('POST', TRIPS_API_PATHS.eventCancel(first.event.id), {}))
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'BOOKING_NOT_ALLOWED'])
    const cancelled = await editor.call(json('POST', TRIPS_API_PATHS.eventCancel(saved.event.id), {}))
    expect(cancelled.json().event.state).toBe('cancelled')

    for (const [method, url, body] of [
      ['DELETE', TRIPS_API_PATHS.trip(trip.fullTripId), undefined],
      ['GET', TRIPS_API_PATHS.tripShares(trip.fullTripId), undefined],
      ['POST', TRIPS_API_PATHS.tripShares(trip.fullTripId), { email: address('x'), role: 'viewer' }],
      ['POST', TRIPS_API_PATHS.tripLink(trip.fullTripId), undefined],
    ] as const) {
      const res = await editor.call(json(method, url, body))
      expect([res.statusCode, errorCode(res)], `${method} ${url}`).toEqual([403, 'TRIP_READ_ONLY'])
    }
    // The owner's trip names are the owner's: the editor's other trips do not count.
    expect((await owner.store('trips')).trips?.upcomingTrips.byId[trip.fullTripId]?.tripName).toBe('Roma')
  })

  it('mails an address once a day however often it is shared again, a day’s worth at most, and only from a confirmed sender', async () => {
    const owner = await traveller(t)
    const { trip } = await owner.save({ destination: 'Oslo' })
    const email = address('again')
    const first = await share(owner, trip.fullTripId, email, 'viewer')
    await owner.call(json('DELETE', TRIPS_API_PATHS.tripShare(trip.fullTripId, first.id)))
    await share(owner, trip.fullTripId, email, 'editor')
    expect(await mailsTo(t, email)).toHaveLength(1)

    await t.database.db
      .insertInto('trip_share_mails')
      .values(
        Array.from({ length: TRIPS_LIMITS.shareMailsPerDay }, (_, i) => ({
          sender_user_id: owner.userId,
          email: `earlier-${i}@example.test`,
        })),
      )
      .execute()
    const tooMany = await owner.call(
      json('POST', TRIPS_API_PATHS.tripShares(trip.fullTripId), { email: address('more'), role: 'viewer' }),
    )
    expect([tooMany.statusCode, errorCode(tooMany)]).toEqual([429, 'SHARE_MAIL_LIMIT'])

    const unproved = await traveller(t, { confirmed: false })
    const own = await unproved.save({ destination: 'Oslo' })
    const refused = await unproved.call(
      json('POST', TRIPS_API_PATHS.tripShares(own.trip.fullTripId), { email: address('x'), role: 'viewer' }),
    )
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'SHARE_UNCONFIRMED'])
  })

  it('follows the address until an account confirms it, and never an unconfirmed one', async () => {
    const owner = await traveller(t)
    const email = address('later')
    const { trip } = await owner.save({ destination: 'Tokyo' })
    const made = await share(owner, trip.fullTripId, email, 'viewer')
    expect(made.accepted).toBe(false)
    expect(await mailsTo(t, email)).toHaveLength(1)

    const unconfirmed = await traveller(t, { email, confirmed: false })
    const before = await unconfirmed.store('trips,user')
    expect(before.trips?.upcomingTrips.ids).toEqual([])
    expect(before.user?.notificationData).toBeNull()
    await t.database.db
      .updateTable('users')
      .set({ email_confirmed_at: new Date() })
      .where('id', '=', unconfirmed.userId)
      .execute()
    // Signed in again, as after following the confirmation link: the session knows the address is proved.
    const proved = withOwnIps(await signInBrowser(t, { id: unconfirmed.userId, email }))
    const store = await proved.store('trips,user')
    expect(store.trips?.upcomingTrips.byId[trip.fullTripId]?.role).toBe('viewer')
    // The account came after the share: the share itself is announced, once, until dismissed.
    expect(store.user?.notificationData).toMatchObject({
      type: 'NEW_SHARED_TRIP',
      tripId: trip.fullTripId,
      tripName: 'Tokyo',
      avatarUrl: null,
    })
    expect((await proved.call({ method: 'POST', url: TRIPS_API_PATHS.clearNotification })).statusCode).toBe(
      200,
    )
    expect((await proved.store('user')).user?.notificationData).toBeNull()
    const list = ZTripSharesResponseSchema.parse(
      (await owner.call(json('GET', TRIPS_API_PATHS.tripShares(trip.fullTripId)))).json(),
    )
    expect(list.shares.map((s) => [s.email, s.accepted])).toEqual([[email, true]])
    const stranger = await traveller(t, { email: address('unused') })
    expect((await stranger.store('trips')).trips?.upcomingTrips.ids).toEqual([])
  })

  it('refuses the owner’s own address, bad addresses and an unknown share', async () => {
    const owner = await traveller(t)
    const { trip } = await owner.save({})
    const self = await owner.call(
      json('POST', TRIPS_API_PATHS.tripShares(trip.fullTripId), { email: owner.email, role: 'editor' }),
    )
    expect([self.statusCode, errorCode(self)]).toEqual([400, 'SHARE_SELF'])
    for (const body of [
      { email: 'not-an-address', role: 'viewer' },
      { email: address('a'), role: 'owner' },
      {},
    ]) {
      const res = await owner.call(json('POST', TRIPS_API_PATHS.tripShares(trip.fullTripId), body))
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const unknown = await owner.call(
      json('DELETE', TRIPS_API_PATHS.tripShare(trip.fullTripId, crypto.randomUUID())),
    )
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'SHARE_NOT_FOUND'])
    const malformed = await owner.call(json('DELETE', TRIPS_API_PATHS.tripShare(trip.fullTripId, 'nope')))
    expect([malformed.statusCode, errorCode(malformed)]).toEqual([404, 'SHARE_NOT_FOUND'])
    // Sharing again with one address changes its rights and mails nobody twice.
    const email = address('twice')
    await share(owner, trip.fullTripId, email, 'viewer')
    expect((await share(owner, trip.fullTripId, email, 'editor')).role).toBe('editor')
    expect(await mailsTo(t, email)).toHaveLength(1)
  })

  it('makes a read-only link whose page names nobody and shows no prices; a new link or revoking ends the old', async () => {
    const owner = await traveller(t, { firstName: 'Secretive' })
    const { trip, event } = await owner.save({
      destination: 'Reykjavik',
      title: 'Northern lights tour',
      priceMinor: 31_400,
      currency: 'EUR',
    })
    await owner.call(json('POST', TRIPS_API_PATHS.eventBook(event.id), {}))
    await share(owner, trip.fullTripId, address('someone'), 'viewer')

    const made = await owner.call(json('POST', TRIPS_API_PATHS.tripLink(trip.fullTripId)))
    expect(made.statusCode).toBe(201)
    const link = ZTripLinkResponseSchema.parse(made.json())
    expect(link.url).toBe(`${t.config.publicOrigin}/trips/shared#${link.token}`)
    const page = await openLink(link.token)
    expect(page.statusCode).toBe(200)
    const data = ZSharedTripResponseSchema.strict().parse(page.json())
    expect(data).toMatchObject({ tripName: 'Reykjavik', destination: 'Reykjavik' })
    expect(data.events).toEqual([
      {
        vertical: 'hotel',
        title: 'Northern lights tour',
        startAt: '2099-05-01T15:00:00.000Z',
        endAt: '2099-05-03T11:00:00.000Z',
        state: 'booked',
      },
    ])
    expect(page.body).not.toMatch(/Secretive|@|31400|"EUR"|price|booker|traveler|User/)
    const listed = (await owner.call(json('GET', TRIPS_API_PATHS.tripShares(trip.fullTripId)))).json()
    expect(listed.link.active).toBe(true)

    const next = ZTripLinkResponseSchema.parse(
      (await owner.call(json('POST', TRIPS_API_PATHS.tripLink(trip.fullTripId)))).json(),
    )
    const old = await openLink(link.token)
    expect([old.statusCode, errorCode(old)]).toEqual([404, 'LINK_NOT_FOUND'])
    expect((await openLink(next.token)).statusCode).toBe(200)
    await owner.call(json('DELETE', TRIPS_API_PATHS.tripLink(trip.fullTripId)))
    expect((await openLink(next.token)).statusCode).toBe(404)
    expect((await openLink('short')).statusCode).toBe(404)
  })
})
