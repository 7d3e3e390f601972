import { describe, expect, it } from 'vitest'
import {
  STAY_SEARCH_API_PATH,
  type TStaySearchResponse,
  ZStaySearchResponseSchema,
} from '../../../shared/catalogue/stay-search-contract.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import {
  arrangerFor,
  memberSearcher,
  middleOf,
  policyOf,
  STAY_SEARCH as SEARCH,
  type Searcher,
  savePolicy,
  unjudgedAnswers,
  useCompanyWithPolicy,
} from '../../testing/catalogue/search-policy-test-kit.ts'
import { createCompany, createMemberOf } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const MAX_STARS = 4

/** Business mode's stay search carries the traveller's hotel-policy verdicts (issue 25 item 4, decision 085). */
describe.each(testDatabaseKinds())('stay search in business mode (%s)', (kind) => {
  const t = useTestApp(kind)
  /** The city's cap a night, in US cents: the middle of the city's prices. */
  let cap: number
  // Four stars at most and Cape Town's cap; executives have no limits.
  const { company, executive } = useCompanyWithPolicy(t, 'hotel', async (visitor) => {
    cap = middleOf((await stays(visitor, SEARCH)).offers.map((o) => o.rate.price.perNight.amount))
    return {
      budget: { kind: 'fixed', amountMinor: cap * 3 },
      maxStars: MAX_STARS,
      cityCaps: [{ destinationKey: 'cape-town', nightlyMinor: cap }],
    }
  })

  async function stays(search: Searcher, query: Record<string, string>): Promise<TStaySearchResponse> {
    return ZStaySearchResponseSchema.parse((await search(STAY_SEARCH_API_PATH, query)).body)
  }
  /** What the policy says of a property's shown rate. */
  const expectedCodes = (o: TStaySearchResponse['offers'][number]) => [
    ...(o.rate.price.perNight.amount > cap ? ['OVER_CITY_CAP'] : []),
    ...(o.property.stars > MAX_STARS ? ['STARS_ABOVE_LIMIT'] : []),
  ]

  it('judges each property’s shown rate by the traveller’s policy, with its reasons and figures', async () => {
    const body = await stays(await memberSearcher(t, company), SEARCH)
    expect(body.total).toBe(body.offers.length)
    for (const offer of body.offers) {
      const codes = expectedCodes(offer)
      expect(offer.policy, offer.property.id).toMatchObject({
        status: codes.length ? 'out' : 'in',
        handling: codes.length ? 'allowWithReason' : 'allow',
      })
      expect(offer.policy?.reasons.map((r) => r.code)).toEqual(codes)
      for (const reason of offer.policy?.reasons ?? []) {
        if (reason.code === 'OVER_CITY_CAP')
          expect(reason.values).toEqual({ priceMinor: offer.rate.price.perNight.amount, budgetMinor: cap })
        if (reason.code === 'STARS_ABOVE_LIMIT')
          expect(reason.values).toEqual({ stars: offer.property.stars, maxStars: MAX_STARS })
      }
    }
    const statuses = new Set(body.offers.map((o) => o.policy?.status))
    expect(statuses).toEqual(new Set(['in', 'out']))
    expect(body.facets.inPolicy?.count).toBe(body.offers.filter((o) => o.policy?.status === 'in').length)
  })

  it('"in policy only" and its facet agree, over the other filters; recommended shows them first', async () => {
    const search = await memberSearcher(t, company)
    const all = await stays(search, SEARCH)
    const within = all.facets.inPolicy?.count ?? 0
    expect(within).toBeGreaterThan(2)
    expect(all.offers.slice(0, within).every((o) => o.policy?.status === 'in')).toBe(true)
    expect(all.offers.slice(within).every((o) => o.policy?.status === 'out')).toBe(true)
    const inOnly = await stays(search, { ...SEARCH, policy: 'in' })
    expect(inOnly.total).toBe(within)
    expect(inOnly.offers.every((o) => o.policy?.status === 'in')).toBe(true)
    expect(inOnly.facets.inPolicy?.count).toBe(within)
    expect(inOnly.facets.inPolicy?.minPrice).toBe(
      Math.min(...inOnly.offers.map((o) => o.rate.price.perNight.amount)),
    )
    // Every other facet counts within the policy now: the stars' add up to it.
    expect(inOnly.facets.stars.reduce((n, s) => n + s.count, 0)).toBe(within)
    for (const query of [{ stars: '3' }, { cancellation: 'free' }, { sort: 'cheapest' }] as Record<
      string,
      string
    >[]) {
      const narrowed = await stays(search, { ...SEARCH, ...query })
      const both = await stays(search, { ...SEARCH, ...query, policy: 'in' })
      expect(both.total, JSON.stringify(query)).toBe(narrowed.facets.inPolicy?.count)
      expect(both.offers.every((o) => o.policy?.status === 'in' && expectedCodes(o).length === 0)).toBe(true)
    }
  })

  it('says the figures in the answer’s currency', async () => {
    const body = await stays(await memberSearcher(t, company), { ...SEARCH, currency: 'KRW' })
    const over = body.offers.find((o) => o.policy?.reasons.some((r) => r.code === 'OVER_CITY_CAP'))
    expect(over?.policy?.reasons.find((r) => r.code === 'OVER_CITY_CAP')?.values).toEqual({
      priceMinor: over?.rate.price.perNight.amount,
      budgetMinor: convertMinor(cap, 'USD', 'KRW', EXCHANGE_RATES),
    })
    // The budget for the stay: two nights at the cap.
    expect(over?.policy?.budgetMinor).toBe(convertMinor(cap * 2, 'USD', 'KRW', EXCHANGE_RATES))
  })

  it('gives no verdicts in personal mode or to a visitor, and lets only those answers be kept', async () => {
    const traveller = await createMemberOf(t, company, 'traveler', { personal: true })
    for (const answer of await unjudgedAnswers(t, company, STAY_SEARCH_API_PATH, SEARCH, traveller)) {
      const body = ZStaySearchResponseSchema.parse(answer)
      expect(body.offers.every((o) => o.policy === null)).toBe(true)
      expect(body.facets.inPolicy).toBeNull()
      // Nothing to keep within: the filter leaves every property.
      expect(body.total).toBe(80)
    }
    const business = await (await memberSearcher(t, company, { user: traveller }))(
      STAY_SEARCH_API_PATH,
      SEARCH,
    )
    expect(business.cacheControl).toBe('private, no-store')
  })

  it('an arranger booking for a traveller sees the traveller’s verdicts, not their own', async () => {
    const own = await stays(await memberSearcher(t, company), SEARCH)
    expect(own.offers.some((o) => o.policy?.status === 'out')).toBe(true)
    const forExecutive = await stays(await arrangerFor(t, company, executive), SEARCH)
    expect(forExecutive.offers.every((o) => o.policy?.status === 'in')).toBe(true)
    expect(forExecutive.facets.inPolicy?.count).toBe(80)
  })

  it('another company’s travellers meet their own policy, never this one', async () => {
    const other = await createCompany(t)
    const outsider = await createMemberOf(t, other, 'traveler')
    const before = await stays(await memberSearcher(t, other, { user: outsider }), SEARCH)
    expect(before.offers.every((o) => o.policy === null)).toBe(true)
    expect(before.facets.inPolicy).toBeNull()
    await savePolicy(t, other, 'hotel', policyOf({ maxStars: 2 }))
    const after = await stays(await memberSearcher(t, other, { user: outsider }), SEARCH)
    for (const offer of after.offers)
      expect(offer.policy?.reasons ?? []).toEqual(
        offer.property.stars > 2
          ? [{ code: 'STARS_ABOVE_LIMIT', values: { stars: offer.property.stars, maxStars: 2 } }]
          : [],
      )
  })
})
