/**
 * node bench/reporting-1m.ts (or npm run bench -- reporting): reports on a company of 1,000,000 bookings
 * (decision 058). Seeds members, groups, offices, trips and the bookings with generate_series in a schema
 * of its own on PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), builds
 * the rollups once (reporting_rebuild), then times the report calls in process (app.inject), one at a
 * time, and prints p50 and p95 per call. It also times the trigger on single bookings and, for
 * comparison, the same year's totals read straight from trip_events. BENCH_BOOKINGS, BENCH_MEMBERS and
 * BENCH_CALLS change the size; BENCH_DB=pglite runs it on PGlite instead.
 */
import { sql } from 'kysely'
import { createReportingRepository } from '../server/repositories/reporting.repository.ts'
import { adminBrowser, createCompany, json } from '../server/testing/company/company-test-kit.ts'
import { startTestApp } from '../server/testing/test-app.ts'
import { REPORTING_API } from '../shared/reporting/reporting-contract.ts'

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000)
const CALLS = Number(process.env.BENCH_CALLS ?? 30)
const KIND = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres'
process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test'

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0
const iso = (d: Date) => d.toISOString().slice(0, 10)

const t = await startTestApp(KIND, { config: { logLevel: 'silent' } })
try {
  const db = t.database.db
  const company = await createCompany(t, { domain: 'bench-reporting.test' })
  const seedStarted = performance.now()
  await sql`insert into users (email, first_name, last_name, has_personal_account)
    select 'traveller' || g || '@bench-reporting.test', 'First' || g, 'Last' || g, false
    from generate_series(1, ${MEMBERS}) g`.execute(db)
  await sql`insert into business_profiles (user_id, company_id, role_id, confirmed_at)
    select id, ${company.id}, ${company.roles.traveler}::uuid, now() from users
    where email like '%@bench-reporting.test'`.execute(db)
  await sql`insert into business_groups (company_id, name)
    select ${company.id}, 'Group ' || g from generate_series(1, 10) g`.execute(db)
  await sql`insert into company_offices (company_id, name)
    select ${company.id}, 'Office ' || g from generate_series(1, 5) g`.execute(db)
  await sql`insert into trip_owners (user_id, code)
    select id, translate(substr(md5(id::text), 1, 10), '01', '23') from users where email like '%@bench-reporting.test'`.execute(
    db,
  )
  await sql`insert into trips (owner_user_id, code, name)
    select user_id, 'abcdef', 'Work travel' from trip_owners where user_id in
      (select id from users where email like '%@bench-reporting.test')`.execute(db)
  // Bulk load: the trigger is off for the one statement, then the rollups are built set-based once.
  await sql`alter table trip_events disable trigger trip_events_reporting`.execute(db)
  await sql`select setseed(0.42)`.execute(db)
  await sql`
    with t as (select row_number() over (order by t.id) as n, t.id as trip_id, t.owner_user_id
               from trips t join users u on u.id = t.owner_user_id where u.email like '%@bench-reporting.test'),
         g as (select row_number() over (order by id) as n, id from business_groups where company_id = ${company.id}),
         o as (select row_number() over (order by id) as n, id from company_offices where company_id = ${company.id}),
         b as (select s, random() as r1, random() as r2, random() as r3, random() as r4,
                 now() - (random() * interval '365 days') as booked
               from generate_series(1, ${BOOKINGS}) s)
    insert into trip_events (trip_id, vertical, offer_id, title, price_minor, currency, starts_at, ends_at,
      state, booked_at, cancelled_at, booker_user_id, traveler_user_id, company_id, policy_status,
      policy_budget_minor, approval_status, approval_requested_at, approval_decided_at, reporting_values,
      traveler_group_id, traveler_office_id)
    select t.trip_id, (array['flight','hotel','car','train'])[1 + (b.s % 4)],
      'v1:hotel:paris:2026-01-01:2026-01-02:' || (b.s % 3), 'Bench booking ' || b.s,
      5000 + (b.r1 * 150000)::int, 'USD', b.booked + interval '7 days', b.booked + interval '9 days',
      case when b.r2 < 0.05 then 'cancelled' else 'booked' end, b.booked,
      case when b.r2 < 0.05 then b.booked + interval '1 day' end,
      t.owner_user_id, t.owner_user_id, ${company.id},
      case when b.r3 < 0.7 then 'in' when b.r3 < 0.9 then 'out' end,
      case when b.r4 < 0.6 then 8000 + (b.r4 * 150000)::int end,
      case when b.r3 < 0.25 then 'approved' when b.r3 < 0.3 then 'denied' end,
      case when b.r3 < 0.3 then b.booked - interval '1 day' end,
      case when b.r3 < 0.3 then b.booked - interval '1 day' + (b.r4 * interval '2 days') end,
      jsonb_build_object('costCentre', 'CC-' || (b.s % 20)),
      case when b.s % 11 = 0 then null else g.id end, o.id
    from b
    join t on t.n = 1 + (b.s % ${MEMBERS})
    join g on g.n = 1 + (b.s % 10)
    join o on o.n = 1 + (b.s % 5)`.execute(db)
  await sql`alter table trip_events enable trigger trip_events_reporting`.execute(db)
  const loaded = performance.now()
  await sql`select reporting_rebuild(${company.id}::uuid)`.execute(db)
  const rebuilt = performance.now()
  await sql`analyze`.execute(db)
  const rollupRows = await sql<{ n: string }>`select count(*) as n from reporting_daily`.execute(db)

  // The trigger's cost: one booking inserted then cancelled (two statements, as the booking flow makes
  // them), with the trigger and, for the baseline, without it.
  const [traveller] = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'traveller1@bench-reporting.test')
    .execute()
  const tripId = (
    await db
      .selectFrom('trips')
      .select('id')
      .where('owner_user_id', '=', traveller?.id as string)
      .executeTakeFirstOrThrow()
  ).id
  async function bookAndCancel(i: number): Promise<number> {
    const at = performance.now()
    const made = await db
      .insertInto('trip_events')
      .values({
        trip_id: tripId,
        vertical: 'hotel',
        offer_id: `v1:hotel:paris:2026-01-01:2026-01-02:${i % 3}`,
        title: 'Bench single booking',
        price_minor: 10_000 + i,
        currency: 'USD',
        starts_at: new Date(),
        state: 'booked',
        booked_at: new Date(),
        company_id: company.id,
        traveler_user_id: traveller?.id as string,
        policy_status: 'in',
        policy_budget_minor: 20_000,
        approval_status: 'approved',
        approval_requested_at: new Date(Date.now() - 3_600_000),
        approval_decided_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('trip_events')
      .set({ state: 'cancelled', cancelled_at: new Date() })
      .where('id', '=', made.id)
      .execute()
    return performance.now() - at
  }
  const triggerTimes: number[] = []
  for (let i = 0; i < 200; i++) triggerTimes.push(await bookAndCancel(i))
  await sql`alter table trip_events disable trigger trip_events_reporting`.execute(db)
  const bareTimes: number[] = []
  for (let i = 0; i < 200; i++) bareTimes.push(await bookAndCancel(i))
  await sql`alter table trip_events enable trigger trip_events_reporting`.execute(db)
  await sql`select reporting_rebuild(${company.id}::uuid)`.execute(db)

  const admin = await adminBrowser(t, company)
  const to = new Date()
  const from = new Date(to.getTime() - 364 * 86_400_000)
  const year = `from=${iso(from)}&to=${iso(to)}`
  const group = await db
    .selectFrom('business_groups')
    .select('id')
    .where('company_id', '=', company.id)
    .executeTakeFirst()
  const cases: Array<[string, string]> = [
    ['summary, a year by month', `${REPORTING_API.summary}?${year}&period=month`],
    ['summary, a year by week', `${REPORTING_API.summary}?${year}&period=week`],
    ['summary, a year by day', `${REPORTING_API.summary}?${year}&period=day`],
    ['summary, a year by week, hotels only', `${REPORTING_API.summary}?${year}&period=week&vertical=hotel`],
    [
      'summary, a year by month, one group',
      `${REPORTING_API.summary}?${year}&period=month&groupId=${group?.id}`,
    ],
    ['tracker (now and next 14 days)', REPORTING_API.tracker],
  ]
  const rows: string[] = []
  const all: number[] = []
  for (const [title, url] of cases) {
    const times: number[] = []
    for (let i = 0; i < CALLS; i++) {
      const at = performance.now()
      const res = await admin.call({ ...json('GET', url), remoteAddress: `10.8.${i >> 8}.${i & 255}` })
      times.push(performance.now() - at)
      if (res.statusCode !== 200) throw new Error(`${title}: ${res.statusCode} ${res.body.slice(0, 300)}`)
    }
    if (title.startsWith('summary')) all.push(...times)
    rows.push(`| ${title} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`)
  }
  // For comparison: the year's totals alone, read from the bookings instead of the rollups.
  const direct: number[] = []
  for (let i = 0; i < 5; i++) {
    const at = performance.now()
    await sql`select vertical, count(*), sum(price_minor) from trip_events
      where company_id = ${company.id} and booked_at >= ${from.toISOString()}::timestamptz
      group by vertical`.execute(db)
    direct.push(performance.now() - at)
  }
  // Where a year-by-week summary spends its time: each repository read alone.
  const repo = createReportingRepository(db)
  const scope = { companyId: company.id, from: iso(from), to: iso(to) }
  const months = [`${iso(from).slice(0, 7)}-01`, `${iso(to).slice(0, 7)}-01`] as const
  const parts: Array<[string, () => Promise<unknown>]> = [
    ['figures (reporting_daily, grouping sets)', () => repo.figures(scope, 'USD', 'week')],
    [
      'turnaround (reporting_turnaround, percentiles)',
      () => repo.turnaround(scope, months[0], months[1], false),
    ],
    ['adoption (reporting_traveler_months)', () => repo.adoption(scope, months[0], months[1])],
    [
      'members, groups, offices',
      () => Promise.all([repo.members(company.id), repo.groups(company.id), repo.offices(company.id)]),
    ],
  ]
  for (const [title, run] of parts) {
    const times: number[] = []
    for (let i = 0; i < 10; i++) {
      const at = performance.now()
      await run()
      times.push(performance.now() - at)
    }
    rows.push(`| part: ${title} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`)
  }
  const sizes = await sql<{ t: string; n: string }>`
    select 'reporting_turnaround' as t, count(*) as n from reporting_turnaround
    union all select 'reporting_traveler_months', count(*) from reporting_traveler_months`.execute(db)
  for (const s of sizes.rows) rows.push(`| rows in ${s.t}: ${Number(s.n).toLocaleString('en')} | | |`)
  const exportAt = performance.now()
  const csv = await admin.call({
    ...json(
      'GET',
      `${REPORTING_API.exportCsv}?from=${iso(new Date(to.getTime() - 6 * 86_400_000))}&to=${iso(to)}`,
    ),
    remoteAddress: '10.8.255.1',
  })
  const exportMs = performance.now() - exportAt

  console.log(
    `${BOOKINGS.toLocaleString('en')} bookings, ${MEMBERS.toLocaleString('en')} members on ${KIND}: loaded in ${((loaded - seedStarted) / 1000).toFixed(1)} s, rollups built in ${((rebuilt - loaded) / 1000).toFixed(1)} s (${Number(rollupRows.rows[0]?.n).toLocaleString('en')} daily rows); ${CALLS} calls per row`,
  )
  console.log('| Call | p50 ms | p95 ms |\n| --- | --- | --- |')
  for (const row of rows) console.log(row)
  console.log(`| every summary call | ${pct(all, 50).toFixed(1)} | ${pct(all, 95).toFixed(1)} |`)
  console.log(
    `| one booking inserted then cancelled, trigger on (200 times) | ${pct(triggerTimes, 50).toFixed(1)} | ${pct(triggerTimes, 95).toFixed(1)} |`,
  )
  console.log(
    `| the same, trigger off (baseline) | ${pct(bareTimes, 50).toFixed(1)} | ${pct(bareTimes, 95).toFixed(1)} |`,
  )
  console.log(
    `| for comparison: a year's totals by vertical from trip_events (5 runs) | ${pct(direct, 50).toFixed(1)} | ${pct(direct, 95).toFixed(1)} |`,
  )
  console.log(
    `| CSV export of the last 7 days (${csv.body.split('\r\n').length - 2} rows, one call) | ${exportMs.toFixed(0)} | |`,
  )
} finally {
  await t.close()
}
