import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { companyNamesRepository } from './company-names.repository.ts'

export const NIL_KEY = '00000000-0000-0000-0000-000000000000'

export type ReportDimension = 'period' | 'vertical' | 'group' | 'office' | 'total'

/** What a report reads: a company's days (both included), narrowed by vertical, group and office. */
export interface ReportScope {
  companyId: string
  from: string
  to: string
  vertical?: string
  groupId?: string
  officeId?: string
}

/** Sums of the daily rollup for one key of one dimension (grouping sets: one pass over the rows). */
export interface FigureSums {
  dimension: ReportDimension
  key: string
  bookings: number
  spendMinor: number
  budgeted: number
  savingsMinor: number
  policyJudged: number
  outOfPolicy: number
  cancelled: number
  cancelledMinor: number
}

/** The turnaround histogram's percentiles (as bucket numbers) for one key of one dimension. */
export interface TurnaroundSums {
  dimension: ReportDimension
  key: string
  approvals: number
  medianBucket: number
  p90Bucket: number
}

export interface AdoptionCounts {
  dimension: Exclude<ReportDimension, 'period'>
  key: string
  travellers: number
}

export interface MemberCounts {
  total: number
  byGroup: Map<string, number>
  byOffice: Map<string, number>
}

export interface Named {
  id: string
  name: string
}

export interface TrackerRow {
  eventId: string
  vertical: string
  title: string
  offerId: string
  destination: string
  startsAt: Date
  endsAt: Date | null
  firstName: string | null
  lastName: string | null
}

export interface ExportRow {
  id: string
  bookedAt: Date
  state: string
  cancelledAt: Date | null
  vertical: string
  title: string
  priceMinor: number
  currency: string
  startsAt: Date
  endsAt: Date | null
  travelerName: string | null
  travelerEmail: string | null
  bookerName: string | null
  groupName: string | null
  officeName: string | null
  policyStatus: string | null
  policyBudgetMinor: number | null
  policyReasons: unknown
  outOfPolicyReason: string | null
  approvalStatus: string | null
  approvalRequestedAt: Date | null
  approvalDecidedAt: Date | null
  paymentKind: string | null
  reportingValues: Record<string, string>
}

/** Reads the reporting rollups (migration 027) and a company's bookings. Every statement names the company. */
export interface ReportingRepository {
  currencies(scope: ReportScope): Promise<Array<{ currency: string; spendMinor: number }>>
  figures(scope: ReportScope, currency: string, periodTrunc: 'day' | 'week' | 'month'): Promise<FigureSums[]>
  /** By whole months (fromMonth..toMonth); by period only when the period is the month. */
  turnaround(
    scope: ReportScope,
    fromMonth: string,
    toMonth: string,
    byMonth: boolean,
  ): Promise<TurnaroundSums[]>
  adoption(scope: ReportScope, fromMonth: string, toMonth: string): Promise<AdoptionCounts[]>
  members(companyId: string): Promise<MemberCounts>
  groups(companyId: string): Promise<Named[]>
  offices(companyId: string): Promise<Named[]>
  tracker(companyId: string, now: Date, lookbackFrom: Date, until: Date, limit: number): Promise<TrackerRow[]>
  /** Reporting field keys found on the scope's bookings, sorted. */
  reportingKeys(scope: ReportScope): Promise<string[]>
  /** One page of the export, after the (bookedAt, id) cursor. */
  exportPage(
    scope: ReportScope,
    after: { bookedAt: Date; id: string } | null,
    limit: number,
  ): Promise<ExportRow[]>
  trackerViewers(companyId: string): Promise<Array<{ firstName: string; lastName: string; role: string }>>
}

const num = (value: unknown) => Number(value ?? 0)
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value))

function rollupFilters(scope: ReportScope, dayColumn: RawBuilder<unknown>): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`company_id = ${scope.companyId}`,
    sql`${dayColumn} between ${scope.from}::date and ${scope.to}::date`,
  ]
  if (scope.vertical) parts.push(sql`vertical = ${scope.vertical}`)
  if (scope.groupId) parts.push(sql`group_key = ${scope.groupId}::uuid`)
  if (scope.officeId) parts.push(sql`office_key = ${scope.officeId}::uuid`)
  return sql.join(parts, sql` and `)
}

/** The dimension and key of a grouping-sets row. */
const DIMENSION = sql`case when grouping(p) = 0 then 'period' when grouping(vertical) = 0 then 'vertical'
  when grouping(group_key) = 0 then 'group' when grouping(office_key) = 0 then 'office' else 'total' end`
const KEY = sql`coalesce(p::text, vertical, group_key::text, office_key::text, '')`

const truncOf = (trunc: 'day' | 'week' | 'month') =>
  trunc === 'day' ? sql`day` : sql`date_trunc(${sql.lit(trunc)}, day)::date`

export function createReportingRepository(db: Kysely<DB>): ReportingRepository {
  const names = companyNamesRepository(db)
  return {
    async currencies(scope) {
      const { rows } = await sql<{ currency: string; spend: string }>`
        select currency, sum(spend_minor)::float8 as spend from reporting_daily
        where ${rollupFilters(scope, sql`day`)} group by currency order by 2 desc, 1`.execute(db)
      return rows.map((r) => ({ currency: r.currency, spendMinor: num(r.spend) }))
    },

    async figures(scope, currency, trunc) {
      const { rows } = await sql<Record<string, unknown>>`
        with r as (
          select ${truncOf(trunc)} as p, vertical, group_key, office_key, policy_status, bookings, spend_minor,
            budgeted, savings_minor, cancelled, cancelled_minor
          from reporting_daily where ${rollupFilters(scope, sql`day`)} and currency = ${currency})
        select ${DIMENSION} as dimension, ${KEY} as key,
          sum(bookings)::float8 as bookings, sum(spend_minor)::float8 as spend,
          sum(budgeted)::float8 as budgeted, sum(savings_minor)::float8 as savings,
          sum(bookings) filter (where policy_status <> 'none')::float8 as judged,
          sum(bookings) filter (where policy_status = 'out')::float8 as out,
          sum(cancelled)::float8 as cancelled, sum(cancelled_minor)::float8 as cancelled_minor
        from r group by grouping sets ((p), (vertical), (group_key), (office_key), ())`.execute(db)
      return rows.map((r) => ({
        dimension: r.dimension as ReportDimension,
        key: String(r.key),
        bookings: num(r.bookings),
        spendMinor: num(r.spend),
        budgeted: num(r.budgeted),
        savingsMinor: num(r.savings),
        policyJudged: num(r.judged),
        outOfPolicy: num(r.out),
        cancelled: num(r.cancelled),
        cancelledMinor: num(r.cancelled_minor),
      }))
    },

    async turnaround(scope, fromMonth, toMonth, byMonth) {
      const months = { ...scope, from: fromMonth, to: toMonth }
      // Nearest rank over the histogram: the first bucket whose running count reaches ceil(p * n).
      const { rows } = await sql<Record<string, unknown>>`
        with r as (
          select ${byMonth ? sql`month` : sql`null::date`} as p, vertical, group_key, office_key, bucket, approvals
          from reporting_turnaround where ${rollupFilters(months, sql`month`)}),
        h as (
          select ${DIMENSION} as dimension, ${KEY} as key, bucket, sum(approvals) as n
          from r group by grouping sets ((p, bucket), (vertical, bucket), (group_key, bucket),
            (office_key, bucket), (bucket))),
        c as (
          select dimension, key, bucket, n,
            sum(n) over (partition by dimension, key order by bucket) as running,
            sum(n) over (partition by dimension, key) as total
          from h where n > 0)
        select dimension, key, total::float8 as total,
          min(bucket) filter (where running >= ceil(total * 0.5)) as median,
          min(bucket) filter (where running >= ceil(total * 0.9)) as p90
        from c group by dimension, key, total`.execute(db)
      return rows.map((r) => ({
        dimension: r.dimension as ReportDimension,
        key: String(r.key),
        approvals: num(r.total),
        medianBucket: num(r.median),
        p90Bucket: num(r.p90),
      }))
    },

    async adoption(scope, fromMonth, toMonth) {
      const parts: RawBuilder<unknown>[] = [
        sql`m.company_id = ${scope.companyId}`,
        sql`m.month between ${fromMonth}::date and ${toMonth}::date`,
        sql`m.bookings > 0`,
      ]
      if (scope.vertical) parts.push(sql`m.vertical = ${scope.vertical}`)
      if (scope.groupId) parts.push(sql`m.group_key = ${scope.groupId}::uuid`)
      if (scope.officeId) parts.push(sql`m.office_key = ${scope.officeId}::uuid`)
      // Only people who are active members now count, so that the share is of today's members.
      const { rows } = await sql<Record<string, unknown>>`
        with r as (
          select distinct m.traveler_key, m.vertical, m.group_key, m.office_key
          from reporting_traveler_months m
          join business_profiles bp on bp.user_id = m.traveler_key and bp.company_id = m.company_id
            and bp.deactivated_at is null
          where ${sql.join(parts, sql` and `)})
        select case when grouping(vertical) = 0 then 'vertical' when grouping(group_key) = 0 then 'group'
            when grouping(office_key) = 0 then 'office' else 'total' end as dimension,
          coalesce(vertical, group_key::text, office_key::text, '') as key,
          count(distinct traveler_key)::float8 as travellers
        from r group by grouping sets ((vertical), (group_key), (office_key), ())`.execute(db)
      return rows.map((r) => ({
        dimension: r.dimension as AdoptionCounts['dimension'],
        key: String(r.key),
        travellers: num(r.travellers),
      }))
    },

    async members(companyId) {
      const active = db
        .selectFrom('business_profiles')
        .where('company_id', '=', companyId)
        .where('deactivated_at', 'is', null)
      const [total, offices, groups] = await Promise.all([
        active.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
        active
          .select(['office_id', (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('office_id')
          .execute(),
        db
          .selectFrom('business_group_members as gm')
          .innerJoin('business_profiles as bp', (j) =>
            j.onRef('bp.user_id', '=', 'gm.user_id').onRef('bp.company_id', '=', 'gm.company_id'),
          )
          .where('gm.company_id', '=', companyId)
          .where('bp.deactivated_at', 'is', null)
          .select(['gm.group_id', (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('gm.group_id')
          .execute(),
      ])
      return {
        total: num(total?.n),
        byOffice: new Map(offices.map((o) => [o.office_id ?? NIL_KEY, num(o.n)])),
        byGroup: new Map(groups.map((g) => [g.group_id, num(g.n)])),
      }
    },

    groups: names.groups,
    offices: names.offices,

    async tracker(companyId, now, lookbackFrom, until, limit) {
      return db
        .selectFrom('trip_events as e')
        .innerJoin('trips as t', 't.id', 'e.trip_id')
        .leftJoin('users as u', (j) =>
          j.on(sql<boolean>`u.id = coalesce(e.traveler_user_id, e.booker_user_id)`),
        )
        .select([
          'e.id as eventId',
          'e.vertical',
          'e.title',
          'e.offer_id as offerId',
          't.destination',
          'e.starts_at as startsAt',
          'e.ends_at as endsAt',
          'u.first_name as firstName',
          'u.last_name as lastName',
        ])
        .where('e.company_id', '=', companyId)
        .where('e.state', '=', 'booked')
        .where('e.starts_at', '>=', lookbackFrom)
        .where('e.starts_at', '<=', until)
        .where((eb) => eb(eb.fn.coalesce('e.ends_at', 'e.starts_at'), '>=', now))
        .orderBy('e.starts_at')
        .orderBy('e.id')
        .limit(limit)
        .execute()
    },

    async reportingKeys(scope) {
      const { rows } = await sql<{ key: string }>`
        select distinct jsonb_object_keys(reporting_values) as key from trip_events e
        where ${exportFilters(scope)} and reporting_values <> '{}'::jsonb order by 1`.execute(db)
      return rows.map((r) => r.key)
    },

    async exportPage(scope, after, limit) {
      const cursor = after
        ? sql`and (e.booked_at, e.id) > (${after.bookedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : sql``
      const { rows } = await sql<ExportRow>`
        select e.id, e.booked_at as "bookedAt", e.state, e.cancelled_at as "cancelledAt", e.vertical, e.title,
          e.price_minor as "priceMinor", e.currency, e.starts_at as "startsAt", e.ends_at as "endsAt",
          nullif(trim(tu.first_name || ' ' || tu.last_name), '') as "travelerName", tu.email as "travelerEmail",
          nullif(trim(bu.first_name || ' ' || bu.last_name), '') as "bookerName",
          g.name as "groupName", o.name as "officeName", e.policy_status as "policyStatus",
          e.policy_budget_minor as "policyBudgetMinor", e.policy_reasons as "policyReasons",
          e.out_of_policy_reason as "outOfPolicyReason", e.approval_status as "approvalStatus",
          e.approval_requested_at as "approvalRequestedAt", e.approval_decided_at as "approvalDecidedAt",
          e.payment_kind as "paymentKind", e.reporting_values as "reportingValues"
        from trip_events e
        left join users tu on tu.id = e.traveler_user_id
        left join users bu on bu.id = e.booker_user_id
        left join business_groups g on g.id = e.traveler_group_id
        left join company_offices o on o.id = e.traveler_office_id
        where ${exportFilters(scope)} ${cursor}
        order by e.booked_at, e.id limit ${limit}`.execute(db)
      return rows.map((r) => ({
        ...r,
        bookedAt: new Date(r.bookedAt),
        cancelledAt: dateOrNull(r.cancelledAt),
        startsAt: new Date(r.startsAt),
        endsAt: dateOrNull(r.endsAt),
        approvalRequestedAt: dateOrNull(r.approvalRequestedAt),
        approvalDecidedAt: dateOrNull(r.approvalDecidedAt),
        reportingValues:
          typeof r.reportingValues === 'string' ? JSON.parse(r.reportingValues) : r.reportingValues,
      }))
    },

    async trackerViewers(companyId) {
      return db
        .selectFrom('business_profiles as bp')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .innerJoin('users as u', 'u.id', 'bp.user_id')
        .select(['u.first_name as firstName', 'u.last_name as lastName', 'r.name as role'])
        .where('bp.company_id', '=', companyId)
        .where('bp.deactivated_at', 'is', null)
        .where(sql<boolean>`'TRAVEL_TRACKER' = any(r.permissions) and not 'DISABLED' = any(r.permissions)`)
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .execute()
    },
  }
}

/** The export's bookings: booked (or booked then cancelled) on the scope's days, UTC. */
function exportFilters(scope: ReportScope): RawBuilder<unknown> {
  const end = new Date(Date.parse(`${scope.to}T00:00:00Z`) + 86_400_000).toISOString()
  const parts: RawBuilder<unknown>[] = [
    sql`e.company_id = ${scope.companyId}`,
    sql`e.booked_at >= ${`${scope.from}T00:00:00Z`}::timestamptz`,
    sql`e.booked_at < ${end}::timestamptz`,
  ]
  if (scope.vertical) parts.push(sql`e.vertical = ${scope.vertical}`)
  if (scope.groupId) parts.push(sql`e.traveler_group_id = ${scope.groupId}::uuid`)
  if (scope.officeId) parts.push(sql`e.traveler_office_id = ${scope.officeId}::uuid`)
  return sql.join(parts, sql` and `)
}
