import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOfferSnapshot } from '../../../shared/trips/trip-edit-schemas.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import { createData } from '../../repositories/data.ts'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/db/test-databases.ts'
import type { TripActor } from './trip-guards.ts'
import { createTripsServices, type TripsServices } from './trips-services.ts'

/** With a catalogue wired (the demo catalogue's seam, decision 043), offers are the catalogue's, not the page's. */
describe.each(testDatabaseKinds())('trips with an offer catalogue (%s)', (kind) => {
  let database: TestDatabase
  let trips: TripsServices
  let actor: TripActor
  const prices = new Map<string, TOfferSnapshot>()
  const noMail: Pick<MailDispatcher, 'dispatch'> = { dispatch: () => undefined }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    trips = createTripsServices(createData(database.db), {
      mail: noMail,
      catalogue: { find: async (vertical, offerId) => prices.get(`${vertical}:${offerId}`) ?? null },
    })
    const user = await database.db
      .insertInto('users')
      .values({ email: 'cat@example.test', first_name: 'Cat', last_name: 'Alog', has_personal_account: true })
      .returning('id')
      .executeTakeFirstOrThrow()
    actor = {
      userId: user.id,
      email: 'cat@example.test',
      emailConfirmed: true,
      firstName: 'Cat',
      lastName: 'Alog',
      businessMode: false,
      actingForUserId: null,
      business: null,
      secondFactorProven: false,
    }
  })
  afterAll(() => database?.close())

  const listed: TOfferSnapshot = {
    vertical: 'car',
    offerId: 'car-1',
    title: 'Compact car',
    priceMinor: 4_500,
    currency: 'USD',
    startAt: '2099-08-01T10:00:00.000Z',
    endAt: '2099-08-05T10:00:00.000Z',
    destination: 'Los Angeles',
  }

  it('saves the catalogue’s copy whatever the page sent, and books at the catalogue’s price of the moment', async () => {
    prices.set('car:car-1', listed)
    const saved = await trips.events.save(actor, { offer: { ...listed, title: 'Limousine', priceMinor: 1 } })
    expect(saved.event).toMatchObject({ title: 'Compact car', priceMinor: 4_500, currency: 'USD' })
    expect(saved.trip).toMatchObject({ tripName: 'Los Angeles', destination: 'Los Angeles' })

    prices.set('car:car-1', { ...listed, priceMinor: 5_100 })
    const booked = await trips.booking.book(actor, saved.event.id, { priceMinor: 2 })
    expect(booked.event).toMatchObject({ state: 'booked', priceMinor: 5_100 })
  })

  it('refuses an offer the catalogue does not have', async () => {
    await expect(
      trips.events.save(actor, { offer: { ...listed, offerId: 'car-unknown' } }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'OFFER_NOT_FOUND' })
  })
})
