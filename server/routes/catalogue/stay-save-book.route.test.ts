import { describe, expect, it } from 'vitest'
import {
  STAY_SEARCH_API_PATH,
  ZStaySearchResponseSchema,
} from '../../../shared/catalogue/stay-search-contract.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  expectBookedAt,
  expectNoSuchOffers,
  paidBooking,
  traveller,
} from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Saving and booking read stay rates through the stay offer source, by id (decision 081). */
describe.each(testDatabaseKinds())('saving and booking a searched stay (%s)', (kind) => {
  const t = useTestApp(kind, { env: { DEMO_CATALOGUE: '1' } })

  it('saves and books the source’s copy of two nights in Tokyo, whatever the page sent', async () => {
    const checkin = inDays(30)
    const checkout = inDays(32)
    const res = await t.app.inject({
      method: 'GET',
      url: `${STAY_SEARCH_API_PATH}?${new URLSearchParams({ destination: 'TYO', checkin, checkout, currency: 'USD', cancellation: 'free' })}`,
    })
    const offer = ZStaySearchResponseSchema.parse(res.json()).offers[0]
    if (!offer) throw new Error('no offer')
    const me = await traveller(t)
    const saved = await me.save({
      vertical: 'hotel',
      offerId: offer.rate.id,
      title: 'The presidential suite for free',
      priceMinor: 1,
      currency: 'USD',
      startAt: `${checkin}T00:00:00.000Z`,
      destination: 'Atlantis',
    })
    expect(saved.event).toMatchObject({
      title: offer.property.name,
      priceMinor: offer.rate.price.total.amount,
      currency: 'USD',
    })
    // Check-in at three in the afternoon and check-out at eleven, Tokyo time.
    const instant = (iso: string | null | undefined) => new Date(iso ?? '').toISOString()
    expect(instant(saved.event.startAt)).toBe(instant(`${checkin}T15:00:00+09:00`))
    expect(instant(saved.event.endAt)).toBe(instant(`${checkout}T11:00:00+09:00`))
    expect(saved.trip).toMatchObject({ destination: 'Tokyo' })
    await expectBookedAt(me, saved.event.id, offer.rate.price.total.amount, paidBooking())
  })

  it('refuses stay ids it cannot price: made up, unknown properties, past check-ins', async () => {
    const me = await traveller(t)
    await expectNoSuchOffers(me, { vertical: 'hotel', currency: 'USD', destination: 'Tokyo' }, [
      'st-1-garbage',
      `st-1-TYO999-suite-f-${inDays(30)}-${inDays(32)}-2-1`,
      `st-1-TYO001-standardDouble-n-${inDays(-3)}-${inDays(-1)}-2-1`,
    ])
  })
})
