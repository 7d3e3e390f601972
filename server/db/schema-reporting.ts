import type { ColumnType } from 'kysely'

/** The reporting rollups (migration 027, decision 058), kept by a trigger on trip_events; read-only here. */

/** bigint: drivers hand it back as a string; reports cast their sums to float8. */
type Int8 = ColumnType<string, number | string, number | string>

export interface ReportingDailyTable {
  company_id: string
  day: ColumnType<string, string, string>
  vertical: string
  /** The nil uuid: no group (office, traveller) below. */
  group_key: string
  office_key: string
  policy_status: 'in' | 'out' | 'none'
  currency: string
  bookings: number
  spend_minor: Int8
  budgeted: number
  savings_minor: Int8
  cancelled: number
  cancelled_minor: Int8
}

export interface ReportingTurnaroundTable {
  company_id: string
  month: ColumnType<string, string, string>
  vertical: string
  group_key: string
  office_key: string
  bucket: number
  approvals: number
}

export interface ReportingTravelerMonthsTable {
  company_id: string
  month: ColumnType<string, string, string>
  traveler_key: string
  vertical: string
  group_key: string
  office_key: string
  bookings: number
}
