import { describe, expect, it } from 'vitest'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import { createMemberOf, giveRole } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { customRole } from '../../testing/members/members-test-kit.ts'
import { errorCode, json, type TripsBrowser, withOwnIps } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

/** Business bookings record who booked and for whom (decision 043); issue 9's policies build on them. */
describe.each(testDatabaseKinds())('business bookings (%s)', (kind) => {
  const t = useTestApp(kind)
  const company = useCompany(t)
  const other = useCompany(t)

  const member = async (
    role: Parameters<typeof createMemberOf>[2] | { roleId: string },
    actingFor?: string,
    secondFactor = true,
  ) => {
    const user =
      typeof role === 'string'
        ? await createMemberOf(t, company, role)
        : await createMemberOf(t, company, 'traveler').then(async (u) => {
            await giveRole(t, u.id, role.roleId)
            return u
          })
    const browser = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
    await t.database.db
      .updateTable('sessions')
      .set({ second_factor_at: secondFactor ? new Date() : null, acting_for_user_id: actingFor ?? null })
      .where('id', '=', browser.sessionId)
      .execute()
    return browser
  }
  const bookingOf = (eventId: string) =>
    t.database.db
      .selectFrom('trip_events')
      .select(['state', 'booker_user_id', 'traveler_user_id', 'company_id'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
  const book = (browser: TripsBrowser, eventId: string) =>
    browser.call(json('POST', TRIPS_API_PATHS.eventBook(eventId), {}))

  it('records the company and the member as booker and traveller when booking for themselves', async () => {
    const me = await member('traveler')
    const saved = await me.save({ destination: 'Singapore', vertical: 'flight' })
    const res = await book(me, saved.event.id)
    expect(res.statusCode).toBe(200)
    expect(await bookingOf(saved.event.id)).toEqual({
      state: 'booked',
      booker_user_id: me.userId,
      traveler_user_id: me.userId,
      company_id: company.id,
    })
  })

  it('records the traveller a travel arranger books for, with their names on the event', async () => {
    const traveler = await createMemberOf(t, company, 'traveler')
    const arranger = await member('travelArranger', traveler.id)
    // The traveller named this arranger (TRIP_EVENT_BOOK_FOR_EXPLICIT, decision 056).
    await t.database.db
      .insertInto('travel_arranger_delegations')
      .values({ company_id: company.id, traveler_user_id: traveler.id, arranger_user_id: arranger.userId })
      .execute()
    const saved = await arranger.save({ destination: 'Bangkok', vertical: 'train' })
    const res = await book(arranger, saved.event.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().event.booking).toEqual({
      bookerDisplayName: 'Test User',
      travelerDisplayName: 'Test User',
    })
    expect(await bookingOf(saved.event.id)).toMatchObject({
      booker_user_id: arranger.userId,
      traveler_user_id: traveler.id,
      company_id: company.id,
    })
  })

  it('refuses booking for another without a booking-for-others permission, or for a stranger', async () => {
    const traveler = await createMemberOf(t, company, 'traveler')
    const plain = await member('traveler', traveler.id)
    const saved = await plain.save({})
    const refused = await book(plain, saved.event.id)
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'BOOKING_NOT_ALLOWED'])

    const outsider = await createMemberOf(t, other, 'traveler')
    const arranger = await member('travelArranger', outsider.id)
    const mine = await arranger.save({})
    const stranger = await book(arranger, mine.event.id)
    expect([stranger.statusCode, errorCode(stranger)]).toEqual([403, 'BOOKING_NOT_ALLOWED'])
    expect((await bookingOf(saved.event.id)).state).toBe('saved')
    expect((await bookingOf(mine.event.id)).state).toBe('saved')
  })

  it('refuses a role without TRIP_EVENT_BOOK in business mode', async () => {
    const noBooking = await customRole(t, company, ['USER_PROFILE_VIEW'])
    const me = await member({ roleId: noBooking })
    const saved = await me.save({})
    const res = await book(me, saved.event.id)
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'BOOKING_NOT_ALLOWED'])
  })
  it("holds the company's second-factor rule for business bookings", async () => {
    await t.database.db
      .updateTable('companies')
      .set({ require_two_factor: true })
      .where('id', '=', company.id)
      .execute()
    try {
      const unproven = await member('traveler', undefined, false)
      const saved = await unproven.save({})
      const res = await book(unproven, saved.event.id)
      expect([res.statusCode, errorCode(res)]).toEqual([403, 'MISSING_TWO_FACTOR_AUTHENTICATION'])
      const proven = await member('traveler')
      const mine = await proven.save({})
      expect((await book(proven, mine.event.id)).statusCode).toBe(200)
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ require_two_factor: false })
        .where('id', '=', company.id)
        .execute()
    }
  })
})
