import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { CHECKOUT_LIMITS } from '../../../shared/business/checkout-contract.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import type {
  TPolicyResponse,
  TPolicyResultsResponse,
  TSimulateResponse,
} from '../../../shared/business/policy-schemas.ts'
import { CATALOGUE_API_PATHS } from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import { actFor, adminBrowser, createCompany, groupOf, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { HOTEL_POLICY, hotelSearchQuery } from '../../testing/policies/policy.matrix.ts'
import { errorCode, type TripsBrowser, tripsMember, withOwnIps } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('travel policies (%s)', (kind) => {
  const t = useTestApp(kind, { config: { demoCatalogue: true } })
  const a = useCompany(t)
  const b = useCompany(t)

  /** The hotel policy, but the group's members may stay in any hotel of any city. */
  const seniorsStayAnywhere = (seniors: string) => ({
    ...HOTEL_POLICY,
    advancedRules: {
      overrides: [
        {
          scope: 'group',
          targetId: seniors,
          handling: null,
          restrictions: { ...HOTEL_POLICY.restrictions, maxStars: 5, cityCaps: [] },
        },
      ],
    },
  })
  /** A hotel offer of the demo catalogue saved by the browser: 0 the five-star, 1 the three-star. */
  const savedHotel = async (browser: TripsBrowser, index: number) => {
    const search = await browser.call(
      json('GET', `${CATALOGUE_API_PATHS.search('hotel')}?${hotelSearchQuery()}`),
    )
    const result = search.json<TCatalogueSearchResponse>().offers[index]!
    const saved = await browser.save(result.offer)
    return saved.event.id
  }

  it('a travel manager saves a policy section by section; others are refused; audited', async () => {
    const admin = await adminBrowser(t, a)
    const fresh = await admin.call(json('GET', POLICY_PATHS.policy('hotel')))
    expect(fresh.statusCode, fresh.body).toBe(200)
    expect(fresh.json<TPolicyResponse>().policy.settings.enabled).toBe(false)

    const settings = await admin.call(
      json('PUT', POLICY_PATHS.policy('hotel'), { settings: HOTEL_POLICY.settings }),
    )
    expect(settings.statusCode, settings.body).toBe(200)
    const rest = await admin.call(
      json('PUT', POLICY_PATHS.policy('hotel'), {
        restrictions: HOTEL_POLICY.restrictions,
        preferences: { preferred: ['hbr'], preferredOnly: false },
      }),
    )
    expect(rest.statusCode, rest.body).toBe(200)
    const saved = rest.json<TPolicyResponse>()
    expect(saved.policy.settings).toEqual(HOTEL_POLICY.settings)
    expect(saved.policy.restrictions.cityCaps).toEqual([{ destinationKey: 'paris', nightlyMinor: 20_000 }])
    expect(saved.policy.preferences.preferred).toEqual(['HBR'])

    const log = await admin.call(json('GET', `${AUDIT_LOG_API}?action=travelPolicy.update`))
    expect(log.json().entries.length).toBe(2)

    const traveller = await tripsMember(t, a, 'traveler')
    const refused = await traveller.browser.call(
      json('PUT', POLICY_PATHS.policy('hotel'), { settings: HOTEL_POLICY.settings }),
    )
    expect(refused.statusCode).toBe(403)
    const unknown = await admin.call(json('GET', POLICY_PATHS.policy('bus')))
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses bad bodies, another company’s groups, train preferences and a missing CSRF token', async () => {
    const admin = await adminBrowser(t, a)
    const put = (vertical: string, body: unknown) =>
      admin.call(json('PUT', POLICY_PATHS.policy(vertical), body))
    expect((await put('hotel', {})).statusCode).toBe(400)
    expect((await put('hotel', { settings: { enabled: true, handling: 'maybe' } })).statusCode).toBe(400)
    const theirs = await groupOf(t, b, 'Sales', [])
    const foreign = await put('hotel', {
      advancedRules: {
        overrides: [
          { scope: 'group', targetId: theirs, handling: null, restrictions: HOTEL_POLICY.restrictions },
        ],
      },
    })
    expect(foreign.statusCode).toBe(404)
    expect(errorCode(foreign)).toBe('POLICY_TARGET_UNKNOWN')
    const train = await put('train', { preferences: { preferred: ['FW'], preferredOnly: true } })
    expect(train.statusCode).toBe(400)
    const noToken = await t.app.inject({
      method: 'PUT',
      url: POLICY_PATHS.policy('hotel'),
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: JSON.stringify({ settings: HOTEL_POLICY.settings }),
    })
    expect(noToken.statusCode).toBe(403)
  })

  it('car preferences need the CAR_PREFERENCES feature', async () => {
    const plain = await createCompany(t, { features: ['TRAVEL_POLICY_BADGES'] })
    const admin = await adminBrowser(t, plain)
    const res = await admin.call(
      json('PUT', POLICY_PATHS.policy('car'), { preferences: { preferred: ['FWC'], preferredOnly: false } }),
    )
    expect(res.statusCode).toBe(403)
    expect(errorCode(res)).toBe('POLICY_FEATURE_REQUIRED')
  })

  it('results carry each offer’s verdict; a group override wins; the company order comes along', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const ann = await tripsMember(t, c, 'traveler')
    const bob = await tripsMember(t, c, 'traveler')
    const seniors = await groupOf(t, c, 'Seniors', [bob.user.id])
    await admin.call(json('PUT', POLICY_PATHS.policy('hotel'), seniorsStayAnywhere(seniors)))
    await admin.call(
      json('POST', POLICY_PATHS.sortOrder, { inPolicyFirst: true, preferredFirst: true, by: 'cheapest' }),
    )
    const url = `${POLICY_PATHS.results('hotel')}?${hotelSearchQuery()}`
    const annView = (await ann.browser.call(json('GET', url))).json<TPolicyResultsResponse>()
    expect(annView).toMatchObject({ enabled: true, badges: true })
    expect(annView.offers.map((o) => o.verdict.status)).toEqual(['out', 'in', 'in'])
    expect(annView.offers[0]!.verdict.reasons.map((r) => r.code)).toEqual([
      'OVER_CITY_CAP',
      'STARS_ABOVE_LIMIT',
    ])
    expect(annView.offers.map((o) => o.preferred)).toEqual([false, true, false])
    expect(annView.sortOrder).toEqual({ inPolicyFirst: true, preferredFirst: true, by: 'cheapest' })
    const bobView = (await bob.browser.call(json('GET', url))).json<TPolicyResultsResponse>()
    expect(bobView.offers.map((o) => o.verdict.status)).toEqual(['in', 'in', 'in'])
  })

  it('checkout: asks a reason of 10 characters, records the verdict; a block refuses', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    await admin.call(json('PUT', POLICY_PATHS.policy('hotel'), HOTEL_POLICY))
    const ann = await tripsMember(t, c, 'traveler')
    const team = await groupOf(t, c, 'Field', [ann.user.id])
    const eventId = await savedHotel(ann.browser, 0)
    const quote = await ann.browser.call(json('GET', `/trips/api/events/${eventId}/checkout`))
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json().sections.policy).toMatchObject({
      reasonRequired: true,
      blocked: false,
      verdict: { status: 'out' },
    })

    const book = (body: unknown) => ann.browser.call(json('POST', TRIPS_API_PATHS.eventBook(eventId), body))
    const short = await book({ checkout: { outOfPolicyReason: 'too short' } })
    expect(short.statusCode).toBe(400)
    expect(errorCode(short)).toBe('OUT_OF_POLICY_REASON_REQUIRED')
    // At most 500 characters (issue 30 item 5): one more is refused, and nothing is booked.
    const long = await book({
      checkout: { outOfPolicyReason: 'x'.repeat(CHECKOUT_LIMITS.reasonMaxLength + 1) },
    })
    expect(long.statusCode).toBe(400)
    expect(errorCode(long)).toBe('VALIDATION_ERROR')
    const ok = await book({ checkout: { outOfPolicyReason: 'Client meeting at the hotel' } })
    expect(ok.statusCode, ok.body).toBe(200)
    const row = await t.database.db
      .selectFrom('trip_events')
      .selectAll()
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      policy_status: 'out',
      out_of_policy_reason: 'Client meeting at the hotel',
      policy_budget_minor: 40_000,
      traveler_group_id: team,
    })
    expect((row.policy_reasons as { code: string }[]).map((r) => r.code)).toEqual([
      'OVER_CITY_CAP',
      'STARS_ABOVE_LIMIT',
    ])

    await admin.call(
      json('PUT', POLICY_PATHS.policy('hotel'), { settings: { enabled: true, handling: 'block' } }),
    )
    const blockedId = await savedHotel(ann.browser, 0)
    const blocked = await ann.browser.call(json('POST', TRIPS_API_PATHS.eventBook(blockedId), {}))
    expect(blocked.statusCode).toBe(403)
    expect(errorCode(blocked)).toBe('OUT_OF_POLICY_BLOCKED')
    const inPolicy = await savedHotel(ann.browser, 1)
    expect((await ann.browser.call(json('POST', TRIPS_API_PATHS.eventBook(inPolicy), {}))).statusCode).toBe(
      200,
    )
  })

  it('simulates a stricter draft on the last 90 days’ bookings and says what changes', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const ann = await tripsMember(t, c, 'traveler')
    const inPolicy = await savedHotel(ann.browser, 1)
    const grand = await savedHotel(ann.browser, 0)
    for (const id of [inPolicy, grand])
      expect((await ann.browser.call(json('POST', TRIPS_API_PATHS.eventBook(id), {}))).statusCode).toBe(200)
    // Another company's booking is never read.
    const other = await tripsMember(t, b, 'traveler')
    await other.browser.call(json('POST', TRIPS_API_PATHS.eventBook(await savedHotel(other.browser, 0)), {}))

    const draft = {
      ...HOTEL_POLICY,
      restrictions: {
        ...HOTEL_POLICY.restrictions,
        maxStars: null,
        cityCaps: [{ destinationKey: 'paris', nightlyMinor: 10_000 }],
      },
    }
    const res = await admin.call(json('POST', POLICY_PATHS.simulate('hotel'), draft))
    expect(res.statusCode, res.body).toBe(200)
    const sim = res.json<TSimulateResponse>()
    expect(sim).toMatchObject({
      days: 90,
      total: 2,
      outOfPolicy: 2,
      newlyOut: 2,
      newlyIn: 0,
      truncated: false,
    })
    expect(sim.bookings.map((x) => x.eventId).sort()).toEqual([inPolicy, grand].sort())
    expect(sim.bookings.every((x) => x.reasons.some((r) => r.code === 'OVER_CITY_CAP'))).toBe(true)
    const traveller = await tripsMember(t, c, 'traveler')
    expect(
      (await traveller.browser.call(json('POST', POLICY_PATHS.simulate('hotel'), draft))).statusCode,
    ).toBe(403)
  })

  it('an arranger acting for a traveller sees the traveller’s verdicts; without badges the order still comes', async () => {
    const c = await createCompany(t, { features: ['BOOK_ON_BEHALF'] })
    const admin = await adminBrowser(t, c)
    const ann = await tripsMember(t, c, 'traveler')
    const seniors = await groupOf(t, c, 'Seniors', [ann.user.id])
    await admin.call(json('PUT', POLICY_PATHS.policy('hotel'), seniorsStayAnywhere(seniors)))
    const arranger = await tripsMember(t, c, 'travelArranger')
    // A second session of the arranger, acting for Ann from its first call (sessions are cached once read).
    const acting = withOwnIps(await signInBrowser(t, arranger.user, { businessMode: true }))
    await actFor(t, acting.sessionId, ann.user.id)
    const url = `${POLICY_PATHS.results('hotel')}?${hotelSearchQuery()}`
    const own = (await arranger.browser.call(json('GET', url))).json<TPolicyResultsResponse>()
    expect(own.badges).toBe(false)
    expect(own.offers[0]!.verdict.status).toBe('out')
    const forAnn = (await acting.call(json('GET', url))).json<TPolicyResultsResponse>()
    expect(forAnn.offers[0]!.verdict.status).toBe('in')
  })

  it('a deleted group’s override is dropped and does not block saving another section', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const gone = await groupOf(t, c, 'Gone soon', [])
    const override = {
      scope: 'group',
      targetId: gone,
      handling: 'block',
      restrictions: HOTEL_POLICY.restrictions,
    }
    expect(
      (
        await admin.call(
          json('PUT', POLICY_PATHS.policy('hotel'), { advancedRules: { overrides: [override] } }),
        )
      ).statusCode,
    ).toBe(200)
    await t.database.db.deleteFrom('business_groups').where('id', '=', gone).execute()
    const saved = await admin.call(
      json('PUT', POLICY_PATHS.policy('hotel'), { settings: HOTEL_POLICY.settings }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<TPolicyResponse>().policy.advancedRules.overrides).toEqual([])
  })
})
