import {
  daysInRange,
  REPORT_LIMITS,
  ReportingErrorCode,
} from '../../../shared/reporting/reporting-contract.ts'
import type {
  TReportBreakdownRow,
  TReportFilter,
  TReportSummaryRequest,
  TReportSummaryResponse,
} from '../../../shared/reporting/reporting-schemas.ts'
import { HttpError } from '../../http-error.ts'
import {
  type FigureSums,
  NIL_KEY,
  type ReportDimension,
  type ReportingRepository,
  type ReportScope,
  type TurnaroundSums,
} from '../../repositories/reporting.repository.ts'
import { amount, csvLine } from './report-csv.ts'
import { figuresOf, monthOf, periodKeys } from './report-figures.ts'

const DEFAULT_CURRENCY = 'USD'

export interface ReportingService {
  summary(companyId: string, request: TReportSummaryRequest): Promise<TReportSummaryResponse>
  /** The bookings export, line by line (header first), read in batches: memory stays flat. */
  exportCsv(companyId: string, filter: TReportFilter): AsyncGenerator<string>
}

const invalidRange = (description: string) =>
  new HttpError(400, ReportingErrorCode.REPORT_RANGE_INVALID, description)

function scopeOf(companyId: string, filter: TReportFilter): ReportScope {
  if (filter.to < filter.from) throw invalidRange('The range ends before it starts.')
  if (daysInRange(filter.from, filter.to) > REPORT_LIMITS.maxDays)
    throw invalidRange(`Choose at most ${REPORT_LIMITS.maxDays} days.`)
  return {
    companyId,
    from: filter.from,
    to: filter.to,
    vertical: filter.vertical,
    groupId: filter.groupId,
    officeId: filter.officeId,
  }
}

const indexed = <T extends { dimension: ReportDimension; key: string }>(rows: T[]) =>
  new Map(rows.map((r) => [`${r.dimension}:${r.key}`, r]))

/**
 * Reports (decision 058): figures are read from the rollups a trigger keeps in each booking's own
 * transaction, so they are live. Spend counts booked (not cancelled) bookings by the day booked;
 * cancelled ones are counted apart. Adoption and approval turnaround count whole months (a series cut by
 * day or week has no turnaround per point).
 */
export function createReportingService(repo: ReportingRepository, clock: () => Date): ReportingService {
  return {
    async summary(companyId, request) {
      const scope = scopeOf(companyId, request)
      const keys = periodKeys(scope.from, scope.to, request.period)
      if (keys.length > REPORT_LIMITS.maxBuckets)
        throw invalidRange(`Choose a longer period: at most ${REPORT_LIMITS.maxBuckets} points.`)
      const asOf = clock().toISOString()
      const fromMonth = monthOf(scope.from)
      const toMonth = monthOf(scope.to)
      const [currencies, turnaround, adoption, members, groups, offices] = await Promise.all([
        repo.currencies(scope),
        repo.turnaround(scope, fromMonth, toMonth, request.period === 'month'),
        repo.adoption(scope, fromMonth, toMonth),
        repo.members(companyId),
        repo.groups(companyId),
        repo.offices(companyId),
      ])
      const currency = request.currency ?? currencies[0]?.currency ?? DEFAULT_CURRENCY
      const sums = indexed(await repo.figures(scope, currency, request.period))
      // Without a month cut, (p, bucket) grouped a null period: that set is the total's again.
      const turns = indexed(turnaround.filter((r) => r.dimension !== 'period' || request.period === 'month'))
      const adopted = new Map(adoption.map((a) => [`${a.dimension}:${a.key}`, a.travellers]))
      const share = (travellers: number, of: number) => ({
        members: of,
        travellers,
        share: of > 0 ? Math.min(1, travellers / of) : null,
      })
      const row = (dimension: ReportDimension, key: string, name: string | null, of: number) => {
        const id = `${dimension}:${key}`
        return {
          key: key === NIL_KEY ? 'none' : key,
          name,
          ...figuresOf(sums.get(id) as FigureSums | undefined, turns.get(id) as TurnaroundSums | undefined),
          adoption: share(adopted.get(id) ?? 0, of),
        }
      }
      const present = (dimension: ReportDimension) =>
        new Set(
          [...sums.values(), ...turns.values()].filter((s) => s.dimension === dimension).map((s) => s.key),
        )
      const named = (dimension: 'group' | 'office', list: Array<{ id: string; name: string }>) => {
        const seen = present(dimension)
        const counts = dimension === 'group' ? members.byGroup : members.byOffice
        const rows: TReportBreakdownRow[] = list
          .filter((n) => seen.has(n.id))
          .map((n) => row(dimension, n.id, n.name, counts.get(n.id) ?? 0))
        if (seen.has(NIL_KEY)) {
          const inNone =
            dimension === 'office'
              ? (counts.get(NIL_KEY) ?? 0)
              : members.total - [...counts.values()].reduce((a, b) => a + b, 0)
          rows.push(row(dimension, NIL_KEY, null, Math.max(0, inNone)))
        }
        return rows
      }
      const verticals = [...present('vertical')].sort()
      return {
        from: scope.from,
        to: scope.to,
        period: request.period,
        currency,
        currencies: currencies.map((c) => c.currency),
        adoptionMonths: { from: fromMonth, to: toMonth },
        totals: {
          ...figuresOf(sums.get('total:'), turns.get('total:')),
          adoption: share(adopted.get('total:') ?? 0, members.total),
        },
        series: keys.map((key) => ({
          start: key.localeCompare(scope.from) < 0 ? scope.from : key,
          ...figuresOf(sums.get(`period:${key}`), turns.get(`period:${key}`)),
        })),
        byVertical: verticals.map((v) => row('vertical', v, null, members.total)),
        byGroup: named('group', groups),
        byOffice: named('office', offices),
        groups,
        offices,
        asOf,
      }
    },

    async *exportCsv(companyId, filter) {
      const scope = scopeOf(companyId, filter)
      const fields = await repo.reportingKeys(scope)
      yield csvLine([
        'booking_id',
        'booked_at',
        'state',
        'cancelled_at',
        'vertical',
        'title',
        'traveller',
        'traveller_email',
        'booked_by',
        'group',
        'office',
        'starts_at',
        'ends_at',
        'price',
        'currency',
        'policy_status',
        'policy_budget',
        'savings',
        'policy_reasons',
        'out_of_policy_reason',
        'approval_status',
        'approval_requested_at',
        'approval_decided_at',
        'approval_turnaround_seconds',
        'payment',
        ...fields.map((f) => `field:${f}`),
      ])
      let after: { bookedAt: Date; id: string } | null = null
      for (;;) {
        const rows = await repo.exportPage(scope, after, REPORT_LIMITS.exportBatch)
        for (const r of rows) {
          const turnaround =
            r.approvalRequestedAt && r.approvalDecidedAt
              ? Math.round((r.approvalDecidedAt.getTime() - r.approvalRequestedAt.getTime()) / 1000)
              : null
          yield csvLine([
            r.id,
            r.bookedAt.toISOString(),
            r.state,
            r.cancelledAt?.toISOString(),
            r.vertical,
            r.title,
            r.travelerName,
            r.travelerEmail,
            r.bookerName,
            r.groupName,
            r.officeName,
            new Date(r.startsAt).toISOString(),
            r.endsAt ? new Date(r.endsAt).toISOString() : null,
            amount(r.priceMinor, r.currency),
            r.currency,
            r.policyStatus,
            // The budget was judged in the booking's currency (savings subtract the price from it).
            amount(r.policyBudgetMinor, r.currency),
            r.policyBudgetMinor === null ? null : amount(r.policyBudgetMinor - r.priceMinor, r.currency),
            reasonsText(r.policyReasons),
            r.outOfPolicyReason,
            r.approvalStatus,
            r.approvalRequestedAt ? new Date(r.approvalRequestedAt).toISOString() : null,
            r.approvalDecidedAt ? new Date(r.approvalDecidedAt).toISOString() : null,
            turnaround,
            r.paymentKind,
            ...fields.map((f) => r.reportingValues?.[f] ?? null),
          ])
        }
        const last = rows.at(-1)
        if (!last || rows.length < REPORT_LIMITS.exportBatch) return
        after = { bookedAt: last.bookedAt, id: last.id }
      }
    },
  }
}

/** Policy reasons are codes (with values) chosen by the policy engine; the export lists their codes. */
function reasonsText(reasons: unknown): string {
  const list = typeof reasons === 'string' ? (JSON.parse(reasons) as unknown) : reasons
  if (!Array.isArray(list)) return ''
  return list
    .map((r) => (typeof r === 'string' ? r : r && typeof r === 'object' && 'code' in r ? String(r.code) : ''))
    .filter(Boolean)
    .join('; ')
}
