import http from 'node:http'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import { PICKER_API } from '../../shared/pickers/picker-contract.ts'
import { REPORTING_API } from '../../shared/reporting/reporting-contract.ts'
import { TRIPS_API_PATHS } from '../../shared/trips/trips-contract.ts'
import { machineState, markdownTable, percentile } from '../web/bench-site.ts'
import { BASELINE_TITLE, type LatencyRow, measureBaseline, measureLatency, nextAddress } from './latency.ts'
import { CONNECTIONS, DURATION, statusCounts, WARMUP } from './measure.ts'
import { RESULTS_PATH } from './page-targets.ts'
import { carPath, flightPath, placePath, stayPath } from './search-targets.ts'
import { type BenchServer, startBenchServer } from './spawn.ts'

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd'

/** One GET as it travels: the bytes on the wire and the encoding, and the body decoded. */
function get(origin: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; wireBytes: number; body: Buffer }>(
    (resolve, reject) => {
      const request = http.get(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const wire = Buffer.concat(chunks)
          const encoding = String(res.headers['content-encoding'] ?? 'identity')
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(wire)
              : encoding === 'gzip'
                ? zlib.gunzipSync(wire)
                : wire
          resolve({ status: res.statusCode ?? 0, encoding, wireBytes: wire.length, body })
        })
      })
      request.on('error', reject)
    },
  )
}

/** Median microseconds of `work` over a few hundred runs, in this process. */
function medianMicros(work: () => unknown): number {
  const times: number[] = []
  for (let i = 0; i < 300; i++) {
    const at = performance.now()
    work()
    times.push((performance.now() - at) * 1000)
  }
  return Math.round(percentile(times, 50))
}

const brotli4 = (body: Buffer) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
const gzip6 = (body: Buffer) => zlib.gzipSync(body, { level: 6 })

/** Large and small API answers as the site's pages ask for them. */
function answers(): Array<[string, string, boolean]> {
  const to = new Date()
  const from = new Date(to.getTime() - 364 * 86_400_000)
  const day = (d: Date) => d.toISOString().slice(0, 10)
  return [
    ['flight search SEL-TYO, 20 offers with facets', flightPath('SEL', 'TYO', 21), false],
    ['stay search TYO, 2 nights, with facets', stayPath(), false],
    ['car search PAR, 3 days, with facets', carPath(), false],
    ['place suggestions "seo"', placePath(['seo', 'en']), false],
    ['trips store (signed in)', TRIPS_API_PATHS.store, true],
    [
      'reporting summary, a year by week (business admin)',
      `${REPORTING_API.summary}?from=${day(from)}&to=${day(to)}&period=week`,
      true,
    ],
    ['traveller tracker (business admin)', REPORTING_API.tracker, true],
    ['currency picker data (made once)', PICKER_API.currencyPickerState, false],
    ['auth state (anonymous)', AUTH_STATE_PATH, false],
  ]
}

async function sizeTable(app: BenchServer): Promise<string> {
  const rows: Array<Array<string | number>> = []
  for (const [title, path, signedIn] of answers()) {
    const base = { 'x-forwarded-for': nextAddress(), ...(signedIn ? { cookie: app.cookie } : {}) }
    const plain = await get(app.origin, path, base)
    if (plain.status !== 200) throw new Error(`${title}: ${plain.status} ${plain.body}`)
    const browser = await get(app.origin, path, { ...base, 'accept-encoding': BROWSER })
    const json = plain.body
    const br = brotli4(json).length
    rows.push([
      title,
      json.length.toLocaleString('en'),
      gzip6(json).length.toLocaleString('en'),
      br.toLocaleString('en'),
      `${Math.round((100 * (json.length - br)) / json.length)} %`,
      medianMicros(() => brotli4(json)),
      medianMicros(() => gzip6(json)),
      `${browser.wireBytes.toLocaleString('en')} (${browser.encoding})`,
    ])
  }
  return markdownTable(
    [
      'API answer',
      'JSON bytes',
      'gzip 6 bytes',
      'brotli 4 bytes',
      'brotli saves',
      'brotli 4 µs',
      'gzip 6 µs',
      'sent to a browser, bytes',
    ],
    rows,
  )
}

type Read = LatencyRow & { baselineRps: number }

function loadTable(rows: Read[]): string {
  return markdownTable(
    ['Target', 'req/s', 'of baseline', 'p50 ms', 'p95 ms', 'p99 ms', 'unexpected'],
    rows.map((r) => [
      r.title,
      r.rps.toLocaleString('en'),
      `${Math.round((100 * r.rps) / r.baselineRps)} %`,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.unexpected,
    ]),
  )
}

/** Rounds of each variant, taken in turn: on a shared machine a single row can be off by half. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

/** The rounds of one variant as one row: each figure the median of its rounds. */
function medianRow(title: string, rounds: LatencyRow[]): LatencyRow {
  const first = rounds[0] as LatencyRow
  const of = (pick: (r: LatencyRow) => number) => median(rounds.map(pick))
  return {
    ...first,
    title: `${title} (median of ${rounds.length})`,
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p95: of((r) => r.p95),
    p99: of((r) => r.p99),
    unexpected: rounds.reduce((n, r) => n + r.unexpected, 0),
  }
}

/**
 * The server's CPU time per answer (user and system, µs) over `amount` GETs, ten at a time, each from an
 * address of its own: unlike req/s, hardly moved by other work on the machine.
 */
async function cpuPerAnswer(
  server: BenchServer,
  path: string,
  headers: Record<string, string>,
  amount = 2000,
): Promise<number> {
  const at = await server.cpuUsage()
  const result = await autocannon({
    url: server.origin,
    connections: 10,
    amount,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path, headers: { ...headers, 'x-forwarded-for': nextAddress() } }),
      },
    ],
  })
  const used = await server.cpuUsage()
  const answered = Object.values(statusCounts(result)).reduce((n, c) => n + c, 0)
  return Math.round((used.user - at.user + used.system - at.system) / answered)
}

type Variant = { title: string; path: string; headers: Record<string, string> }

const ASKS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['no accept-encoding', {}],
  [`as a browser asks (${BROWSER})`, { 'accept-encoding': BROWSER }],
  ['gzip only', { 'accept-encoding': 'gzip' }],
]

function variants(): Variant[] {
  const of = (answer: string, path: string, asks: typeof ASKS) =>
    asks.map(([how, headers]) => ({ title: `${answer}, ${how}`, path, headers: { ...headers } }))
  return [
    ...of('flight search SEL-TYO, 20 offers (23 KB)', flightPath('SEL', 'TYO', 21), ASKS),
    ...of('stay search TYO (13 KB)', stayPath(), ASKS),
    ...of('currency picker data (4 KB, made once)', PICKER_API.currencyPickerState, ASKS.slice(0, 2)),
    ...of('auth state (anonymous, under 1 KB)', AUTH_STATE_PATH, ASKS.slice(1, 2)),
    ...of('results page (anonymous, page cache)', RESULTS_PATH, ASKS.slice(1, 2)),
  ]
}

/**
 * npm run bench -- compression (issue 28 item 6, decision 106): the API's JSON answers, large and small,
 * as sent to a browser, and compressed with gzip and brotli here (the bytes, and the time to compress
 * each once); the server's CPU time per answer, the bare Fastify route's included; then the load of a
 * large answer (the flight search's 20 offers, the stay search) asked without compression, as a browser
 * asks (brotli) and gzip only, the currency picker's answer (made once) either way, a small answer and an
 * anonymous page as a browser asks: BENCH_ROUNDS rounds taken in turn, between a bare Fastify route
 * before and after.
 */
export async function runCompression(): Promise<void> {
  console.log(`\ncompression: ${machineState()}`)
  console.log(
    `autocannon in this process, the server in a child process; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per row, ${ROUNDS} rounds; PGlite in memory\n`,
  )
  const baseline = await startBenchServer('baseline')
  const app = await startBenchServer('app')
  const table: Read[] = []
  try {
    console.log(await sizeTable(app))
    // Every variant once to warm up, then the rounds in turn.
    for (const v of variants()) await cpuPerAnswer(app, v.path, v.headers, 500)
    const cpu = new Map<string, number[]>()
    for (let round = 0; round < ROUNDS; round++) {
      const bare = await cpuPerAnswer(baseline, '/hello', {})
      cpu.set(BASELINE_TITLE, [...(cpu.get(BASELINE_TITLE) ?? []), bare])
      for (const v of variants())
        cpu.set(v.title, [...(cpu.get(v.title) ?? []), await cpuPerAnswer(app, v.path, v.headers)])
    }
    const cpuRows = [...cpu].map(([title, micros]) => [title, median(micros), micros.join(', ')])
    console.log(`\n${markdownTable(['Answer', 'server CPU µs per answer, median', 'rounds'], cpuRows)}`)

    const before = await measureBaseline(baseline.origin, 'before')
    const rounds = new Map<string, LatencyRow[]>()
    for (let round = 0; round < ROUNDS; round++)
      for (const v of variants()) {
        const row = await measureLatency(v.title, app.origin, () => v.path, { headers: v.headers })
        if (row) rounds.set(v.title, [...(rounds.get(v.title) ?? []), row])
      }
    const after = await measureBaseline(baseline.origin, 'after')
    const mean = (before.rps + after.rps) / 2
    table.push({ ...before, baselineRps: before.rps })
    for (const [title, rows] of rounds) table.push({ ...medianRow(title, rows), baselineRps: mean })
    table.push({ ...after, baselineRps: after.rps })
  } finally {
    await app.stop()
    await baseline.stop()
  }
  console.log(`\n${loadTable(table)}`)
}
