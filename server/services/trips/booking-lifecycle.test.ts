import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createData } from '../../repositories/data.ts'
import { createTripEventsRepository } from '../../repositories/trip-events.repository.ts'
import { createTripsRepository } from '../../repositories/trips.repository.ts'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { type ConfirmedBooking, createBookingLifecycle } from './booking-lifecycle.ts'
import { newOwnerCode, newTripCode } from './trip-codes.ts'

describe.each(testDatabaseKinds())('the booking lifecycle on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => database?.close())

  /** A booking held for approval: in the cart with its approval pending, as checkout leaves it. */
  async function heldBooking(): Promise<ConfirmedBooking> {
    const user = await database.db
      .insertInto('users')
      .values({
        email: `l-${crypto.randomBytes(5).toString('hex')}@example.test`,
        password_hash: null,
        first_name: 'L',
        last_name: 'C',
        has_personal_account: true,
        email_confirmed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const trips = createTripsRepository(database.db)
    await trips.claimOwnerCode(user.id, newOwnerCode())
    const tripId = await trips.insert({
      ownerUserId: user.id,
      code: newTripCode(),
      name: 'Seoul',
      destination: 'Seoul',
      startDate: null,
      endDate: null,
      imageKey: 'seoul',
    })
    const events = createTripEventsRepository(database.db)
    const eventId = await events.insert({
      tripId,
      vertical: 'hotel',
      offerId: 'hotel:seoul:1',
      title: 'Grand Seoul Hotel',
      priceMinor: 30_000,
      currency: 'USD',
      startsAt: '2026-12-10',
      endsAt: '2026-12-12',
      addedByUserId: user.id,
    })
    expect(await events.setState(eventId, ['saved'], 'inCart')).toBe(true)
    return { companyId: crypto.randomUUID(), eventId }
  }

  const stateOf = async (eventId: string) =>
    database.db
      .selectFrom('trip_events')
      .select(['state', 'approval_status'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()

  it('books a held booking its approval lets through and tells every listener, once', async () => {
    const heard: string[] = []
    const after: string[] = []
    const lifecycle = createBookingLifecycle([
      async (_db, b) => {
        heard.push(`export ${b.eventId}`)
        return () => after.push('sent')
      },
      async (_db, b) => {
        heard.push(`notice ${b.eventId}`)
        return null
      },
    ])
    const booking = await heldBooking()
    const work = await lifecycle.settleApproval(
      createData(database.db),
      booking,
      'book',
      'approved',
      new Date(),
    )
    expect(await stateOf(booking.eventId)).toEqual({ state: 'booked', approval_status: 'approved' })
    expect(heard).toEqual([`export ${booking.eventId}`, `notice ${booking.eventId}`])
    // The work waits for the caller's commit.
    expect(after).toEqual([])
    for (const w of work) w()
    expect(after).toEqual(['sent'])
  })

  it('announces nothing when the row left the cart meanwhile or the decision does not book', async () => {
    const heard: string[] = []
    const lifecycle = createBookingLifecycle([
      async (_db, b) => {
        heard.push(b.eventId)
        return null
      },
    ])
    const gone = await heldBooking()
    await createTripEventsRepository(database.db).setState(gone.eventId, ['inCart'], 'saved')
    expect(
      await lifecycle.settleApproval(createData(database.db), gone, 'book', 'approved', new Date()),
    ).toEqual([])
    // The decision is recorded even so, so that nothing stays pending with nobody to decide it.
    expect(await stateOf(gone.eventId)).toEqual({ state: 'saved', approval_status: 'approved' })
    const denied = await heldBooking()
    expect(
      await lifecycle.settleApproval(createData(database.db), denied, 'release', 'denied', new Date()),
    ).toEqual([])
    expect(await stateOf(denied.eventId)).toEqual({ state: 'saved', approval_status: 'denied' })
    expect(heard).toEqual([])
  })
})

describe('who moves a booking', () => {
  it('leaves the booking state to the trip events repository alone (decision 080)', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const writers = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('-kit') && !f.startsWith('db/'),
      )
      .filter((f) =>
        /updateTable\('trip_events'\)[^;]*?\.set\(\{[^}]*\bstate\b/s.test(
          fs.readFileSync(path.join(root, f), 'utf8'),
        ),
      )
    expect(writers).toEqual(['repositories/trip-events.repository.ts'])
  })
})
