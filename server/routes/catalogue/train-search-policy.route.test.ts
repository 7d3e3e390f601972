import { describe, expect, it } from 'vitest'
import {
  TRAIN_SEARCH_API_PATH,
  type TTrainOffer,
  type TTrainSearchResponse,
  ZTrainSearchResponseSchema,
} from '../../../shared/catalogue/train-search-contract.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import {
  arrangerFor,
  memberSearcher,
  middleOf,
  policyOf,
  type Searcher,
  savePolicy,
  unjudgedAnswers,
  useCompanyWithPolicy,
} from '../../testing/catalogue/search-policy-test-kit.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { createCompany, createMemberOf } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Eurostar: standard, standard plus and first, priced in euros by demand. */
const SEARCH = { from: 'PAR', to: 'LON', depart: inDays(20), currency: 'USD', limit: '100' }

type Fare = TTrainOffer['fares'][number]

/** Business mode's train search carries the traveller's train-policy verdicts (issue 25 item 4, decision 085). */
describe.each(testDatabaseKinds())('train search in business mode (%s)', (kind) => {
  const t = useTestApp(kind)
  /** One adult's budget in US cents: the middle of the day's standard fares. */
  let budget: number
  // Standard class, at most the budget; executives have no limits.
  const { company, executive } = useCompanyWithPolicy(t, 'train', async (visitor) => {
    const day = await trains(visitor, SEARCH)
    budget = middleOf(
      day.offers.flatMap((o) =>
        o.fares.filter((f) => f.travelClass === 'standard').map((f) => f.perAdult.amount),
      ),
    )
    return { budget: { kind: 'fixed', amountMinor: budget }, maxClass: 'standard' }
  })

  async function trains(search: Searcher, query: Record<string, string>): Promise<TTrainSearchResponse> {
    return ZTrainSearchResponseSchema.parse((await search(TRAIN_SEARCH_API_PATH, query)).body)
  }
  const expectedCodes = (f: Fare) => [
    ...(f.perAdult.amount > budget ? ['OVER_BUDGET'] : []),
    ...(f.travelClass !== 'standard' ? ['CLASS_ABOVE_LIMIT'] : []),
  ]

  it('judges every fare by the traveller’s policy: the class, one adult’s fare; each departure by its best fare', async () => {
    const body = await trains(await memberSearcher(t, company), { ...SEARCH, return: inDays(23) })
    expect(body.offers.length).toBeGreaterThan(5)
    for (const offer of body.offers) {
      for (const fare of offer.fares) {
        const codes = expectedCodes(fare)
        expect(fare.policy?.status, fare.id).toBe(codes.length ? 'out' : 'in')
        expect(fare.policy?.reasons.map((r) => r.code)).toEqual(codes)
        for (const reason of fare.policy?.reasons ?? []) {
          if (reason.code === 'OVER_BUDGET')
            expect(reason.values).toEqual({ priceMinor: fare.perAdult.amount, budgetMinor: budget })
          if (reason.code === 'CLASS_ABOVE_LIMIT')
            expect(reason.values).toEqual({ travelClass: fare.travelClass, maxClass: 'standard' })
        }
      }
      const best = offer.fares.find((f) => f.policy?.status === 'in') ?? offer.fares[0]
      expect(offer.policy).toEqual(best?.policy)
    }
    expect(new Set(body.offers.map((o) => o.policy?.status))).toEqual(new Set(['in', 'out']))
    expect(body.facets.inPolicy?.count).toBe(body.offers.filter((o) => o.policy?.status === 'in').length)
    // The return day's departures are judged too.
    expect(body.returnOffers?.length).toBeGreaterThan(5)
    expect(
      body.returnOffers?.every((o) => o.policy !== null && o.fares.every((f) => f.policy !== null)),
    ).toBe(true)
  })

  it('"in policy only" keeps the departures with a fare within it, those fares only; its facet agrees', async () => {
    const search = await memberSearcher(t, company)
    for (const query of [{}, { classes: 'standard,first' }, { sort: 'cheapest' }] as Record<
      string,
      string
    >[]) {
      const narrowed = await trains(search, { ...SEARCH, ...query })
      const both = await trains(search, { ...SEARCH, ...query, policy: 'in' })
      expect(both.total, JSON.stringify(query)).toBe(narrowed.facets.inPolicy?.count)
      expect(both.offers.every((o) => o.policy?.status === 'in')).toBe(true)
      expect(
        both.offers.every((o) =>
          o.fares.every((f) => f.policy?.status === 'in' && expectedCodes(f).length === 0),
        ),
      ).toBe(true)
      expect(both.facets.inPolicy?.minPrice ?? null).toBe(
        both.offers.length ? Math.min(...both.offers.map((o) => o.fares[0]?.perAdult.amount ?? 0)) : null,
      )
    }
    const firstOnly = await trains(search, { ...SEARCH, classes: 'first', policy: 'in' })
    expect(firstOnly.total).toBe(0)
  })

  it('says the figures in the answer’s currency', async () => {
    const body = await trains(await memberSearcher(t, company), { ...SEARCH, currency: 'GBP' })
    const fare = body.offers
      .flatMap((o) => o.fares)
      .find((f) => f.policy?.reasons.some((r) => r.code === 'OVER_BUDGET'))
    expect(fare?.policy?.reasons.find((r) => r.code === 'OVER_BUDGET')?.values).toEqual({
      priceMinor: fare?.perAdult.amount,
      budgetMinor: convertMinor(budget, 'USD', 'GBP', EXCHANGE_RATES),
    })
  })

  it('gives no verdicts in personal mode or to a visitor', async () => {
    for (const answer of await unjudgedAnswers(t, company, TRAIN_SEARCH_API_PATH, SEARCH)) {
      const body = ZTrainSearchResponseSchema.parse(answer)
      expect(body.offers.every((o) => o.policy === null && o.fares.every((f) => f.policy === null))).toBe(
        true,
      )
      expect(body.offers.some((o) => o.fares.some((f) => f.travelClass === 'first'))).toBe(true)
      expect(body.facets.inPolicy).toBeNull()
    }
  })

  it('an arranger booking for a traveller sees the traveller’s verdicts, not their own', async () => {
    const own = await trains(await memberSearcher(t, company), SEARCH)
    expect(own.offers.some((o) => o.fares.some((f) => f.policy?.status === 'out'))).toBe(true)
    const forExecutive = await trains(await arrangerFor(t, company, executive), SEARCH)
    expect(forExecutive.offers.every((o) => o.fares.every((f) => f.policy?.status === 'in'))).toBe(true)
    expect(forExecutive.facets.inPolicy?.count).toBe(forExecutive.total)
  })

  it('another company’s travellers meet their own policy, never this one; a dynamic budget reads fares of the class', async () => {
    const other = await createCompany(t)
    const outsider = await createMemberOf(t, other, 'traveler')
    const before = await trains(await memberSearcher(t, other, { user: outsider }), SEARCH)
    expect(before.offers.every((o) => o.policy === null)).toBe(true)
    expect(before.facets.inPolicy).toBeNull()
    // At most the median of the day's fares of the same class: about half of each class within it.
    await savePolicy(t, other, 'train', policyOf({ budget: { kind: 'dynamic', percentAboveMedian: 0 } }))
    const after = await trains(await memberSearcher(t, other, { user: outsider }), SEARCH)
    const fares = after.offers.flatMap((o) => o.fares)
    for (const fare of fares)
      expect(fare.policy?.reasons.map((r) => r.code)).not.toContain('CLASS_ABOVE_LIMIT')
    for (const travelClass of ['standard', 'standardPlus', 'first']) {
      const ofClass = fares.filter((f) => f.travelClass === travelClass)
      expect(
        ofClass.some((f) => f.policy?.status === 'in'),
        travelClass,
      ).toBe(true)
      expect(
        ofClass.some((f) => f.policy?.status === 'out'),
        travelClass,
      ).toBe(true)
    }
  })
})
