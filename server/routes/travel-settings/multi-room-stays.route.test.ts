import { describe, expect, it } from 'vitest'
import { TRAVEL_SETTINGS_API as API } from '../../../shared/business/travel-settings-contract.ts'
import { STAY_PROPERTY_API_PATH, STAY_SEARCH_API_PATH } from '../../../shared/catalogue/stay-search-rules.ts'
import { STAY_SEARCH } from '../../testing/catalogue/search-policy-test-kit.ts'
import { adminBrowser, createCompany, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { stayRate, useBookingFlowApp } from '../../testing/trips/booking-flow-test-kit.ts'
import { errorCode, memberBrowser, traveller } from '../../testing/trips/trips-test-kit.ts'

const guest = (firstName: string) => ({
  firstName,
  lastName: 'Lindqvist',
  dateOfBirth: '1985-04-12',
  email: `${firstName.toLowerCase()}@example.test`,
})

/**
 * A searched stay is priced for its party's rooms (decision 084), so its rooms come with the offer, not
 * with the checkout: the company's one-room rule (decision 057) holds for it all the same.
 */
describe.each(testDatabaseKinds())('a searched stay of two rooms, booked for a company (%s)', (kind) => {
  const app = useBookingFlowApp(kind)
  const roomsAndPrice = (eventId: string) =>
    app.t.database.db
      .selectFrom('trip_events')
      .select(['rooms', 'price_minor'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()

  it('is refused while the company books one room at a time, and booked once it allows several', async () => {
    const company = await createCompany(app.t)
    const admin = await adminBrowser(app.t, company)
    const ann = await memberBrowser(app.t, company, 'traveler')
    const twoRooms = await app.saveOffer(ann, 'hotel', stayRate(true, 40, { adults: 2, rooms: 2 }).rate.id)
    const oneRoom = await app.saveOffer(ann, 'hotel', stayRate(true, 41).rate.id)
    const guests = { travellers: [guest('Ann'), guest('Bo')] }

    const refused = await app.book(ann, twoRooms, guests)
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'ROOMS_NOT_ALLOWED'])
    expect(await app.stateOf(twoRooms)).toBe('saved')
    const single = await app.book(ann, oneRoom, { travellers: [guest('Ann')] })
    expect(single.statusCode, single.body).toBe(200)

    expect((await admin.call(json('PUT', API.multiRoomEnable))).statusCode).toBe(200)
    // The offer's rooms are its search's: the checkout cannot multiply them (nor its price).
    const added = await app.book(ann, twoRooms, { ...guests, checkout: { rooms: 3 } })
    expect([added.statusCode, errorCode(added)]).toEqual([422, 'ROOMS_NOT_ALLOWED'])
    const saved = await roomsAndPrice(twoRooms)
    const booked = await app.book(ann, twoRooms, guests)
    expect(booked.statusCode, booked.body).toBe(200)
    expect(await app.stateOf(twoRooms)).toBe('booked')
    // Recorded as two rooms for reports, at the offer's price (already that of both rooms).
    expect(await roomsAndPrice(twoRooms)).toEqual({ rooms: 2, price_minor: saved.price_minor })
  })

  it('is not searched for while the company books one room at a time; visitors and personal mode search it', async () => {
    const company = await createCompany(app.t)
    const admin = await adminBrowser(app.t, company)
    const ann = await memberBrowser(app.t, company, 'traveler')
    const { checkin, checkout, currency } = STAY_SEARCH
    const search = (path: string, rooms = '2', more: Record<string, string> = STAY_SEARCH) => ({
      method: 'GET' as const,
      url: `${path}?${new URLSearchParams({ ...more, adults: '2', rooms })}`,
    })
    const results = search(STAY_SEARCH_API_PATH)
    // No such property: once the rooms are allowed, its page is "not found".
    const property = search(`${STAY_PROPERTY_API_PATH}/CPT999`, '2', { checkin, checkout, currency })

    for (const refused of [await ann.call(results), await ann.call(property)])
      expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'STAY_ROOMS_NOT_ALLOWED'])
    expect((await ann.call(search(STAY_SEARCH_API_PATH, '1'))).statusCode).toBe(200)
    expect((await app.t.app.inject(results)).statusCode).toBe(200)
    expect((await (await traveller(app.t)).call(results)).statusCode).toBe(200)

    expect((await admin.call(json('PUT', API.multiRoomEnable))).statusCode).toBe(200)
    expect((await ann.call(results)).statusCode).toBe(200)
    const missing = await ann.call(property)
    expect([missing.statusCode, errorCode(missing)]).toEqual([404, 'STAY_PROPERTY_NOT_FOUND'])
  })
})
