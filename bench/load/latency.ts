import autocannon from 'autocannon'
import { percentile } from '../web/bench-site.ts'
import { CONNECTIONS, DURATION, type Row, rowOf, WARMUP } from './measure.ts'

/** A row with the p95 that autocannon's histogram does not give, from every answer's own time. */
export interface LatencyRow extends Row {
  p95: number
  connections: number
  p95Budget?: number
  /** Calls made once each, one after the other: no throughput to read against the baseline. */
  once?: boolean
}

const ONLY = process.env.BENCH_ONLY?.toLowerCase()

let addresses = 0
/**
 * Each request from the next of 4,096 addresses (X-Forwarded-For; the bench server trusts it), as many
 * visitors would: the per-address limits of the search routes (600 and 120 a minute) count as they
 * would in production, without stopping the benchmark. 4,096 stays within the limiter's 5,000 keys.
 */
export function nextAddress(): string {
  addresses = (addresses + 1) % 4096
  return `10.77.${addresses >> 8}.${addresses & 255}`
}

const round = (ms: number) => Math.round(ms * 10) / 10

async function runTimed(
  origin: string,
  nextPath: () => string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: nextPath(),
              headers: { ...headers, 'x-forwarded-for': nextAddress() },
            }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    )
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms))
  })
  return { result, times }
}

/**
 * A warm-up, then the measured run of GETs whose paths `nextPath` chooses in turn; p50, p95 and p99
 * from every answer's time (ms, one decimal). `connections` defaults to the load's (BENCH_CONNECTIONS).
 */
export async function measureLatency(
  title: string,
  origin: string,
  nextPath: () => string,
  options: { connections?: number; p95Budget?: number; headers?: Record<string, string> } = {},
): Promise<LatencyRow | null> {
  if (ONLY && !title.toLowerCase().includes(ONLY) && !title.startsWith('baseline')) return null
  const connections = options.connections ?? CONNECTIONS
  const { headers = {} } = options
  if (WARMUP > 0) await runTimed(origin, nextPath, connections, WARMUP, headers)
  const { result, times } = await runTimed(origin, nextPath, connections, DURATION, headers)
  return {
    ...rowOf(title, result),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    connections,
    ...(options.p95Budget !== undefined ? { p95Budget: options.p95Budget } : {}),
  }
}

export const BASELINE_TITLE = 'baseline: bare Fastify, one JSON route'

/** The bare Fastify route every server figure stands beside, measured in the same run. */
export async function measureBaseline(
  origin: string,
  when: string,
  connections = CONNECTIONS,
): Promise<LatencyRow> {
  const row = await measureLatency(`${BASELINE_TITLE} (${when})`, origin, () => '/hello', { connections })
  if (!row) throw new Error('the baseline is always measured')
  return row
}

/** Calls made one after the other, each once (a first search of a route): their times in ms. */
export async function timeEach(
  origin: string,
  paths: string[],
): Promise<{ times: number[]; bodies: unknown[] }> {
  const times: number[] = []
  const bodies: unknown[] = []
  for (const p of paths) {
    const at = performance.now()
    const res = await fetch(`${origin}${p}`, { headers: { 'x-forwarded-for': nextAddress() } })
    const body = await res.json()
    times.push(performance.now() - at)
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`)
    bodies.push(body)
  }
  return { times, bodies }
}

/** Met or not against a p95 budget; '' when the row has none. */
export function p95Verdict(row: LatencyRow): string {
  if (row.p95Budget === undefined) return ''
  return row.p95 <= row.p95Budget
    ? `p95 ≤ ${row.p95Budget} ms: met`
    : `p95 ≤ ${row.p95Budget} ms: **not met**`
}

export { round }
