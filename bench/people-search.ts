/**
 * node bench/people-search.ts: findUsers on a company of 100,000 members (decision 036). Seeds the
 * members in one statement, then times findUsers as the users page and the traveller search call it,
 * in process (app.inject), one call at a time, and prints p50 and p95 per kind of query.
 * BENCH_MEMBERS and BENCH_CALLS change the size; TEST_DATABASE_URL=... BENCH_DB=postgres uses PostgreSQL.
 */
import { sql } from 'kysely'
import { adminBrowser, createCompany, json } from '../server/testing/company/company-test-kit.ts'
import { startTestApp } from '../server/testing/test-app.ts'
import { PEOPLE_API } from '../shared/business/people-contract.ts'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000)
const CALLS = Number(process.env.BENCH_CALLS ?? 100)
const KIND = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite'

const t = await startTestApp(KIND)
try {
  const company = await createCompany(t, { domain: 'bench.test' })
  const started = performance.now()
  const db = t.database.db
  await sql`insert into users (email, first_name, last_name, has_personal_account)
    select 'member' || g || '@bench.test', 'First' || (g % 997), 'Last' || g, false
    from generate_series(1, ${MEMBERS}) g`.execute(db)
  await sql`insert into business_profiles (user_id, company_id, role_id, confirmed_at)
    select u.id, ${company.id}, case when u.last_name like '%7' then ${company.roles.travelArranger}::uuid else ${company.roles.traveler}::uuid end, now()
    from users u where u.email like '%@bench.test'`.execute(db)
  await sql`analyze`.execute(db)
  const seeded = performance.now() - started
  const admin = await adminBrowser(t, company)
  const cases: Array<[string, object]> = [
    ['empty query, first page (users page opens)', { query: '' }],
    ['one letter', { query: 'l' }],
    ['name fragment, 3+ letters', { query: 'last4242' }],
    ['e-mail fragment', { query: 'member9999' }],
    ['no match', { query: 'zzzzqqq' }],
    ['travellers for an arranger, fragment', { query: 'first12', searchMode: 'travelersForTravelArranger' }],
    [
      'filtered by role',
      { query: '', searchMode: 'filtered', filters: { roleIds: [company.roles.travelArranger] } },
    ],
  ]
  const all: number[] = []
  const rows: string[] = []
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0
  for (const [title, body] of cases) {
    const times: number[] = []
    let total = 0
    for (let i = 0; i < CALLS; i++) {
      const at = performance.now()
      const res = await admin.call({
        ...json('POST', `${PEOPLE_API.findUsers}?page=${i % 3}&size=15`, body),
        remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      })
      times.push(performance.now() - at)
      if (res.statusCode !== 200) throw new Error(`${title}: ${res.statusCode} ${res.body}`)
      total = res.json().paging.totalElements
    }
    all.push(...times)
    rows.push(
      `| ${title} | ${total.toLocaleString('en')} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`,
    )
  }
  console.log(
    `${MEMBERS.toLocaleString('en')} members on ${KIND}, seeded in ${(seeded / 1000).toFixed(1)} s; ${CALLS} calls per row`,
  )
  console.log('| Query | matches | p50 ms | p95 ms |\n| --- | --- | --- | --- |')
  for (const row of rows) console.log(row)
  console.log(`| every call | | ${pct(all, 50).toFixed(1)} | ${pct(all, 95).toFixed(1)} |`)
} finally {
  await t.close()
}
