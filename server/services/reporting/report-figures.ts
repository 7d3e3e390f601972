import { addIsoDays, DAY_MS, isoDay } from '../../../shared/calendar-days.ts'
import type { TReportPeriod } from '../../../shared/reporting/reporting-contract.ts'
import type { TReportFigures } from '../../../shared/reporting/reporting-schemas.ts'
import type { FigureSums, TurnaroundSums } from '../../repositories/reporting.repository.ts'

/** Mirrors reporting_turnaround_bucket() in migration 027: 0 under a minute, then 10 % wide buckets. */
export function turnaroundBucket(seconds: number): number {
  if (seconds < 60) return 0
  return Math.min(250, 1 + Math.floor(Math.log(seconds / 60) / Math.log(1.1)))
}

/** The longest turnaround a bucket holds (its upper bound, whole seconds): what the report shows. */
export function bucketUpperSeconds(bucket: number): number {
  return Math.round(60 * 1.1 ** bucket)
}

const EMPTY: FigureSums = {
  dimension: 'total',
  key: '',
  bookings: 0,
  spendMinor: 0,
  budgeted: 0,
  savingsMinor: 0,
  policyJudged: 0,
  outOfPolicy: 0,
  cancelled: 0,
  cancelledMinor: 0,
}

/** A row's figures from its sums and its turnaround (either may be missing: zeros, nulls). */
export function figuresOf(
  sums: FigureSums | undefined,
  turnaround: TurnaroundSums | undefined,
): TReportFigures {
  const s = sums ?? EMPTY
  return {
    bookings: s.bookings,
    spendMinor: s.spendMinor,
    budgeted: s.budgeted,
    savingsMinor: s.savingsMinor,
    policyJudged: s.policyJudged,
    outOfPolicy: s.outOfPolicy,
    outOfPolicyRate: s.policyJudged > 0 ? s.outOfPolicy / s.policyJudged : null,
    cancelled: s.cancelled,
    cancelledMinor: s.cancelledMinor,
    approvals: turnaround?.approvals ?? 0,
    turnaroundMedianSeconds: turnaround ? bucketUpperSeconds(turnaround.medianBucket) : null,
    turnaroundP90Seconds: turnaround ? bucketUpperSeconds(turnaround.p90Bucket) : null,
  }
}

/** The first day of the period holding `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
export function periodStart(day: string, period: TReportPeriod): string {
  const ms = Date.parse(`${day}T00:00:00Z`)
  if (period === 'day') return day
  if (period === 'month') return `${day.slice(0, 7)}-01`
  const weekday = (new Date(ms).getUTCDay() + 6) % 7
  return isoDay(ms - weekday * DAY_MS)
}

/** Every period of the range in order, by its key (the period's first day). */
export function periodKeys(from: string, to: string, period: TReportPeriod): string[] {
  const keys: string[] = []
  let key = periodStart(from, period)
  while (key <= to) {
    keys.push(key)
    if (period === 'day') key = addIsoDays(key, 1)
    else if (period === 'week') key = addIsoDays(key, 7)
    else {
      const d = new Date(`${key}T00:00:00Z`)
      d.setUTCMonth(d.getUTCMonth() + 1)
      key = isoDay(d.getTime())
    }
  }
  return keys
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`
