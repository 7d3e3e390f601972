import type { ServerSample } from '../load/bench-server.ts'
import type { HeapGrowthRow } from './heap-growth.ts'
import type { Outcome } from './soak-traffic.ts'

/**
 * The soak's thresholds (decision 065), each overridable from the environment:
 * - SOAK_MAX_HEAP_MB_PER_HOUR (default 20): the least-squares slope of the heap used after a full
 *   collection, over the samples after warm-up. A leak of 1 KB per request at 100 requests/s is 350 MB an
 *   hour; bounded caches filling up are far below 20 MB an hour once warm.
 * - SOAK_MAX_SHORT_RUN_HEAP_MB_PER_HOUR (default 200): the same slope for a run judged over less than
 *   SHORT_RUN_MS (CI's one-minute soak, whose caches are still filling: 54 MB an hour measured): a gross
 *   leak, say 2 KB per request at its 45 requests a second (320 MB an hour), still fails it; slower growth
 *   is the full soak's to judge.
 * - SOAK_MAX_LOOP_P99_MS (default 100): the event-loop delay the server adds: its p99 over a window less
 *   the p99 of an idle process sampled beside it in the same window (what the machine does to any
 *   process), taken as the median over the windows after warm-up, so that one stall does not decide.
 * - Any request that failed or answered a status its action does not expect fails the soak.
 */
export const THRESHOLDS = {
  heapMbPerHour: Number(process.env.SOAK_MAX_HEAP_MB_PER_HOUR ?? 20),
  shortRunHeapMbPerHour: Number(process.env.SOAK_MAX_SHORT_RUN_HEAP_MB_PER_HOUR ?? 200),
  loopP99Ms: Number(process.env.SOAK_MAX_LOOP_P99_MS ?? 100),
}

/** A soak judged over less than this is a short run (see shortRunHeapMbPerHour). */
export const SHORT_RUN_MS = 5 * 60_000

/** The thresholds for a soak judged over `judgedMs`: a short run holds the heap to the gross-leak bound. */
export function thresholdsFor(judgedMs: number, thresholds = THRESHOLDS): typeof THRESHOLDS {
  return judgedMs < SHORT_RUN_MS
    ? { ...thresholds, heapMbPerHour: thresholds.shortRunHeapMbPerHour }
    : thresholds
}

/** Least-squares slope of y over x (per unit of x), and R². */
export function slope(points: Array<[number, number]>): { slope: number; r2: number } {
  const n = points.length
  if (n < 2) return { slope: 0, r2: 0 }
  const mx = points.reduce((s, [x]) => s + x, 0) / n
  const my = points.reduce((s, [, y]) => s + y, 0) / n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my)
    sxx += (x - mx) ** 2
    syy += (y - my) ** 2
  }
  const b = sxx === 0 ? 0 : sxy / sxx
  return { slope: b, r2: sxx === 0 || syy === 0 ? 0 : (sxy * sxy) / (sxx * syy) }
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  if (!s.length) return Number.NaN
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

export interface SoakReport {
  requests: number
  byAction: Record<string, { count: number; unexpected: number; p50Ms: number; p99Ms: number }>
  unexpected: Outcome[]
  samples: number
  warmSamples: number
  heap: {
    firstMb: number
    lastMb: number
    minMb: number
    maxMb: number
    mbPerHour: number
    r2: number
    /** The slope over each third of the samples after warm-up, in order: falling when caches fill up and stop. */
    thirdsMbPerHour: number[]
  }
  rss: { firstMb: number; lastMb: number; maxMb: number; mbPerHour: number }
  loop: {
    p99MedianMs: number
    p99MaxMs: number
    maxMs: number
    referenceP99MedianMs: number
    addedP99MedianMs: number
  }
  failures: string[]
  /** SOAK_HEAP_SNAPSHOTS: what grew on the heap after warm-up, largest first (not judged). */
  heapGrowth?: HeapGrowthRow[]
}

/** The least-squares heap slope (MB an hour) over each of `parts` consecutive, equal runs of samples. */
export function slopesByPart(samples: ServerSample[], parts: number): number[] {
  const size = Math.floor(samples.length / parts)
  if (size < 2) return []
  return Array.from({ length: parts }, (_, i) => {
    const part = samples.slice(i * size, (i + 1) * size)
    return Math.round(slope(part.map((s) => [s.atMs / 3_600_000, s.heapUsedMb])).slope * 10) / 10
  })
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN
}

/** The soak's figures and its verdict: samples before warmUpMs are shown but not judged. */
export function judge(
  outcomes: Outcome[],
  samples: ServerSample[],
  warmUpMs: number,
  serverExit: number | null,
  reference: ServerSample[] = [],
  thresholds = THRESHOLDS,
): SoakReport {
  const byAction: SoakReport['byAction'] = {}
  const times = new Map<string, number[]>()
  for (const o of outcomes) {
    const a = byAction[o.action] ?? { count: 0, unexpected: 0, p50Ms: 0, p99Ms: 0 }
    byAction[o.action] = a
    a.count++
    if (!o.expected) a.unexpected++
    const ms = times.get(o.action) ?? []
    ms.push(o.ms)
    times.set(o.action, ms)
  }
  for (const [action, ms] of times) {
    const sorted = ms.sort((a, b) => a - b)
    const a = byAction[action] as SoakReport['byAction'][string]
    a.p50Ms = Math.round(percentile(sorted, 50))
    a.p99Ms = Math.round(percentile(sorted, 99))
  }
  const warm = samples.filter((s) => s.atMs >= warmUpMs)
  const hours = (s: ServerSample) => s.atMs / 3_600_000
  const heapFit = slope(warm.map((s) => [hours(s), s.heapUsedMb]))
  const rssFit = slope(warm.map((s) => [hours(s), s.rssMb]))
  const heaps = samples.map((s) => s.heapUsedMb)
  const unexpected = outcomes.filter((o) => !o.expected)
  // Windows paired by order: both processes sample on the same period from about the same moment.
  const warmReference = reference.filter((s) => s.atMs >= warmUpMs)
  const added = warm.map((s, i) => s.loopP99Ms - (warmReference[i]?.loopP99Ms ?? 0))
  const report: SoakReport = {
    requests: outcomes.length,
    byAction,
    unexpected,
    samples: samples.length,
    warmSamples: warm.length,
    heap: {
      firstMb: warm[0]?.heapUsedMb ?? Number.NaN,
      lastMb: warm.at(-1)?.heapUsedMb ?? Number.NaN,
      minMb: Math.min(...heaps),
      maxMb: Math.max(...heaps),
      mbPerHour: Math.round(heapFit.slope * 10) / 10,
      r2: Math.round(heapFit.r2 * 100) / 100,
      thirdsMbPerHour: slopesByPart(warm, 3),
    },
    rss: {
      firstMb: warm[0]?.rssMb ?? Number.NaN,
      lastMb: warm.at(-1)?.rssMb ?? Number.NaN,
      maxMb: Math.max(...samples.map((s) => s.rssMb)),
      mbPerHour: Math.round(rssFit.slope * 10) / 10,
    },
    loop: {
      p99MedianMs: median(warm.map((s) => s.loopP99Ms)),
      p99MaxMs: Math.max(...warm.map((s) => s.loopP99Ms)),
      maxMs: Math.max(...warm.map((s) => s.loopMaxMs)),
      referenceP99MedianMs: median(warmReference.map((s) => s.loopP99Ms)),
      addedP99MedianMs: Math.round(median(added) * 100) / 100,
    },
    failures: [],
  }
  if (serverExit !== null) report.failures.push(`the server exited (code ${serverExit})`)
  if (unexpected.length)
    report.failures.push(
      `${unexpected.length} of ${outcomes.length} requests failed or answered an unexpected status`,
    )
  if (warm.length < 3) report.failures.push(`only ${warm.length} samples after warm-up: too short to judge`)
  if (report.heap.mbPerHour > thresholds.heapMbPerHour)
    report.failures.push(
      `heap grows ${report.heap.mbPerHour} MB an hour after warm-up (R² ${report.heap.r2}), over ${thresholds.heapMbPerHour}`,
    )
  if (report.loop.addedP99MedianMs > thresholds.loopP99Ms)
    report.failures.push(
      `event-loop delay p99 ${report.loop.p99MedianMs} ms, ${report.loop.addedP99MedianMs} ms over an idle process's, more than ${thresholds.loopP99Ms}`,
    )
  return report
}
