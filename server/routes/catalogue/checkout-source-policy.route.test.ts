import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { ZApprovalQuoteSectionSchema } from '../../../shared/business/approvals-schemas.ts'
import { CHECKOUT_PATHS } from '../../../shared/business/checkout-contract.ts'
import { ZCheckoutQuoteResponseSchema } from '../../../shared/business/checkout-schemas.ts'
import { ZPolicyQuoteSectionSchema } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { REPORTING_FIELDS_API } from '../../../shared/business/reporting-fields-contract.ts'
import { ZReportingFieldsQuoteSchema } from '../../../shared/business/reporting-fields-schemas.ts'
import {
  CAR_SEARCH_API_PATH,
  ZCarSearchResponseSchema,
} from '../../../shared/catalogue/car-search-contract.ts'
import {
  STAY_SEARCH_API_PATH,
  ZStaySearchResponseSchema,
} from '../../../shared/catalogue/stay-search-contract.ts'
import {
  TRAIN_SEARCH_API_PATH,
  ZTrainSearchResponseSchema,
} from '../../../shared/catalogue/train-search-contract.ts'
import { ZBookEventResponseSchema } from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { approvalsCalls, SETTINGS_BODY } from '../../testing/approvals/approvals-test-kit.ts'
import {
  CAR_SEARCH,
  policyOf,
  STAY_SEARCH,
  savePolicy,
} from '../../testing/catalogue/search-policy-test-kit.ts'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { createCompany, json, type TestCompany } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { COST_CENTRE_FIELD } from '../../testing/reporting-fields/fields.matrix.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { errorCode, memberBrowser, saveOffer, type TripsBrowser } from '../../testing/trips/trips-test-kit.ts'

/** Eurostar's day, in euros: the operator's currency, the booking's. */
const TRAIN_SEARCH = { from: 'PAR', to: 'LON', depart: inDays(20), currency: 'EUR', limit: '100' }
const REASON = 'Meeting the client with six colleagues'
const COST_CENTRE = { costCenter: 'CC-100 Sales' }

/**
 * The business checkout judges the stay, car and train sources' offers as their searches do (decision
 * 085): the quote's verdict is the results page's for the same offer, a reason is asked, the company's
 * approval rule holds the booking, and its reporting field is asked, as for any business booking.
 */
describe.each(testDatabaseKinds())('checkout judges searched stays, cars and trains (%s)', (kind) => {
  let t: TestApp
  let company: TestCompany
  let admin: TripsBrowser
  let approver: TripsBrowser
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { DEMO_CATALOGUE: '1' } })
    company = await createCompany(t)
    admin = await memberBrowser(t, company, 'admin')
    approver = await memberBrowser(t, company, 'approver')
    await t.database.db
      .updateTable('users')
      .set({ first_name: 'Ada', last_name: 'Approver' })
      .where('id', '=', approver.userId)
      .execute()
    // Budgets follow the search's median (its comparables), classes and stars are capped.
    const dynamic = { kind: 'dynamic', percentAboveMedian: 20 } as const
    await savePolicy(t, company, 'car', policyOf({ budget: dynamic, maxClass: 'compact' }))
    await savePolicy(t, company, 'hotel', policyOf({ budget: dynamic, maxStars: 4 }))
    await savePolicy(t, company, 'train', policyOf({ budget: dynamic, maxClass: 'standard' }))
    const { put, setChain } = approvalsCalls(() => ({ t, admin }))
    await put(admin, APPROVALS_API.settingsMode('beforeBooking'), {
      ...SETTINGS_BODY,
      verticals: { flight: 'off', hotel: 'outOfPolicy', car: 'outOfPolicy', train: 'outOfPolicy' },
    })
    await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
    const field = await admin.call(json('POST', REPORTING_FIELDS_API.fields, COST_CENTRE_FIELD))
    expect(field.statusCode, field.body).toBe(201)
  })
  afterAll(() => t?.close())

  const get = async (browser: TripsBrowser, path: string, query: Record<string, string>) => {
    const res = await browser.call(json('GET', `${path}?${new URLSearchParams(query)}`))
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const quote = async (browser: TripsBrowser, eventId: string) => {
    const res = await browser.call(json('GET', CHECKOUT_PATHS.quote(eventId)))
    expect(res.statusCode, res.body).toBe(200)
    const body = ZCheckoutQuoteResponseSchema.parse(res.json())
    return {
      ...body,
      policy: ZPolicyQuoteSectionSchema.parse(body.sections.policy),
      approval: ZApprovalQuoteSectionSchema.parse(body.sections.approval),
      reportingFields: ZReportingFieldsQuoteSchema.parse(body.sections.reportingFields),
    }
  }
  const book = (browser: TripsBrowser, eventId: string, checkout: Record<string, unknown>) =>
    browser.call(json('POST', TRIPS_API_PATHS.eventBook(eventId), { checkout }))
  const row = (eventId: string) =>
    t.database.db
      .selectFrom('trip_events')
      .select(['state', 'approval_status', 'policy_status', 'out_of_policy_reason', 'reporting_values'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
  /** Every car of the Paris search, page after page. */
  async function allCars(browser: TripsBrowser) {
    const page = async (offset: number) =>
      ZCarSearchResponseSchema.parse(
        await get(browser, CAR_SEARCH_API_PATH, { ...CAR_SEARCH, limit: '100', offset: String(offset) }),
      )
    const first = await page(0)
    const offers = [...first.offers]
    while (offers.length < first.total) offers.push(...(await page(offers.length)).offers)
    return offers
  }
  /** Saves the offer and answers its quote, whose verdict must be the search's for the same offer. */
  async function sameVerdict(
    browser: TripsBrowser,
    vertical: TPolicyVertical,
    offerId: string,
    searched: unknown,
  ) {
    const said = await quote(browser, await saveOffer(browser, vertical, offerId))
    expect(said.policy.verdict, offerId).toEqual(searched)
    return said
  }

  it('a car above the class limit: out of policy with its reason, a reason asked, held for the named approver', async () => {
    const traveller = await memberBrowser(t, company, 'traveler')
    const cars = await allCars(traveller)
    const suv = cars.find((c) => c.car.class === 'suv')
    const compact = cars.find((c) => c.car.class === 'compact' && c.policy?.status === 'in')
    if (!suv || !compact) throw new Error('no SUV or no compact within the policy')
    expect(suv.policy?.reasons).toContainEqual({
      code: 'CLASS_ABOVE_LIMIT',
      values: { travelClass: 'suv', maxClass: 'compact' },
    })

    const eventId = await saveOffer(traveller, 'car', suv.id)
    const said = await quote(traveller, eventId)
    expect(said.policy).toEqual({
      verdict: suv.policy,
      reasonRequired: true,
      blocked: false,
      reasonMinLength: 10,
    })
    expect(said.policy.verdict).toMatchObject({ status: 'out', handling: 'allowWithReason' })
    expect(said.outcome).toBe('holdForApproval')
    expect(said.approval).toEqual({
      kind: 'approval',
      timing: 'beforeBooking',
      windowHours: 24,
      chain: [{ name: 'Ada Approver', backupName: null }],
      allowCustomApprover: true,
    })
    expect(said.reportingFields.fields.map((f) => [f.key, f.required, f.options])).toEqual([
      ['costCenter', true, COST_CENTRE_FIELD.options],
    ])
    expect(said.review?.offer.details).toMatchObject({ vertical: 'car', carClass: 'suv' })

    const bare = await book(traveller, eventId, { reportingValues: COST_CENTRE })
    expect([bare.statusCode, errorCode(bare)]).toEqual([400, 'OUT_OF_POLICY_REASON_REQUIRED'])
    const fieldless = await book(traveller, eventId, { outOfPolicyReason: REASON })
    expect([fieldless.statusCode, errorCode(fieldless)]).toEqual([422, 'REPORTING_FIELD_INVALID'])
    expect(await row(eventId)).toMatchObject({ state: 'saved', approval_status: null, policy_status: null })

    const held = await book(traveller, eventId, { outOfPolicyReason: REASON, reportingValues: COST_CENTRE })
    expect(held.statusCode, held.body).toBe(200)
    const answer = ZBookEventResponseSchema.parse(held.json())
    expect(answer.event.state).toBe('inCart')
    expect(answer.event.business).toEqual({
      policyStatus: 'out',
      policyReasons: suv.policy?.reasons,
      outOfPolicyReason: REASON,
      approvalStatus: 'pending',
    })
    expect(await row(eventId)).toMatchObject({
      state: 'inCart',
      approval_status: 'pending',
      policy_status: 'out',
      out_of_policy_reason: REASON,
      reporting_values: COST_CENTRE,
    })
    const queue = await approver.call(json('GET', `${APPROVALS_API.requests}?view=pending`))
    expect(
      queue
        .json()
        .requests.filter((r: { traveler: { userId: string } }) => r.traveler.userId === traveller.userId)
        .map((r: { canDecide: boolean }) => r.canDecide),
    ).toEqual([true])
    const again = await book(traveller, eventId, { outOfPolicyReason: REASON, reportingValues: COST_CENTRE })
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'EVENT_STATE'])

    // A compact within the budget books straight away, with nobody asked.
    const inside = await saveOffer(traveller, 'car', compact.id)
    const fine = await quote(traveller, inside)
    expect(fine.policy).toMatchObject({ verdict: compact.policy, reasonRequired: false, blocked: false })
    expect(fine.policy.verdict).toEqual({
      status: 'in',
      handling: 'allow',
      reasons: [],
      budgetMinor: expect.any(Number),
    })
    expect([fine.outcome, fine.approval.kind]).toEqual(['book', 'none'])
    const booked = await book(traveller, inside, { reportingValues: COST_CENTRE })
    expect(booked.statusCode, booked.body).toBe(200)
    expect(ZBookEventResponseSchema.parse(booked.json()).event).toMatchObject({
      state: 'booked',
      business: { policyStatus: 'in', policyReasons: [], outOfPolicyReason: null, approvalStatus: null },
    })
  })

  it('a stay above the star limit: the checkout says what the stay search said of its shown rate', async () => {
    const traveller = await memberBrowser(t, company, 'traveler')
    const stays = ZStaySearchResponseSchema.parse(
      await get(traveller, STAY_SEARCH_API_PATH, STAY_SEARCH),
    ).offers
    const five = stays.find((s) => s.property.stars === 5)
    const within = stays.find((s) => s.policy?.status === 'in')
    if (!five || !within) throw new Error('no five-star property or none within the policy')
    expect(five.policy?.reasons).toContainEqual({
      code: 'STARS_ABOVE_LIMIT',
      values: { stars: 5, maxStars: 4 },
    })
    const said = await sameVerdict(traveller, 'hotel', five.rate.id, five.policy)
    expect([said.outcome, said.policy.reasonRequired]).toEqual(['holdForApproval', true])
    expect((await sameVerdict(traveller, 'hotel', within.rate.id, within.policy)).outcome).toBe('book')
  })

  it('a train fare above the class limit: the checkout says what the train search said of the fare', async () => {
    const traveller = await memberBrowser(t, company, 'traveler')
    const fares = ZTrainSearchResponseSchema.parse(
      await get(traveller, TRAIN_SEARCH_API_PATH, TRAIN_SEARCH),
    ).offers.flatMap((o) => o.fares)
    const first = fares.find((f) => f.travelClass === 'first')
    const standard = fares.find((f) => f.travelClass === 'standard' && f.policy?.status === 'in')
    if (!first || !standard) throw new Error('no first-class fare or no standard fare within the policy')
    expect(first.policy?.reasons).toContainEqual({
      code: 'CLASS_ABOVE_LIMIT',
      values: { travelClass: 'first', maxClass: 'standard' },
    })
    const said = await sameVerdict(traveller, 'train', first.id, first.policy)
    expect([said.currency, said.outcome, said.policy.reasonRequired]).toEqual([
      'EUR',
      'holdForApproval',
      true,
    ])
    expect((await sameVerdict(traveller, 'train', standard.id, standard.policy)).outcome).toBe('book')
  })
})
