import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_PERIODS, REPORT_VERTICALS } from '../../../shared/reporting/reporting-contract.ts'
import type { TReportSummaryRequest } from '../../../shared/reporting/reporting-schemas.ts'
import { type BusinessBooking, insertBusinessBookings } from '../../db/business-bookings-kit.ts'
import { createCompany, createMemberOf, type TestCompany } from '../../testing/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { bucketUpperSeconds, turnaroundBucket } from './report-figures.ts'
import type { ReportingService } from './reporting.service.ts'
import { createReportingServices } from './reporting-services.ts'

const BASE = Date.parse('2026-01-01T00:00:00Z')
const DAY = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

interface Generated {
  traveller: number
  vertical: (typeof REPORT_VERTICALS)[number]
  priceMinor: number
  currency: string
  bookedMinute: number
  cancelled: boolean
  policy: 'in' | 'out' | null
  budget: number | null
  approval: { status: 'approved' | 'denied' | 'expired'; afterMinutes: number; seconds: number } | null
  group: number | null
  office: number | null
}

const generated = fc.record<Generated>({
  traveller: fc.nat(4),
  vertical: fc.constantFrom(...REPORT_VERTICALS),
  priceMinor: fc.nat(300_000),
  currency: fc.constantFrom('USD', 'USD', 'USD', 'EUR'),
  bookedMinute: fc.nat(120 * 24 * 60),
  cancelled: fc.boolean(),
  policy: fc.constantFrom('in', 'out', null),
  budget: fc.option(fc.nat(300_000)),
  approval: fc.option(
    fc.record({
      status: fc.constantFrom('approved', 'denied', 'expired'),
      afterMinutes: fc.nat(60),
      seconds: fc.nat(5 * 86_400),
    }),
  ),
  group: fc.option(fc.nat(1)),
  office: fc.option(fc.nat(1)),
})

const request = fc.record<Omit<TReportSummaryRequest, 'to'> & { days: number }>(
  {
    from: fc.nat(100).map((d) => isoDay(BASE + d * DAY)),
    days: fc.nat(60),
    period: fc.constantFrom(...REPORT_PERIODS),
    vertical: fc.constantFrom(...REPORT_VERTICALS),
    groupId: fc.constant('g'),
    officeId: fc.constant('o'),
    currency: fc.constantFrom('USD', 'EUR'),
  },
  { requiredKeys: ['from', 'days', 'period'] },
)

/** The nearest-rank percentile's bucket, as the report shows it. */
function percentile(seconds: number[], p: number): number | null {
  if (seconds.length === 0) return null
  const sorted = seconds.map(turnaroundBucket).sort((a, b) => a - b)
  return bucketUpperSeconds(sorted[Math.ceil(sorted.length * p) - 1] as number)
}

describe('reports from the live rollups', () => {
  let t: TestApp
  let company: TestCompany
  let travellers: string[]
  let groups: string[]
  let offices: string[]
  let reports: ReportingService
  beforeAll(async () => {
    t = await startTestApp('pglite')
    company = await createCompany(t)
    travellers = []
    for (let i = 0; i < 5; i++) travellers.push((await createMemberOf(t, company, 'traveler')).id)
    const db = t.database.db
    groups = (
      await db
        .insertInto('business_groups')
        .values([
          { company_id: company.id, name: 'Sales' },
          { company_id: company.id, name: 'Engineering' },
        ])
        .returning('id')
        .execute()
    ).map((g) => g.id)
    offices = (
      await db
        .insertInto('company_offices')
        .values([
          { company_id: company.id, name: 'Berlin' },
          { company_id: company.id, name: 'Seoul' },
        ])
        .returning('id')
        .execute()
    ).map((o) => o.id)
    // The last traveller left the company: their bookings count, their adoption does not.
    await db
      .updateTable('business_profiles')
      .set({ deactivated_at: new Date() })
      .where('user_id', '=', travellers[4] as string)
      .execute()
    reports = createReportingServices(t.app.services.data).reports
  })
  afterAll(() => t?.close())

  it("a report's figures equal a naive recomputation from the bookings, after inserts, cancels and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { maxLength: 40 }), request, async (list, query) => {
        const db = t.database.db
        // The trigger subtracts deleted rows: what the last run left must vanish from the rollups.
        await db.deleteFrom('trip_events').where('company_id', '=', company.id).execute()
        const bookings: BusinessBooking[] = list.map((g) => {
          const bookedAt = new Date(BASE + g.bookedMinute * 60_000)
          const requested = g.approval
            ? new Date(bookedAt.getTime() - g.approval.afterMinutes * 60_000)
            : null
          return {
            travelerUserId: travellers[g.traveller] as string,
            vertical: g.vertical,
            place: 'paris',
            priceMinor: g.priceMinor,
            currency: g.currency,
            startsAt: new Date(bookedAt.getTime() + 7 * DAY),
            bookedAt,
            policyStatus: g.policy,
            policyBudgetMinor: g.budget,
            approvalStatus: g.approval?.status ?? null,
            approvalRequestedAt: requested,
            approvalDecidedAt:
              g.approval && requested && g.approval.status !== 'expired'
                ? new Date(requested.getTime() + g.approval.seconds * 1000)
                : null,
            groupId: g.group === null ? null : (groups[g.group] as string),
            officeId: g.office === null ? null : (offices[g.office] as string),
          }
        })
        const ids = await insertBusinessBookings(db, company.id, bookings)
        // Cancel through an update, as the booking flow does: the trigger moves the row's figures.
        const cancelIds = ids.filter((_, i) => list[i]?.cancelled)
        if (cancelIds.length > 0)
          await db
            .updateTable('trip_events')
            .set((eb) => ({ state: 'cancelled', cancelled_at: eb.ref('booked_at') }))
            .where('id', 'in', cancelIds)
            .execute()

        const { days, ...rest } = query
        const q: TReportSummaryRequest = {
          ...rest,
          to: isoDay(Date.parse(`${rest.from}T00:00:00Z`) + days * DAY),
          groupId: query.groupId ? groups[0] : undefined,
          officeId: query.officeId ? offices[1] : undefined,
        }
        const report = await reports.summary(company.id, q)
        const matches = (b: BusinessBooking) =>
          (!q.vertical || b.vertical === q.vertical) &&
          (!q.groupId || b.groupId === q.groupId) &&
          (!q.officeId || b.officeId === q.officeId)
        const inRange = (d: Date) => isoDay(d.getTime()) >= q.from && isoDay(d.getTime()) <= q.to
        const rows = bookings.map((b, i) => ({ b, cancelled: list[i]?.cancelled === true }))
        const mine = rows.filter(
          ({ b }) => matches(b) && inRange(b.bookedAt) && b.currency === report.currency,
        )
        const live = mine.filter((r) => !r.cancelled).map((r) => r.b)
        const budgeted = live.filter((b) => b.policyBudgetMinor !== null)
        const judged = live.filter((b) => b.policyStatus !== null)
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
        // Turnaround counts whole months, as adoption does.
        const inMonths = (d: Date) => {
          const month = isoDay(d.getTime()).slice(0, 7)
          return month >= q.from.slice(0, 7) && month <= q.to.slice(0, 7)
        }
        const decided = bookings.filter(
          (b) => matches(b) && b.approvalDecidedAt && inMonths(b.approvalDecidedAt),
        )
        const turnaround = decided.map(
          (b) => ((b.approvalDecidedAt?.getTime() ?? 0) - (b.approvalRequestedAt?.getTime() ?? 0)) / 1000,
        )
        const months = [`${q.from.slice(0, 7)}`, `${q.to.slice(0, 7)}`]
        const adopters = new Set(
          rows
            .filter(({ b, cancelled }) => {
              const month = isoDay(b.bookedAt.getTime()).slice(0, 7)
              return (
                !cancelled && matches(b) && month >= (months[0] as string) && month <= (months[1] as string)
              )
            })
            .map(({ b }) => b.travelerUserId)
            .filter((id) => id !== travellers[4]),
        )
        expect(report.totals).toMatchObject({
          bookings: live.length,
          spendMinor: sum(live.map((b) => b.priceMinor)),
          budgeted: budgeted.length,
          savingsMinor: sum(budgeted.map((b) => (b.policyBudgetMinor ?? 0) - b.priceMinor)),
          policyJudged: judged.length,
          outOfPolicy: judged.filter((b) => b.policyStatus === 'out').length,
          cancelled: mine.filter((r) => r.cancelled).length,
          cancelledMinor: sum(mine.filter((r) => r.cancelled).map((r) => r.b.priceMinor)),
          approvals: decided.length,
          turnaroundMedianSeconds: percentile(turnaround, 0.5),
          turnaroundP90Seconds: percentile(turnaround, 0.9),
          adoption: { members: 4, travellers: adopters.size },
        })
        expect(sum(report.series.map((p) => p.spendMinor))).toBe(report.totals.spendMinor)
        const turnaroundPoints = report.series.filter((p) => p.approvals > 0)
        if (q.period === 'month') expect(sum(turnaroundPoints.map((p) => p.approvals))).toBe(decided.length)
        else expect(turnaroundPoints).toEqual([])
        expect(sum(report.byVertical.map((p) => p.bookings))).toBe(report.totals.bookings)
        expect(sum(report.byGroup.map((p) => p.spendMinor))).toBe(report.totals.spendMinor)
        expect(sum(report.byOffice.map((p) => p.cancelled))).toBe(report.totals.cancelled)
      }),
      { numRuns: 25 },
    )
  }, 120_000)

  it('a booking made a moment ago is in the figures at once (no batch)', async () => {
    const db = t.database.db
    await db.deleteFrom('trip_events').where('company_id', '=', company.id).execute()
    const today = isoDay(Date.now())
    const before = await reports.summary(company.id, { from: today, to: today, period: 'day' })
    await insertBusinessBookings(db, company.id, [
      {
        travelerUserId: travellers[0] as string,
        vertical: 'hotel',
        place: 'rome',
        priceMinor: 12_345,
        startsAt: new Date(Date.now() + DAY),
        bookedAt: new Date(),
      },
    ])
    const after = await reports.summary(company.id, { from: today, to: today, period: 'day' })
    expect(after.totals.spendMinor - before.totals.spendMinor).toBe(12_345)
    expect(after.totals.adoption.travellers).toBe(1)
  })

  it('refuses a range that ends before it starts, longer than two years, and a day series over the point limit', async () => {
    await expect(
      reports.summary(company.id, { from: '2026-01-02', to: '2026-01-01', period: 'month' }),
    ).rejects.toMatchObject({ code: 'REPORT_RANGE_INVALID' })
    await expect(
      reports.summary(company.id, { from: '2024-01-01', to: '2026-06-01', period: 'month' }),
    ).rejects.toMatchObject({ code: 'REPORT_RANGE_INVALID' })
    await expect(
      reports.summary(company.id, { from: '2025-01-01', to: '2026-06-01', period: 'day' }),
    ).rejects.toMatchObject({ code: 'REPORT_RANGE_INVALID' })
  })
})
