import { describe, expect, it } from 'vitest'
import { TRAVEL_SETTINGS_API as API } from '../../../shared/business/travel-settings-contract.ts'
import { adminBrowser, createCompany, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { stayRate, useBookingFlowApp } from '../../testing/trips/booking-flow-test-kit.ts'
import { errorCode, memberBrowser } from '../../testing/trips/trips-test-kit.ts'

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
    const booked = await app.book(ann, twoRooms, guests)
    expect(booked.statusCode, booked.body).toBe(200)
    expect(await app.stateOf(twoRooms)).toBe('booked')
  })
})
