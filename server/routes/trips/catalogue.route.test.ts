import { describe, expect, it } from 'vitest'
import { CATALOGUE_API_PATHS } from '../../../shared/trips/catalogue-contract.ts'
import { ZCatalogueSearchResponseSchema } from '../../../shared/trips/catalogue-schemas.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  errorCode,
  expectBookedAt,
  expectNoSuchOffers,
  traveller,
} from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** The demo catalogue's search, and saves and bookings taking its copy (decision 044). */
describe.each(testDatabaseKinds())('demo catalogue (%s)', (kind) => {
  const t = useTestApp(kind, { env: { DEMO_CATALOGUE: '1' } })

  const search = (vertical: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${CATALOGUE_API_PATHS.search(vertical as 'hotel')}?${new URLSearchParams(query)}`,
    })

  it('answers each vertical’s offers, valid by the response schema, the same twice', async () => {
    const queries = {
      flight: { from: 'seoul', to: 'tokyo', date: inDays(30) },
      train: { from: 'paris', to: 'london', date: inDays(30) },
      hotel: { destination: 'new-york', checkin: inDays(30), checkout: inDays(33) },
      car: { destination: 'los-angeles', pickup: inDays(30), dropoff: inDays(32) },
    }
    for (const [vertical, query] of Object.entries(queries)) {
      const res = await search(vertical, query)
      expect(res.statusCode, res.body).toBe(200)
      const body = ZCatalogueSearchResponseSchema.parse(res.json())
      expect(body.offers.length).toBeGreaterThan(0)
      expect(body.offers.every((o) => o.offer.vertical === vertical)).toBe(true)
      expect((await search(vertical, query)).json()).toEqual(res.json())
    }
    const hotel = ZCatalogueSearchResponseSchema.parse((await search('hotel', queries.hotel)).json())
    expect(hotel.offers[0]?.offer).toMatchObject({ destination: 'New York', currency: 'USD' })
    expect(hotel.offers[0]?.destinationKey).toBe('new-york')
  })

  it('has no trains where no rails run', async () => {
    const res = await search('train', { from: 'seoul', to: 'london', date: inDays(10) })
    expect(res.statusCode).toBe(200)
    expect(res.json().offers).toEqual([])
  })

  it.each([
    ['an unknown vertical', 'boat', { from: 'seoul', to: 'tokyo', date: inDays(3) }, 404],
    ['an unknown place', 'flight', { from: 'seoul', to: 'atlantis', date: inDays(3) }, 400],
    ['the same place twice', 'flight', { from: 'seoul', to: 'seoul', date: inDays(3) }, 400],
    ['an unknown parameter', 'flight', { from: 'seoul', to: 'tokyo', date: inDays(3), x: '1' }, 400],
    ['a missing parameter', 'hotel', { destination: 'seoul', checkin: inDays(3) }, 400],
    ['a date that is no date', 'flight', { from: 'seoul', to: 'tokyo', date: '2026-02-31' }, 400],
    ['a date in the past', 'flight', { from: 'seoul', to: 'tokyo', date: inDays(-2) }, 400],
    ['a date over a year ahead', 'flight', { from: 'seoul', to: 'tokyo', date: inDays(400) }, 400],
    [
      'check-out before check-in',
      'hotel',
      { destination: 'rome', checkin: inDays(5), checkout: inDays(4) },
      400,
    ],
    ['a stay of over 30 nights', 'car', { destination: 'rome', pickup: inDays(5), dropoff: inDays(40) }, 400],
  ])('refuses %s with a 4xx and an error code', async (_name, vertical, query, status) => {
    const res = await search(vertical, query)
    expect(res.statusCode, res.body).toBe(status)
    expect(errorCode(res)).toBeTruthy()
  })

  it('saves and books the catalogue’s copy, whatever the page sent', async () => {
    const me = await traveller(t)
    const found = ZCatalogueSearchResponseSchema.parse(
      (await search('flight', { from: 'seoul', to: 'osaka', date: inDays(20) })).json(),
    ).offers[0]
    if (!found) throw new Error('no flight')
    const saved = await me.save({ ...found.offer, title: 'First class', priceMinor: 1 })
    expect(saved.event).toMatchObject({ title: found.offer.title, priceMinor: found.offer.priceMinor })
    expect(saved.trip).toMatchObject({ destination: 'Osaka' })
    await expectBookedAt(me, saved.event.id, found.offer.priceMinor)
  })

  it('refuses to save offers it does not have: made-up ids, other versions, past dates', async () => {
    const me = await traveller(t)
    await expectNoSuchOffers(me, { vertical: 'hotel', currency: 'USD', destination: 'Seoul' }, [
      'hotel-1',
      'v0:hotel:seoul:2099-01-01:2099-01-02:0',
      `v1:hotel:seoul:${inDays(-3)}:${inDays(-1)}:0`,
      `v1:hotel:seoul:${inDays(3)}:${inDays(4)}:7`,
    ])
  })
})
