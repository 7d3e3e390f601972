/**
 * npm run bench [-- <target>]: the server's budgets under load (decision 064), and bundle sizes.
 * The server runs in a child process of its own and autocannon here, so that the generator's pauses are
 * not in the server's tail. A bare Fastify route (the baseline) is measured in the same run, before and
 * after, so that every figure can be read against what this machine does at all. Budgets (DESIGN.md) are
 * reported as met or not here, never asserted in timed tests.
 *
 * Targets: baseline, auth-state, chrome, home, pages, flood, search, compression, people-search, reporting,
 * bundle; the browser's budgets are first-view, lighthouse, interactions (bench/web/, decision 066).
 * Without a target, every server target and the bundle run. search (issue 24 item 11): place suggestions and flight search
 * with p95 against their budgets, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. pages
 * (issue 24 item 11, decision 073): the anonymous home and results pages, whose budget is a share of the
 * baseline (20 %), read in the table's "of baseline" column. compression (issue 28 item 6, decision 106):
 * the API's JSON answers' sizes with and without gzip and brotli, and a large answer's load either way.
 */
import { fork } from 'node:child_process'
import path from 'node:path'
import { BUDGETS, measureBundle, measureLazyChunk } from './bundle-budget.ts'
import { runCompression } from './load/compression-run.ts'
import { CONNECTIONS, DURATION, measure, type Row, verdict, WARMUP } from './load/measure.ts'
import { pageTargets } from './load/page-targets.ts'
import { runSearch } from './load/search-run.ts'
import { type BenchServer, startBenchServer } from './load/spawn.ts'
import { authStateTargets, chromeTargets, floodTargets, homeTargets, type Server } from './load/targets.ts'
import { machineState, markdownTable } from './web/bench-site.ts'

const BROWSER = ['first-view', 'lighthouse', 'interactions', 'search-lighthouse', 'filter-paint']
const LOAD: Record<string, (server: Server) => Promise<Array<Row | null>>> = {
  'auth-state': authStateTargets,
  chrome: chromeTargets,
  home: homeTargets,
  flood: floodTargets,
  pages: pageTargets,
}
/** Latency benchmarks on large data, one call at a time in a process of their own. */
const DATA: Record<string, string> = {
  'people-search': 'people-search.ts',
  reporting: 'reporting-1m.ts',
}
const ALL = ['baseline', ...Object.keys(LOAD), 'search', 'compression', 'bundle', ...Object.keys(DATA)]

const target = process.argv[2]
if (target && BROWSER.includes(target)) {
  await import(`./web/${target}.ts`)
  process.exit(process.exitCode ?? 0)
}
if (target && !ALL.includes(target)) {
  console.error(`unknown target ${target}; one of: ${[...ALL, ...BROWSER].join(', ')}`)
  process.exit(2)
}
const chosen = target ? [target] : ALL

async function baselineRow(baseline: BenchServer, when: string): Promise<Row> {
  const row = await measure(`baseline: bare Fastify, one JSON route (${when})`, `${baseline.origin}/hello`)
  if (!row) throw new Error('the baseline is always measured')
  return row
}

/** A budget given as a share of the baseline: met or not against the row's own baseline. */
function shareVerdict(r: Row & { baselineRps: number }): string {
  if (r.shareOfBaseline === undefined) return ''
  const want = `≥ ${Math.round(100 * r.shareOfBaseline)} % of baseline`
  return r.rps >= r.shareOfBaseline * r.baselineRps ? `${want}: met` : `${want}: **not met**`
}

function loadTable(rows: Array<Row & { baselineRps: number }>): string {
  return markdownTable(
    ['Target', 'req/s', 'of baseline', 'p50 ms', 'p99 ms', 'unexpected', 'Budget'],
    rows.map((r) => [
      r.title,
      r.rps.toLocaleString('en'),
      `${Math.round((100 * r.rps) / r.baselineRps)} %`,
      r.p50,
      r.p99,
      r.unexpected,
      shareVerdict(r) || verdict(r),
    ]),
  )
}

/**
 * The baseline is measured before each group of targets and after the last; a row is read against the
 * mean of the baselines on either side of its group, since other work on a shared machine comes and goes.
 */
async function loadTargets(names: string[]): Promise<void> {
  console.log(`${machineState()}`)
  console.log(
    `autocannon in this process, the server in a child process; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per row; PGlite in memory unless BENCH_DB=postgres\n`,
  )
  const baseline = await startBenchServer('baseline')
  const app = names.length ? await startBenchServer('app') : null
  const groups: Array<{ before: Row; rows: Row[] }> = []
  let after: Row
  try {
    for (const name of names) {
      const before = await baselineRow(baseline, `before ${name}`)
      const rows: Row[] = []
      for (const row of (await LOAD[name]?.(app as BenchServer)) ?? []) if (row) rows.push(row)
      groups.push({ before, rows })
    }
    after = await baselineRow(baseline, 'after')
  } finally {
    await app?.stop()
    await baseline.stop()
  }
  const table: Array<Row & { baselineRps: number }> = []
  groups.forEach(({ before, rows }, i) => {
    const next = groups[i + 1]?.before ?? after
    const baselineRps = (before.rps + next.rps) / 2
    table.push({ ...before, baselineRps: before.rps })
    for (const row of rows) table.push({ ...row, baselineRps })
  })
  table.push({ ...after, baselineRps: after.rps })
  console.log(loadTable(table))
  for (const r of table.filter((r) => r.unexpected > 0))
    console.log(`unexpected answers in "${r.title}": ${JSON.stringify(r.statuses)}`)
}

function bundleTable(): void {
  const bundle = measureBundle(path.resolve('dist'))
  const consent = measureLazyChunk(path.resolve('dist'), 'web/features/consent/consent-host.tsx')
  const layer = consent.jsGzip + consent.cssGzip
  const ok = (n: number, max: number) => `${max} ${n <= max ? 'ok' : 'OVER'}`
  console.log(
    `\n${markdownTable(
      ['Bundle', 'gzip bytes', 'budget'],
      [
        [
          `initial JS, all (${bundle.initialFiles.length} files)`,
          bundle.initialJsGzip,
          ok(bundle.initialJsGzip, BUDGETS.initialJsGzip),
        ],
        ['of which framework', bundle.frameworkJsGzip, BUDGETS.frameworkJsGzip],
        ['of which our code', bundle.appJsGzip, BUDGETS.appJsGzip],
        ['initial CSS', bundle.initialCssGzip, 'inlined'],
        [
          `consent first layer, JS + CSS (${consent.files.length} files)`,
          layer,
          ok(layer, BUDGETS.consentFirstLayerGzip),
        ],
      ],
    )}`,
  )
}

function runData(script: string): Promise<void> {
  console.log(`\n${script}: ${machineState()}`)
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, script), [], { stdio: 'inherit' })
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    )
  })
}

const load = chosen.filter((n) => n in LOAD)
if (load.length || chosen.includes('baseline')) await loadTargets(load)
if (chosen.includes('search')) await runSearch()
if (chosen.includes('compression')) await runCompression()
if (chosen.includes('bundle')) bundleTable()
for (const name of chosen) if (DATA[name]) await runData(DATA[name])
process.exit(0)
