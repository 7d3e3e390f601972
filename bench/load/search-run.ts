import { machineState, markdownTable } from '../web/bench-site.ts'
import { type LatencyRow, measureBaseline, p95Verdict } from './latency.ts'
import { CONNECTIONS, DURATION, WARMUP } from './measure.ts'
import { carTargets, flightTargets, placeTargets, stayTargets } from './search-targets.ts'
import { startBenchServer } from './spawn.ts'

type Read = LatencyRow & { baselineRps: number | null }

const mean = (a: LatencyRow, b: LatencyRow) => (a.rps + b.rps) / 2

function searchTable(rows: Read[]): string {
  return markdownTable(
    ['Target', 'conn.', 'req/s', 'of baseline', 'p50 ms', 'p95 ms', 'p99 ms', 'unexpected', 'Budget'],
    rows.map((r) => [
      r.title,
      r.connections,
      r.baselineRps === null ? '—' : r.rps.toLocaleString('en'),
      r.baselineRps === null ? '—' : `${Math.round((100 * r.rps) / r.baselineRps)} %`,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.unexpected,
      p95Verdict(r),
    ]),
  )
}

/**
 * The search target on one database: the baseline before (at the load's connections and at one), the
 * place suggestions, the baseline again, the flight searches, the baseline after. A row under load is
 * read against the mean of the baselines on either side of it; a one-connection row against the
 * one-connection baseline; the first searches of routes, one after the other, against none.
 */
async function searchOn(kind: 'pglite' | 'postgres'): Promise<void> {
  console.log(
    `\nsearch on ${kind === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite in memory'}: ${machineState()}`,
  )
  console.log(
    `autocannon in this process, the server in a child process; ${CONNECTIONS} connections (or one), ${WARMUP} s warm-up + ${DURATION} s per row; each request from the next of 4,096 addresses\n`,
  )
  const baseline = await startBenchServer('baseline')
  const app = await startBenchServer('app', { env: { BENCH_DB: kind } })
  const table: Read[] = []
  let notes: string[]
  try {
    const before = await measureBaseline(baseline.origin, 'before places')
    const alone = await measureBaseline(baseline.origin, 'before places, one connection', 1)
    const places = (await placeTargets(app.origin)).filter((r): r is LatencyRow => r !== null)
    const between = await measureBaseline(baseline.origin, 'before flights')
    const flights = await flightTargets(app.origin)
    const stays = (await stayTargets(app.origin)).filter((r): r is LatencyRow => r !== null)
    const cars = (await carTargets(app.origin)).filter((r): r is LatencyRow => r !== null)
    const after = await measureBaseline(baseline.origin, 'after')
    const read = (r: LatencyRow, loaded: number): Read => ({
      ...r,
      baselineRps: r.connections === 1 ? alone.rps : loaded,
    })
    table.push({ ...before, baselineRps: before.rps }, { ...alone, baselineRps: alone.rps })
    for (const r of places) table.push(read(r, mean(before, between)))
    table.push({ ...between, baselineRps: between.rps })
    for (const r of flights.rows)
      if (r) table.push(r.once ? { ...r, baselineRps: null } : read(r, mean(between, after)))
    for (const r of stays) table.push(read(r, mean(between, after)))
    for (const r of cars) table.push(read(r, mean(between, after)))
    table.push({ ...after, baselineRps: after.rps })
    const cold = flights.coldOffers.map(([, n]) => n).sort((a, b) => a - b)
    const few = flights.coldOffers.filter(([, n]) => n < 100).map(([route, n]) => `${route} ${n}`)
    notes = [
      `the server's first search (SEL-TYO; builds the timetable, then the route): ${flights.firstSearchMs.toFixed(1)} ms, ${flights.warmOffers} offers`,
      `offers per route of the ${cold.length} first searches: ${cold[0]} to ${cold[cold.length - 1]}, median ${cold[Math.floor(cold.length / 2)]}; under 100: ${few.join(', ') || 'none'}`,
    ]
  } finally {
    await app.stop()
    await baseline.stop()
  }
  console.log(searchTable(table))
  for (const note of notes) console.log(note)
  for (const r of table.filter((r) => r.unexpected > 0))
    console.log(`unexpected answers in "${r.title}": ${JSON.stringify(r.statuses)}`)
}

/** npm run bench -- search: on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set. */
export async function runSearch(): Promise<void> {
  await searchOn('pglite')
  if (process.env.TEST_DATABASE_URL) await searchOn('postgres')
}
