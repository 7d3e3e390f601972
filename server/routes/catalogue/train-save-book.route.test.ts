import { describe, expect, it } from 'vitest'
import {
  TRAIN_SEARCH_API_PATH,
  ZTrainSearchResponseSchema,
} from '../../../shared/catalogue/train-search-contract.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  expectBookedAt,
  expectNoSuchOffers,
  paidBooking,
  traveller,
} from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Saving and booking read train fares through the timetable source, by id (decision 082). */
describe.each(testDatabaseKinds())('saving and booking a searched train (%s)', (kind) => {
  const t = useTestApp(kind, { env: { DEMO_CATALOGUE: '1' } })

  it('saves and books the source’s copy of a Eurostar for two, whatever the page sent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${TRAIN_SEARCH_API_PATH}?${new URLSearchParams({ from: 'PAR', to: 'LON', depart: inDays(20), adults: '2', currency: 'EUR' })}`,
    })
    const offer = ZTrainSearchResponseSchema.parse(res.json()).offers[1]
    const fare = offer?.fares[0]
    if (!offer || !fare) throw new Error('no offer')
    const me = await traveller(t)
    const saved = await me.save({
      vertical: 'train',
      offerId: fare.id,
      title: 'The Orient Express',
      priceMinor: 1,
      currency: 'EUR',
      startAt: '2099-01-01T00:00:00.000Z',
      destination: 'Atlantis',
    })
    expect(saved.event).toMatchObject({ priceMinor: fare.total.amount, currency: 'EUR' })
    expect(saved.event.title).toBe(`${offer.train}: Paris Gare du Nord to London St Pancras International`)
    expect(new Date(saved.event.startAt).getTime()).toBe(Date.parse(offer.departAt))
    expect(saved.trip).toMatchObject({ destination: 'London' })
    await expectBookedAt(me, saved.event.id, fare.total.amount, paidBooking(2))
  })

  it('refuses train ids it cannot run: made up, no railway, past days', async () => {
    const me = await traveller(t)
    await expectNoSuchOffers(me, { vertical: 'train', currency: 'EUR', destination: 'London' }, [
      'tr1:garbage',
      `tr1:SEL:TYO:${inDays(5)}:600:1:standard`,
      `tr1:PAR:LON:${inDays(-2)}:421:1:standard`,
      `tr1:PAR:LON:${inDays(5)}:3:1:standard`,
    ])
  })
})
