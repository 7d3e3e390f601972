import { describe, expect, it } from 'vitest'
import { TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import { signedInUser } from '../../testing/account/account-test-support.ts'
import { withOwnIps } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** A trip page for a trip the viewer cannot reach answers 404, the same whether it exists or not (issue 30). */
describe('trip pages that name no trip of the viewer', () => {
  const t = useTestApp('pglite', { web: true })

  const page = (cookie: string | null, url: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} })

  it('answers 200 for the owner, 404 for another member and for a trip that never was, 200 to a visitor', async () => {
    const owner = withOwnIps(await signedInUser(t))
    const saved = await owner.save({ title: 'Harbour Hotel', priceMinor: 18_000, currency: 'USD' })
    const path = TRIPS_PAGES.trip(saved.trip.fullTripId)
    expect((await page(owner.cookie, path)).statusCode).toBe(200)

    const stranger = await signedInUser(t)
    expect((await page(stranger.cookie, path)).statusCode).toBe(404)
    for (const missing of ['/trips/no-such-trip', `/trips/${'9'.repeat(40)}`, '/trips/%C3%A9t%C3%A9'])
      expect((await page(owner.cookie, missing)).statusCode, missing).toBe(404)

    // A visitor is asked to sign in (the page does not say whether the trip exists).
    expect((await page(null, path)).statusCode).toBe(200)
    expect((await page(owner.cookie, TRIPS_PAGES.trips)).statusCode).toBe(200)
    expect((await page(owner.cookie, TRIPS_PAGES.sharedPath)).statusCode).toBe(200)
  })
})
