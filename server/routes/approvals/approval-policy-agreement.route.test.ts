import { beforeEach, describe, expect, it } from 'vitest'
import { APPROVAL_CONFLICTS_PATH } from '../../../shared/business/approval-conflicts.ts'
import { APPROVALS_API, type TApprovalTiming } from '../../../shared/business/approvals-contract.ts'
import type { TApprovalSettingsRequest } from '../../../shared/business/approvals-schemas.ts'
import { CHECKOUT_PATHS, type TOutOfPolicyHandling } from '../../../shared/business/checkout-contract.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import { CATALOGUE_API_PATHS } from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { SETTINGS_BODY, useApprovalsCompany } from '../../testing/approvals/approvals-test-kit.ts'
import { json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { HOTEL_POLICY, hotelSearchQuery } from '../../testing/policies/policy.matrix.ts'
import { errorCode, memberBrowser, type TripsBrowser } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/**
 * Approval settings and travel policies agree with what checkout says and does (decision 076): the
 * quote's outcome is what the booking then does, a blocked offer asks nobody, and the settings pages are
 * told where the two disagree.
 */
describe.each(testDatabaseKinds())('approvals and policies agree (%s)', (kind) => {
  const t = useTestApp(kind, { config: { demoCatalogue: true } })
  const { company, admin } = useApprovalsCompany(t, ['TRIPS_TO_APPROVE', 'APPROVAL_SETTINGS'])
  let traveller: TripsBrowser
  // A traveller of their own for each case: a saved offer is one per traveller and offer.
  beforeEach(async () => {
    traveller = await memberBrowser(t, company, 'traveler')
  })

  const ok = async (browser: TripsBrowser, method: 'GET' | 'PUT', url: string, body?: unknown) => {
    const res = await browser.call(json(method, url, body))
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const approvals = (timing: TApprovalTiming, verticals: Partial<TApprovalSettingsRequest['verticals']>) =>
    ok(admin, 'PUT', APPROVALS_API.settingsMode(timing), {
      ...SETTINGS_BODY,
      verticals: { flight: 'off', hotel: 'off', car: 'off', train: 'off', ...verticals },
    })
  const hotelPolicy = (handling: TOutOfPolicyHandling) =>
    ok(admin, 'PUT', POLICY_PATHS.policy('hotel'), { ...HOTEL_POLICY, settings: { enabled: true, handling } })
  const conflicts = async () => (await ok(admin, 'GET', APPROVAL_CONFLICTS_PATH)).conflicts
  /** A demo hotel saved by the traveller: 0 is out of HOTEL_POLICY (five stars), 1 within it. */
  const saved = async (index: 0 | 1) => {
    const search = await ok(traveller, 'GET', `${CATALOGUE_API_PATHS.search('hotel')}?${hotelSearchQuery()}`)
    const offer = (search as TCatalogueSearchResponse).offers[index]!.offer
    return (await traveller.save(offer)).event.id
  }
  const quote = (eventId: string) => ok(traveller, 'GET', CHECKOUT_PATHS.quote(eventId))
  const book = (eventId: string) =>
    traveller.call(
      json('POST', TRIPS_API_PATHS.eventBook(eventId), {
        checkout: { outOfPolicyReason: 'Meeting the client at the hotel' },
      }),
    )
  const row = (id: string) =>
    t.database.db
      .selectFrom('trip_events')
      .select(['state', 'approval_status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('a policy asking approval while approvals are off: the settings say so, and checkout holds it', async () => {
    await approvals('off', {})
    await hotelPolicy('requireApproval')
    expect(await conflicts()).toEqual([{ vertical: 'hotel', kind: 'policyHolds' }])
    const refused = await traveller.call(json('GET', APPROVAL_CONFLICTS_PATH))
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PERMISSION_DENIED'])

    const out = await saved(0)
    const said = await quote(out)
    expect(said.outcome).toBe('holdForApproval')
    expect(said.sections.approval).toMatchObject({ kind: 'approval', timing: 'beforeBooking' })
    expect((await book(out)).statusCode).toBe(200)
    expect(await row(out)).toMatchObject({ approval_status: 'pending' })
    expect((await row(out)).state).not.toBe('booked')

    const inside = await saved(1)
    expect((await quote(inside)).outcome).toBe('book')
    expect((await book(inside)).statusCode).toBe(200)
    expect(await row(inside)).toMatchObject({ state: 'booked', approval_status: null })
  })

  it('a blocked offer: checkout says it cannot be booked and shows no approval, even when all need one', async () => {
    await approvals('beforeBooking', { hotel: 'all' })
    await hotelPolicy('block')
    const out = await saved(0)
    const said = await quote(out)
    expect(said.outcome).toBe('blocked')
    expect(said.sections.policy).toMatchObject({ blocked: true })
    expect(said.sections.approval).toBeUndefined()
    const refused = await book(out)
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'OUT_OF_POLICY_BLOCKED'])
    expect((await row(out)).approval_status).toBeNull()

    await approvals('beforeBooking', { hotel: 'outOfPolicy' })
    expect(await conflicts()).toEqual([{ vertical: 'hotel', kind: 'policyBlocks' }])
  })

  it('each other setting: the quote names what Book then does', async () => {
    await hotelPolicy('allowWithReason')
    await approvals('voidWindow', { hotel: 'all' })
    const pendingOne = await saved(1)
    expect((await quote(pendingOne)).outcome).toBe('bookPendingApproval')
    expect((await book(pendingOne)).statusCode).toBe(200)
    expect(await row(pendingOne)).toMatchObject({ state: 'booked', approval_status: 'pending' })

    await approvals('beforeBooking', { hotel: 'notify' })
    const told = await saved(1)
    expect((await quote(told)).outcome).toBe('bookAndNotify')
    expect((await book(told)).statusCode).toBe(200)
    expect(await row(told)).toMatchObject({ state: 'booked', approval_status: 'notified' })
    expect(await conflicts()).toEqual([])
  })
})
