import { describe, expect, it } from 'vitest'
import {
  FLIGHT_SEARCH_API_PATH,
  ZFlightSearchResponseSchema,
} from '../../../shared/catalogue/flight-search-contract.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  expectBookedAt,
  expectNoSuchOffers,
  paidBooking,
  traveller,
} from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Saving and booking read flight offers through the offer source, by id (decision 071). */
describe.each(testDatabaseKinds())('saving and booking a searched flight (%s)', (kind) => {
  const t = useTestApp(kind, { env: { DEMO_CATALOGUE: '1' } })

  const firstOffer = async (query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${FLIGHT_SEARCH_API_PATH}?${new URLSearchParams(query)}`,
    })
    const offer = ZFlightSearchResponseSchema.parse(res.json()).offers[0]
    if (!offer) throw new Error('no offer')
    return offer
  }

  it('saves and books the source’s copy of a round trip for two, whatever the page sent', async () => {
    const offer = await firstOffer({
      from: 'SEL',
      to: 'TYO',
      depart: inDays(25),
      return: inDays(29),
      adults: '2',
      currency: 'USD',
    })
    const me = await traveller(t)
    const saved = await me.save({
      vertical: 'flight',
      offerId: offer.id,
      title: 'First class for free',
      priceMinor: 1,
      currency: 'USD',
      startAt: offer.legs[0]?.departAt ?? '',
      destination: 'Atlantis',
    })
    expect(saved.event).toMatchObject({ priceMinor: offer.price.total.amount, currency: 'USD' })
    expect(saved.event.title).toMatch(new RegExp(`${offer.legs[0]?.segments[0]?.flightNumber}$`))
    expect(saved.trip).toMatchObject({ destination: 'Tokyo' })
    // The trip says the departure at Seoul's wall clock (+09:00), and its first day is Seoul's.
    const departAt = offer.legs[0]?.departAt ?? ''
    expect(departAt).toMatch(/\+09:00$/)
    expect(saved.event.startAt).toBe(departAt)
    expect(saved.trip.startDate).toBe(departAt.slice(0, 10))
    await expectBookedAt(me, saved.event.id, offer.price.total.amount, paidBooking(2, { passports: true }))
  })

  it('refuses flight ids it cannot fly: made up, unknown flights, past dates', async () => {
    const me = await traveller(t)
    const day = inDays(25).replaceAll('-', '')
    await expectNoSuchOffers(me, { vertical: 'flight', currency: 'USD', destination: 'Tokyo' }, [
      'fl1:economy:basic:1-0-0:garbage',
      `fl1:economy:basic:1-0-0:${day}.ICN.FW9.NRT`,
      `fl1:economy:basic:1-0-0:${inDays(-2).replaceAll('-', '')}.ICN.FW101.NRT`,
    ])
  })
})
