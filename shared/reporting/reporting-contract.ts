/*
 * Reporting and the traveller tracker (issue 9, decision 058): paths, limits and error codes, without zod,
 * so that pages can use them freely.
 */

import { daysBetween } from '../calendar-days.ts'
import { codes } from '../code-table.ts'

const REPORTING_BASE = '/i/api/business/reporting/v1'

export const REPORTING_API = {
  /** GET ?from&to&period&vertical&groupId&officeId&currency: figures, series and breakdowns. */
  summary: `${REPORTING_BASE}/summary`,
  /** GET, same filters: one CSV row per booking, streamed, with its reporting field values. */
  exportCsv: `${REPORTING_BASE}/bookings.csv`,
  /** GET: who travels where now and in the next days. */
  tracker: `${REPORTING_BASE}/tracker`,
  /** GET, any member: who in the company can see the tracker (the traveller's "who can see my location"). */
  trackerViewers: `${REPORTING_BASE}/tracker/viewers`,
} as const

export const REPORT_VIEW = { permissions: ['REPORTING_VIEW'], features: ['REPORTING'] } as const
export const TRACKER_VIEW = { permissions: ['TRAVEL_TRACKER'], features: ['REPORTING'] } as const

export const REPORT_PERIODS = ['day', 'week', 'month'] as const
export type TReportPeriod = (typeof REPORT_PERIODS)[number]

export const REPORT_VERTICALS = ['flight', 'hotel', 'car', 'train'] as const
export type TReportVertical = (typeof REPORT_VERTICALS)[number]

export const REPORT_LIMITS = {
  /** Longest range, first and last day included. */
  maxDays: 731,
  /** Most buckets a series may have (a year of days). */
  maxBuckets: 400,
  /** The tracker's "next": trips starting within this many days. */
  trackerNextDays: 14,
  trackerMaxRows: 500,
  /** Rows the export reads per round trip to the database. */
  exportBatch: 2000,
} as const

export const ReportingErrorCode = codes('REPORT_RANGE_INVALID')

/** Whole days from `from` to `to`, both included (ISO dates). */
export function daysInRange(from: string, to: string): number {
  return daysBetween(from, to) + 1
}
