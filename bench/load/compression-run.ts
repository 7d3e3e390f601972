import http from 'node:http'
import zlib from 'node:zlib'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import { REPORTING_API } from '../../shared/reporting/reporting-contract.ts'
import { TRIPS_API_PATHS } from '../../shared/trips/trips-contract.ts'
import { machineState, markdownTable, percentile } from '../web/bench-site.ts'
import { type LatencyRow, measureLatency, nextAddress } from './latency.ts'
import { CONNECTIONS, DURATION, WARMUP } from './measure.ts'
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

async function baselineRow(baseline: BenchServer, when: string): Promise<LatencyRow> {
  const row = await measureLatency(
    `baseline: bare Fastify, one JSON route (${when})`,
    baseline.origin,
    () => '/hello',
  )
  if (!row) throw new Error('the baseline is always measured')
  return row
}

/**
 * npm run bench -- compression (issue 28 item 6, decision 106): the API's JSON answers, large and small,
 * as sent uncompressed, and compressed with gzip and brotli here (the bytes, and the time to compress
 * each once); then the load of a large answer (the flight search's 20 offers, the stay search) asked
 * without compression, as a browser asks (brotli) and gzip only, a small answer and an anonymous page as a
 * browser asks, against a bare Fastify route before and after.
 */
export async function runCompression(): Promise<void> {
  console.log(`\ncompression: ${machineState()}`)
  console.log(
    `autocannon in this process, the server in a child process; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per row; PGlite in memory\n`,
  )
  const baseline = await startBenchServer('baseline')
  const app = await startBenchServer('app')
  const table: Read[] = []
  try {
    console.log(await sizeTable(app))
    const before = await baselineRow(baseline, 'before')
    const flights = flightPath('SEL', 'TYO', 21)
    const stays = stayPath()
    const rows: Array<LatencyRow | null> = []
    for (const [title, path] of [
      ['flight search SEL-TYO, 20 offers', flights],
      ['stay search TYO', stays],
    ] as const) {
      rows.push(await measureLatency(`${title}, no accept-encoding`, app.origin, () => path))
      rows.push(
        await measureLatency(`${title}, as a browser asks (${BROWSER})`, app.origin, () => path, {
          headers: { 'accept-encoding': BROWSER },
        }),
      )
      rows.push(
        await measureLatency(`${title}, gzip only`, app.origin, () => path, {
          headers: { 'accept-encoding': 'gzip' },
        }),
      )
    }
    rows.push(
      await measureLatency(
        'auth state (anonymous, small), as a browser asks',
        app.origin,
        () => AUTH_STATE_PATH,
        {
          headers: { 'accept-encoding': BROWSER },
        },
      ),
    )
    rows.push(
      await measureLatency(
        'results page (anonymous, page cache), as a browser asks',
        app.origin,
        () => RESULTS_PATH,
        {
          headers: { 'accept-encoding': BROWSER },
        },
      ),
    )
    const after = await baselineRow(baseline, 'after')
    const mean = (before.rps + after.rps) / 2
    table.push({ ...before, baselineRps: before.rps })
    for (const r of rows) if (r) table.push({ ...r, baselineRps: mean })
    table.push({ ...after, baselineRps: after.rps })
  } finally {
    await app.stop()
    await baseline.stop()
  }
  console.log(`\n${loadTable(table)}`)
}
