import { describe, expect, it } from 'vitest'
import {
  CAR_SEARCH_API_PATH,
  ZCarSearchResponseSchema,
} from '../../../shared/catalogue/car-search-contract.ts'
import { CLASS_TITLES } from '../../services/catalogue/cars/car-data.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  expectBookedAt,
  expectNoSuchOffers,
  paidBooking,
  traveller,
} from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Saving and booking read car offers through the car offer source, by id (decision 083). */
describe.each(testDatabaseKinds())('saving and booking a searched car (%s)', (kind) => {
  const t = useTestApp(kind, { env: { DEMO_CATALOGUE: '1' } })

  it('saves and books the source’s copy of a one-way Seoul to Busan, whatever the page sent', async () => {
    const pickupDate = inDays(30)
    const dropoffDate = inDays(33)
    const res = await t.app.inject({
      method: 'GET',
      url: `${CAR_SEARCH_API_PATH}?${new URLSearchParams({
        pickupPlace: 'SEL',
        dropoffPlace: 'PUS',
        pickup: `${pickupDate}T09:00`,
        dropoff: `${dropoffDate}T18:30`,
        currency: 'USD',
        pickupKind: 'airport',
        sort: 'cheapest',
      })}`,
    })
    const offer = ZCarSearchResponseSchema.parse(res.json()).offers[0]
    if (!offer) throw new Error('no offer')
    const me = await traveller(t)
    const saved = await me.save({
      vertical: 'car',
      offerId: offer.id,
      title: 'A limousine for free',
      priceMinor: 1,
      currency: 'USD',
      startAt: '2099-01-01T00:00:00.000Z',
      destination: 'Atlantis',
    })
    expect(saved.event).toMatchObject({
      title: `${CLASS_TITLES[offer.car.class]} · ${offer.supplier.name}`,
      priceMinor: offer.price.total.amount,
      currency: 'USD',
    })
    // Picked up at nine in Seoul, dropped off at half past six in the evening in Busan, both Korean time.
    const instant = (iso: string | null | undefined) => new Date(iso ?? '').toISOString()
    expect(instant(saved.event.startAt)).toBe(instant(`${pickupDate}T09:00:00+09:00`))
    expect(instant(saved.event.endAt)).toBe(instant(`${dropoffDate}T18:30:00+09:00`))
    expect(saved.trip).toMatchObject({ destination: 'Busan' })
    await expectBookedAt(me, saved.event.id, offer.price.total.amount, paidBooking())
  })

  it('refuses car ids it cannot price: made up, unknown desks, abroad, past pick-ups', async () => {
    const me = await traveller(t)
    await expectNoSuchOffers(me, { vertical: 'car', currency: 'USD', destination: 'Seoul' }, [
      'cr1:garbage',
      `cr1:QQQ:QQQ:${inDays(30)}:600:${inDays(33)}:600:30:PD:CDAR`,
      `cr1:ICN:NRT:${inDays(30)}:600:${inDays(33)}:600:30:PD:CDAR`,
      `cr1:ICN:ICN:${inDays(-3)}:600:${inDays(-1)}:600:30:PD:CDAR`,
      `cr1:ICN:ICN:${inDays(30)}:600:${inDays(33)}:600:30:ZZ:CDAR`,
    ])
  })
})
