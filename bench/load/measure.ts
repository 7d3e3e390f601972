import autocannon from 'autocannon'

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
/** Seconds of load before each measured run, not counted: the server's JIT and caches warm up. */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2)

export interface Row {
  title: string
  rps: number
  p50: number
  p99: number
  /** Answers other than 2xx and 304, plus socket errors and timeouts. */
  unexpected: number
  /** Count of answers by status, e.g. { 200: 1234 }. */
  statuses: Record<string, number>
  budget?: Budget
  /** A budget given as a share of the bare Fastify baseline in the same run (0.2: 20 %). */
  shareOfBaseline?: number
}

export interface Budget {
  rps?: number
  p99?: number
}

export function statusCounts(result: autocannon.Result): Record<string, number> {
  const stats = (result.statusCodeStats ?? {}) as Record<string, { count: number }>
  return Object.fromEntries(Object.entries(stats).map(([code, s]) => [code, s.count]))
}

function rowOf(title: string, result: autocannon.Result, budget?: Budget): Row {
  const statuses = statusCounts(result)
  const expected = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2') || code === '304')
    .reduce((n, [, count]) => n + count, 0)
  const answered = Object.values(statuses).reduce((n, c) => n + c, 0)
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: answered - expected + result.errors + result.timeouts,
    statuses,
    ...(budget ? { budget } : {}),
  }
}

export async function run(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
}

/** BENCH_ONLY=<words>: only the rows whose title holds them (for profiling one route). */
const ONLY = process.env.BENCH_ONLY?.toLowerCase()

/** A warm-up, then the measured run of one GET. */
export async function measure(
  title: string,
  url: string,
  headers: Record<string, string> = {},
  budget?: Budget,
): Promise<Row | null> {
  if (ONLY && !title.toLowerCase().includes(ONLY) && !title.startsWith('baseline')) return null
  if (WARMUP > 0) await run({ url, headers, duration: WARMUP })
  return rowOf(title, await run({ url, headers }), budget)
}

export { rowOf }

/** Whether a row meets its budget; '' when it has none. */
export function verdict(row: Row): string {
  const b = row.budget
  if (!b) return ''
  const misses: string[] = []
  if (b.rps !== undefined && row.rps < b.rps) misses.push(`req/s < ${b.rps.toLocaleString('en')}`)
  if (b.p99 !== undefined && row.p99 > b.p99) misses.push(`p99 > ${b.p99} ms`)
  const wanted = [
    b.rps !== undefined ? `≥ ${b.rps.toLocaleString('en')} req/s` : '',
    b.p99 !== undefined ? `p99 ≤ ${b.p99} ms` : '',
  ]
    .filter(Boolean)
    .join(', ')
  return misses.length ? `${wanted}: **not met** (${misses.join(', ')})` : `${wanted}: met`
}
