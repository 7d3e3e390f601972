import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import {
  FLIGHT_SEARCH_API_PATH,
  ZFlightSearchResponseSchema,
} from '../../../shared/catalogue/flight-search-contract.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  json,
  signedInMember,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'

const SEARCH = { from: 'SEL', to: 'TYO', depart: inDays(20), limit: '100' }

/** Business mode's flight search carries the traveller's policy verdicts (issue 24 item 10, decision 071). */
describe.each(testDatabaseKinds())('flight search in business mode (%s)', (kind) => {
  let t: TestApp
  let company: TestCompany
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { DEMO_CATALOGUE: '1' } })
    company = await createCompany(t)
    const admin = await adminBrowser(t, company)
    // Economy only, and at most US$200 one way.
    const saved = await admin.call(
      json('PUT', POLICY_PATHS.policy('flight'), {
        settings: { enabled: true, handling: 'allowWithReason' },
        restrictions: {
          budget: { kind: 'fixed', amountMinor: 20_000 },
          maxClass: 'economy',
          maxStars: null,
          cityCaps: [],
          minAdvanceDays: null,
        },
      }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(() => t?.close())

  const searchAs = async (businessMode: boolean, query: Record<string, string>) => {
    const traveller = await createMemberOf(t, company, 'traveler')
    const browser = await signInBrowser(t, traveller, { businessMode })
    const res = await browser.call(json('GET', `${FLIGHT_SEARCH_API_PATH}?${new URLSearchParams(query)}`))
    expect(res.statusCode, res.body).toBe(200)
    return ZFlightSearchResponseSchema.parse(res.json())
  }

  it('judges every offer by the traveller’s policy, with its reasons', async () => {
    const body = await searchAs(true, SEARCH)
    const verdicts = body.offers.map((o) => o.policy)
    expect(verdicts.every((v) => v !== null)).toBe(true)
    // Offers within the policy come first (best): the first beyond it follows the last within.
    const beyond = await searchAs(true, { ...SEARCH, offset: String(body.facets.inPolicy?.count ?? 0) })
    const over = beyond.offers.find((o) => o.policy?.status === 'out')
    expect(over?.policy?.reasons[0]).toMatchObject({ code: 'OVER_BUDGET' })
    expect(body.facets.inPolicy?.count).toBeGreaterThanOrEqual(
      body.offers.filter((o) => o.policy?.status === 'in').length,
    )
    const business = await searchAs(true, { ...SEARCH, cabin: 'business' })
    expect(business.offers.every((o) => o.policy?.reasons.some((r) => r.code === 'CLASS_ABOVE_LIMIT'))).toBe(
      true,
    )
  })

  it('ranks the offers within the policy first when sorting by best, and by price alone when asked', async () => {
    const within = (await searchAs(true, SEARCH)).facets.inPolicy?.count ?? 0
    expect(within).toBeGreaterThan(2)
    const boundary = await searchAs(true, { ...SEARCH, offset: String(within - 2), limit: '4' })
    expect(boundary.offers.map((o) => o.policy?.status)).toEqual(['in', 'in', 'out', 'out'])
    const cheapest = await searchAs(true, { ...SEARCH, sort: 'cheapest' })
    const prices = cheapest.offers.map((o) => o.price.total.amount)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('"in policy only" leaves the offers within it', async () => {
    const all = await searchAs(true, SEARCH)
    const inOnly = await searchAs(true, { ...SEARCH, policy: 'in' })
    expect(inOnly.total).toBe(all.facets.inPolicy?.count)
    expect(inOnly.offers.every((o) => o.policy?.status === 'in')).toBe(true)
  })

  it('says the figures in the answer’s currency, and lets no browser keep the verdicts', async () => {
    const { browser } = await signedInMember(t, company, 'traveler')
    const res = await browser.call(
      json(
        'GET',
        `${FLIGHT_SEARCH_API_PATH}?${new URLSearchParams({ ...SEARCH, currency: 'KRW', cabin: 'business' })}`,
      ),
    )
    expect(res.headers['cache-control']).toBe('private, no-store')
    const over = ZFlightSearchResponseSchema.parse(res.json()).offers.find((o) =>
      o.policy?.reasons.some((r) => r.code === 'OVER_BUDGET'),
    )
    expect(over?.policy?.reasons.find((r) => r.code === 'OVER_BUDGET')?.values).toEqual({
      priceMinor: over?.price.perAdult.amount,
      budgetMinor: convertMinor(20_000, 'USD', 'KRW', EXCHANGE_RATES),
    })
  })

  it('gives no verdicts in personal mode or to a visitor', async () => {
    const personal = await searchAs(false, SEARCH)
    expect(personal.offers.every((o) => o.policy === null)).toBe(true)
    expect(personal.facets.inPolicy).toBeNull()
    const visitor = await t.app.inject({
      method: 'GET',
      url: `${FLIGHT_SEARCH_API_PATH}?${new URLSearchParams(SEARCH)}`,
    })
    expect(ZFlightSearchResponseSchema.parse(visitor.json()).offers.every((o) => o.policy === null)).toBe(
      true,
    )
  })

  it('the checkout judges a searched flight by the same policy: out of it, a reason is asked', async () => {
    const { browser } = await signedInMember(t, company, 'traveler')
    const found = ZFlightSearchResponseSchema.parse(
      (
        await browser.call(
          json('GET', `${FLIGHT_SEARCH_API_PATH}?${new URLSearchParams({ ...SEARCH, cabin: 'business' })}`),
        )
      ).json(),
    ).offers[0]
    if (!found) throw new Error('no offer')
    const saved = await browser.call(
      json('POST', TRIPS_API_PATHS.events, {
        offer: {
          vertical: 'flight',
          offerId: found.id,
          title: 'x',
          priceMinor: 1,
          currency: 'USD',
          startAt: found.legs[0]?.departAt,
          destination: 'Tokyo',
        },
      }),
    )
    expect(saved.statusCode, saved.body).toBe(201)
    const eventId = saved.json().event.id as string
    const quote = await browser.call(json('GET', `/trips/api/events/${eventId}/checkout`))
    expect(quote.json().sections.policy).toMatchObject({ reasonRequired: true, verdict: { status: 'out' } })
    // The flight crosses a border: its traveller's passport comes with the booking (decision 084).
    const passenger = {
      firstName: 'Tess',
      lastName: 'Lee',
      dateOfBirth: '1990-01-01',
      passport: { number: 'M12345678', issuingCountry: 'KR', expiresOn: inDays(3000), nationality: 'KR' },
    }
    const book = await browser.call(
      json('POST', TRIPS_API_PATHS.eventBook(eventId), { travellers: [passenger] }),
    )
    expect(book.statusCode).toBe(400)
    expect(errorCode(book)).toBe('OUT_OF_POLICY_REASON_REQUIRED')
  })
})
