import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { TRAVEL_SETTINGS_API as API } from '../../../shared/business/travel-settings-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { adminBrowser, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode, tripsMember } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('account permissions and multi-room bookings (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)

  it('an admin changes the account permissions; a travel manager may not; the change is audited', async () => {
    const admin = await adminBrowser(t, a)
    expect((await admin.call(json('GET', API.accountPermissions))).json()).toEqual({
      allowPersonalCards: true,
      allowProfileEdit: true,
      allowCustomApprover: false,
      allowGuestBooking: false,
    })
    const next = {
      allowPersonalCards: false,
      allowProfileEdit: false,
      allowCustomApprover: true,
      allowGuestBooking: true,
    }
    expect((await admin.call(json('PUT', API.accountPermissions, next))).json()).toEqual(next)
    const manager = await adminBrowser(t, a, { role: 'travelManager' })
    expect((await manager.call(json('PUT', API.accountPermissions, next))).statusCode).toBe(403)
    const audit = (await admin.call(json('GET', AUDIT_LOG_API))).json<{ entries: { action: string }[] }>()
    expect(audit.entries.map((e) => e.action)).toContain('company.accountPermissions')
  })

  it('several rooms only while the company allows them, hotels only; the booking records rooms and their price', async () => {
    const admin = await adminBrowser(t, a)
    const { browser: ann } = await tripsMember(t, a, 'traveler')
    expect((await ann.call(json('GET', API.multiRoom))).json()).toEqual({ enabled: false })
    const hotel = await ann.save({ priceMinor: 10_000 })
    const book = (eventId: string, rooms: number) =>
      ann.call(json('POST', TRIPS_API_PATHS.eventBook(eventId), { checkout: { rooms } }))
    const refused = await book(hotel.event.id, 2)
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'ROOMS_NOT_ALLOWED'])
    expect((await admin.call(json('PUT', API.multiRoomEnable))).json()).toEqual({ enabled: true })
    expect((await ann.call(json('GET', API.multiRoom))).json()).toEqual({ enabled: true })
    const flight = await ann.save({ vertical: 'flight', priceMinor: 10_000 })
    expect(errorCode(await book(flight.event.id, 2))).toBe('ROOMS_NOT_ALLOWED')
    expect((await ann.call(json('PUT', API.multiRoomDisable))).statusCode).toBe(403)
    const ok = await book(hotel.event.id, 3)
    expect(ok.statusCode, ok.body).toBe(200)
    const row = await t.database.db
      .selectFrom('trip_events')
      .select(['rooms', 'price_minor'])
      .where('id', '=', hotel.event.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ rooms: 3, price_minor: 30_000 })
    await admin.call(json('PUT', API.multiRoomDisable))
    const later = await ann.save({ priceMinor: 10_000 })
    expect(errorCode(await book(later.event.id, 2))).toBe('ROOMS_NOT_ALLOWED')
    expect((await book(later.event.id, 1)).statusCode).toBe(200)
  })
})
