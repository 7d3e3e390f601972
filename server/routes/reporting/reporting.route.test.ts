import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORTING_API } from '../../../shared/reporting/reporting-contract.ts'
import type {
  TReportSummaryResponse,
  TTrackerResponse,
  TTrackerViewersResponse,
} from '../../../shared/reporting/reporting-schemas.ts'
import { insertBusinessBookings } from '../../db/business-bookings-kit.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import { nextIp } from '../../testing/auth/auth-test-kit.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  groupOf,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'

const DAY = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe.each(testDatabaseKinds())('reporting and the tracker (%s)', (kind) => {
  let t: TestApp
  let a: TestCompany
  let b: TestCompany
  let ann: { id: string; email: string }
  const now = Date.now()
  const range = `from=${isoDay(now - 30 * DAY)}&to=${isoDay(now)}`
  beforeAll(async () => {
    t = await startTestApp(kind)
    a = await createCompany(t)
    b = await createCompany(t)
    ann = await createMemberOf(t, a, 'traveler')
    const bob = await createMemberOf(t, b, 'traveler')
    const sales = await groupOf(t, a, 'Sales', [])
    await insertBusinessBookings(t.database.db, a.id, [
      {
        travelerUserId: ann.id,
        vertical: 'hotel',
        place: 'paris',
        priceMinor: 40_000,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 2 * DAY),
        bookedAt: new Date(now - 10 * DAY),
        policyStatus: 'out',
        policyBudgetMinor: 30_000,
        groupId: sales,
        reportingValues: { costCentre: '=HYPERLINK("http://evil.test","x")', project: 'Apollo, phase 2' },
      },
      {
        travelerUserId: ann.id,
        vertical: 'flight',
        place: 'tokyo',
        priceMinor: 90_000,
        startsAt: new Date(now + 3 * DAY),
        bookedAt: new Date(now - 2 * DAY),
        policyStatus: 'in',
        approvalStatus: 'approved',
        approvalRequestedAt: new Date(now - 2 * DAY - 3_600_000),
        approvalDecidedAt: new Date(now - 2 * DAY),
      },
      {
        travelerUserId: ann.id,
        vertical: 'car',
        place: 'rome',
        priceMinor: 5_000,
        startsAt: new Date(now + 4 * DAY),
        bookedAt: new Date(now - DAY),
        cancelledAt: new Date(now - DAY / 2),
      },
      {
        travelerUserId: ann.id,
        vertical: 'train',
        place: 'london',
        priceMinor: 7_000,
        startsAt: new Date(now + 20 * DAY),
        bookedAt: new Date(now - DAY),
      },
    ])
    await insertBusinessBookings(t.database.db, b.id, [
      {
        travelerUserId: bob.id,
        vertical: 'hotel',
        place: 'seoul',
        priceMinor: 999_999,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
        bookedAt: new Date(now - 3 * DAY),
      },
    ])
  })
  afterAll(() => t?.close())

  const get = (url: string) => ({ method: 'GET' as const, url, remoteAddress: nextIp() })

  it("a travel manager reads the company's own figures; cancelled bookings stay out of spend", async () => {
    const manager = await adminBrowser(t, a, { role: 'travelManager' })
    const res = await manager.call(get(`${REPORTING_API.summary}?${range}&period=week`))
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json<TReportSummaryResponse>()
    expect(report.currency).toBe('USD')
    expect(report.totals).toMatchObject({
      bookings: 3,
      spendMinor: 137_000,
      budgeted: 1,
      savingsMinor: -10_000,
      policyJudged: 2,
      outOfPolicy: 1,
      outOfPolicyRate: 0.5,
      cancelled: 1,
      cancelledMinor: 5_000,
      approvals: 1,
    })
    // One hour falls in the bucket ending at 60 s x 1.1^43 (about 3,641 s).
    expect(report.totals.turnaroundMedianSeconds).toBeGreaterThanOrEqual(3600)
    expect(report.totals.turnaroundMedianSeconds).toBeLessThan(3600 * 1.1)
    expect(report.byGroup.map((g) => [g.name, g.spendMinor])).toEqual([
      ['Sales', 40_000],
      [null, 97_000],
    ])
    expect(report.byVertical.map((v) => v.key)).toEqual(['car', 'flight', 'hotel', 'train'])

    const hotels = await manager.call(get(`${REPORTING_API.summary}?${range}&period=day&vertical=hotel`))
    expect(hotels.json<TReportSummaryResponse>().totals.spendMinor).toBe(40_000)
  })

  it('refuses travellers, companies without reporting, and bad queries with clear 4xx', async () => {
    const traveller = await signInBrowser(t, ann, { businessMode: true })
    const refused = await traveller.call(get(`${REPORTING_API.summary}?${range}`))
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PERMISSION_DENIED'])
    expect((await traveller.call(get(REPORTING_API.tracker))).statusCode).toBe(403)

    const plain = await createCompany(t, { features: [] })
    const plainAdmin = await adminBrowser(t, plain)
    expect((await plainAdmin.call(get(`${REPORTING_API.summary}?${range}`))).statusCode).toBe(403)
    const noTracker = await plainAdmin.call(get(REPORTING_API.trackerViewers))
    expect(noTracker.json<TTrackerViewersResponse>()).toEqual({ trackerEnabled: false, viewers: [] })

    const admin = await adminBrowser(t, a)
    for (const query of [
      '',
      'from=2026-02-30&to=2026-03-01',
      `${range}&period=year`,
      `${range}&companyId=${b.id}`,
    ]) {
      const res = await admin.call(get(`${REPORTING_API.summary}?${query}`))
      expect([res.statusCode, errorCode(res)], query).toEqual([400, 'VALIDATION_ERROR'])
    }
    const backwards = await admin.call(get(`${REPORTING_API.exportCsv}?from=2026-03-01&to=2026-02-01`))
    expect([backwards.statusCode, errorCode(backwards)]).toEqual([400, 'REPORT_RANGE_INVALID'])
  })

  it('exports the bookings as CSV with reporting fields as columns, formulas defused', async () => {
    const admin = await adminBrowser(t, a)
    const res = await admin.call(get(`${REPORTING_API.exportCsv}?${range}`))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fernway-bookings-/)
    const lines = res.body.trimEnd().split('\r\n')
    expect(lines).toHaveLength(5)
    const header = lines[0]?.split(',') ?? []
    expect(header.slice(-2)).toEqual(['field:costCentre', 'field:project'])
    const hotel = lines.find((l) => l.includes(',hotel,')) ?? ''
    expect(hotel).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")","Apollo, phase 2"`)
    expect(hotel).toContain(',400.00,USD,out,300.00,-100.00,')
    expect(lines.some((l) => l.includes(',cancelled,'))).toBe(true)
    // The other company's 9,999.99 booking is not exported (matched as an amount: a random id may hold 999).
    expect(res.body).not.toContain('9999.99')
  })

  it('the tracker lists trips under way and starting within 14 days, with places on the map', async () => {
    const admin = await adminBrowser(t, a)
    const res = await admin.call(get(REPORTING_API.tracker))
    expect(res.statusCode, res.body).toBe(200)
    const tracker = res.json<TTrackerResponse>()
    expect(tracker.now.map((x) => [x.placeName, x.latitude, x.longitude, x.travelerName])).toEqual([
      ['Paris', 48.86, 2.35, 'Test User'],
    ])
    // The cancelled car and the train in 20 days are not listed; Tokyo is next.
    expect(tracker.next.map((x) => [x.vertical, x.placeKey])).toEqual([['flight', 'tokyo']])
  })

  it("a traveller sees who can see the tracker: their company's holders of TRAVEL_TRACKER", async () => {
    const c = await createCompany(t)
    const admin = await createMemberOf(t, c, 'admin')
    const manager = await createMemberOf(t, c, 'travelManager')
    await createMemberOf(t, c, 'approver')
    const gone = await createMemberOf(t, c, 'admin')
    await t.database.db
      .updateTable('business_profiles')
      .set({ deactivated_at: new Date() })
      .where('user_id', '=', gone.id)
      .execute()
    await t.database.db.updateTable('users').set({ first_name: 'Ada' }).where('id', '=', admin.id).execute()
    await t.database.db.updateTable('users').set({ first_name: 'Max' }).where('id', '=', manager.id).execute()
    const traveller = await signInBrowser(t, await createMemberOf(t, c, 'traveler'), { businessMode: true })
    const res = await traveller.call(get(REPORTING_API.trackerViewers))
    expect(res.json<TTrackerViewersResponse>()).toEqual({
      trackerEnabled: true,
      viewers: [
        { name: 'Ada User', role: 'Admin' },
        { name: 'Max User', role: 'Travel manager' },
      ],
    })
  })

  it("a company deleted takes its rollups with it; its bookings' rows lose the company without error", async () => {
    const gone = await createCompany(t)
    const member = await createMemberOf(t, gone, 'traveler')
    await insertBusinessBookings(t.database.db, gone.id, [
      {
        travelerUserId: member.id,
        vertical: 'car',
        place: 'berlin',
        priceMinor: 3_000,
        startsAt: new Date(now + DAY),
        bookedAt: new Date(now - DAY),
        approvalStatus: 'approved',
        approvalRequestedAt: new Date(now - 2 * DAY),
        approvalDecidedAt: new Date(now - DAY),
      },
    ])
    const rows = async () =>
      (
        await t.database.db
          .selectFrom('reporting_daily')
          .select('company_id')
          .where('company_id', '=', gone.id)
          .union(
            t.database.db
              .selectFrom('reporting_turnaround')
              .select('company_id')
              .where('company_id', '=', gone.id),
          )
          .execute()
      ).length
    expect(await rows()).toBeGreaterThan(0)
    await t.database.db.deleteFrom('companies').where('id', '=', gone.id).execute()
    expect(await rows()).toBe(0)
  })
})
