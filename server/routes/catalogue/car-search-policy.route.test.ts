import { describe, expect, it } from 'vitest'
import {
  CAR_SEARCH_API_PATH,
  type TCarOffer,
  type TCarSearchResponse,
  ZCarSearchResponseSchema,
} from '../../../shared/catalogue/car-search-contract.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import {
  arrangerFor,
  memberSearcher,
  middleOf,
  policyOf,
  CAR_SEARCH as SEARCH,
  type Searcher,
  savePolicy,
  unjudgedAnswers,
  useCompanyWithPolicy,
} from '../../testing/catalogue/search-policy-test-kit.ts'
import { createCompany, createMemberOf } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Above an SUV: premium and luxury cars, and vans (the policy's minivan). */
const ABOVE_SUV = ['premium', 'luxury', 'van']

/** Business mode's car search carries the traveller's car-policy verdicts (issue 25 item 4, decision 085). */
describe.each(testDatabaseKinds())('car search in business mode (%s)', (kind) => {
  const t = useTestApp(kind)
  /** The budget a day, in US cents: the middle of the cars' prices. */
  let budget: number
  // Up to an SUV, at most the budget a day; executives have no limits.
  const { company, executive } = useCompanyWithPolicy(t, 'car', async (visitor) => {
    budget = middleOf((await allCars(visitor, SEARCH)).offers.map((o) => o.price.perDay.amount))
    return { budget: { kind: 'fixed', amountMinor: budget }, maxClass: 'suv' }
  })

  const page = async (search: Searcher, query: Record<string, string>) =>
    ZCarSearchResponseSchema.parse((await search(CAR_SEARCH_API_PATH, query)).body)
  /** Every car of a search, page after page, in the answer's order. */
  async function allCars(search: Searcher, query: Record<string, string>): Promise<TCarSearchResponse> {
    const first = await page(search, { ...query, limit: '100' })
    const offers = [...first.offers]
    while (offers.length < first.total)
      offers.push(...(await page(search, { ...query, limit: '100', offset: String(offers.length) })).offers)
    return { ...first, offers }
  }
  const expectedCodes = (o: TCarOffer) => [
    ...(o.price.perDay.amount > budget ? ['OVER_BUDGET'] : []),
    ...(ABOVE_SUV.includes(o.car.class) ? ['CLASS_ABOVE_LIMIT'] : []),
  ]

  it('judges every car by the traveller’s policy: the class, the price a day; reasons with figures', async () => {
    const body = await allCars(await memberSearcher(t, company), SEARCH)
    expect(body.total).toBeGreaterThan(100)
    for (const offer of body.offers) {
      const codes = expectedCodes(offer)
      expect(offer.policy?.status, offer.id).toBe(codes.length ? 'out' : 'in')
      expect(offer.policy?.reasons.map((r) => r.code)).toEqual(codes)
      for (const reason of offer.policy?.reasons ?? []) {
        if (reason.code === 'OVER_BUDGET')
          expect(reason.values).toEqual({ priceMinor: offer.price.perDay.amount, budgetMinor: budget })
        if (reason.code === 'CLASS_ABOVE_LIMIT')
          expect(reason.values).toEqual({
            travelClass: offer.car.class === 'van' ? 'minivan' : offer.car.class,
            maxClass: 'suv',
          })
      }
    }
    const classesOut = new Set(
      body.offers
        .filter((o) => o.policy?.reasons.some((r) => r.code === 'CLASS_ABOVE_LIMIT'))
        .map((o) => o.car.class),
    )
    expect([...classesOut].sort()).toEqual(
      ABOVE_SUV.filter((c) => body.facets.classes.some((f) => f.code === c)).sort(),
    )
    // Recommended shows the cars within the policy first.
    const within = body.facets.inPolicy?.count ?? 0
    expect(within).toBe(body.offers.filter((o) => o.policy?.status === 'in').length)
    expect(within).toBeGreaterThan(2)
    expect(body.offers.slice(0, within).every((o) => o.policy?.status === 'in')).toBe(true)
  })

  it('"in policy only" and its facet agree, over the other filters', async () => {
    const search = await memberSearcher(t, company)
    for (const query of [
      {},
      { classes: 'suv,luxury' },
      { pickupKind: 'town' },
      { sort: 'cheapest' },
    ] as Record<string, string>[]) {
      const narrowed = await page(search, { ...SEARCH, ...query })
      const both = await allCars(search, { ...SEARCH, ...query, policy: 'in' })
      expect(both.total, JSON.stringify(query)).toBe(narrowed.facets.inPolicy?.count)
      expect(both.offers.every((o) => o.policy?.status === 'in' && expectedCodes(o).length === 0)).toBe(true)
      expect(both.facets.inPolicy?.minPrice ?? null).toBe(
        both.offers.length ? Math.min(...both.offers.map((o) => o.price.perDay.amount)) : null,
      )
    }
  })

  it('says the figures in the answer’s currency', async () => {
    const body = await allCars(await memberSearcher(t, company), { ...SEARCH, currency: 'EUR' })
    const over = body.offers.find((o) => o.policy?.reasons.some((r) => r.code === 'OVER_BUDGET'))
    expect(over?.policy?.reasons.find((r) => r.code === 'OVER_BUDGET')?.values).toEqual({
      priceMinor: over?.price.perDay.amount,
      budgetMinor: convertMinor(budget, 'USD', 'EUR', EXCHANGE_RATES),
    })
  })

  it('gives no verdicts in personal mode or to a visitor', async () => {
    for (const answer of await unjudgedAnswers(t, company, CAR_SEARCH_API_PATH, SEARCH)) {
      const body = ZCarSearchResponseSchema.parse(answer)
      expect(body.offers.every((o) => o.policy === null)).toBe(true)
      expect(body.facets.inPolicy).toBeNull()
    }
  })

  it('an arranger booking for a traveller sees the traveller’s verdicts, not their own', async () => {
    const own = await page(await memberSearcher(t, company), SEARCH)
    expect(own.facets.inPolicy?.count).toBeLessThan(own.total)
    const forExecutive = await page(await arrangerFor(t, company, executive), SEARCH)
    expect(forExecutive.facets.inPolicy?.count).toBe(forExecutive.total)
    expect(forExecutive.offers.every((o) => o.policy?.status === 'in')).toBe(true)
  })

  it('another company’s travellers meet their own policy (its preferred supplier only), never this one', async () => {
    const other = await createCompany(t)
    const outsider = await createMemberOf(t, other, 'traveler')
    const before = await page(await memberSearcher(t, other, { user: outsider }), SEARCH)
    expect(before.offers.every((o) => o.policy === null)).toBe(true)
    const supplier = before.facets.suppliers[0]?.code ?? ''
    await savePolicy(t, other, 'car', {
      ...policyOf({}),
      preferences: { preferred: [supplier], preferredOnly: true },
    })
    const after = await allCars(await memberSearcher(t, other, { user: outsider }), SEARCH)
    for (const offer of after.offers)
      expect(offer.policy?.reasons ?? []).toEqual(
        offer.supplier.code === supplier
          ? []
          : [{ code: 'NOT_PREFERRED', values: { vendor: offer.supplier.code } }],
      )
    expect(after.facets.inPolicy?.count).toBe(before.facets.suppliers[0]?.count)
  })
})
