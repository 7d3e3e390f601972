import path from 'node:path'
import type { ServerSample } from '../load/bench-server.ts'
import { startBenchServer } from '../load/spawn.ts'
import { heapGrowth, readHeapSnapshot } from './heap-growth.ts'
import { type Outcome, startTraffic } from './soak-traffic.ts'
import { judge, type SoakReport, thresholdsFor } from './soak-verdict.ts'

export interface SoakOptions {
  minutes: number
  /** Virtual browsers (SOAK_USERS, default 6). */
  users?: number
  /** Pause between one browser's requests (SOAK_THINK_MS, default 20). */
  thinkMs?: number
  /** How often the server is sampled (SOAK_SAMPLE_SECONDS; default 5, 2 for a run of two minutes or less). */
  sampleSeconds?: number
  /** PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL) instead of PGlite in memory. */
  postgres?: boolean
  /**
   * SOAK_HEAP_SNAPSHOTS=<dir>: the server's heap written there at the end of warm-up and at the end, and
   * the kinds of object that grew between them reported (not judged).
   */
  heapSnapshotDir?: string
  log?: (line: string) => void
}

/**
 * The soak (decision 065): the built site in a process of its own (demo data), mixed traffic from this
 * process for `minutes`, the server's memory and event-loop delay sampled throughout; the first fifth
 * (at least 10 s, at most five minutes) is warm-up and not judged. A run whose judged part is shorter
 * than SHORT_RUN_MS (CI's one minute, decision 069) judges the heap's slope against the gross-leak bound
 * only: a minute cannot tell a slow leak from caches filling up, which the full soak does.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const durationMs = options.minutes * 60_000
  const sampleMs = (options.sampleSeconds ?? (durationMs <= 120_000 ? 2 : 5)) * 1000
  const warmUpMs = Math.min(300_000, Math.max(10_000, durationMs / 5))
  const samples: ServerSample[] = []
  const reference: ServerSample[] = []
  const log = options.log ?? (() => {})
  // An idle process sampled the same way: its loop delay is the machine's own (other work, scheduling),
  // so that the server is judged on the delay it adds, not on what a shared machine does to any process.
  const idle = await startBenchServer('baseline', {
    env: { SOAK_SAMPLE_MS: String(sampleMs) },
    onMessage: (message) => {
      const sample = (message as { sample?: ServerSample }).sample
      if (sample) reference.push(sample)
    },
  })
  const server = await startBenchServer('app', {
    execArgv: ['--expose-gc'],
    env: {
      SOAK_SAMPLE_MS: String(sampleMs),
      ...(options.postgres
        ? { BENCH_DB: 'postgres', BENCH_REDIS_URL: process.env.TEST_REDIS_URL ?? '' }
        : { BENCH_DB: 'pglite', BENCH_REDIS_URL: '' }),
    },
    onMessage: (message) => {
      const sample = (message as { sample?: ServerSample }).sample
      if (!sample) return
      samples.push(sample)
      if (samples.length % 12 === 0)
        log(
          `${Math.round(sample.atMs / 1000)} s: ${outcomes.length} requests, heap ${sample.heapUsedMb} MB, rss ${sample.rssMb} MB, loop p99 ${sample.loopP99Ms} ms (idle process ${reference.at(-1)?.loopP99Ms ?? '?'} ms)`,
        )
    },
  })
  const outcomes: Outcome[] = []
  const traffic = startTraffic({
    origin: server.origin,
    users: options.users ?? 6,
    thinkMs: options.thinkMs ?? 20,
    record: (o) => outcomes.push(o),
  })
  const started = Date.now()
  const ends = started + durationMs
  let warmSnapshot: Promise<string> | null = null
  while (Date.now() < ends && server.exitCode() === null) {
    await new Promise((r) => setTimeout(r, 1000))
    if (options.heapSnapshotDir && !warmSnapshot && Date.now() - started >= warmUpMs)
      warmSnapshot = server.heapSnapshot(path.join(options.heapSnapshotDir, 'warm.heapsnapshot'))
  }
  // Taken while the traffic still runs, as the warm one was, so that both hold requests in flight.
  const endSnapshot =
    warmSnapshot && server.exitCode() === null
      ? server.heapSnapshot(path.join(options.heapSnapshotDir as string, 'end.heapsnapshot'))
      : null
  const snapshots = warmSnapshot && endSnapshot ? await Promise.all([warmSnapshot, endSnapshot]) : null
  await traffic.stop()
  const exit = server.exitCode()
  await server.stop()
  await idle.stop()
  const report = judge(outcomes, samples, warmUpMs, exit, reference, thresholdsFor(durationMs - warmUpMs))
  if (snapshots) {
    log(`heap snapshots: ${snapshots.join(', ')}`)
    report.heapGrowth = heapGrowth(readHeapSnapshot(snapshots[0]), readHeapSnapshot(snapshots[1]))
  }
  return report
}

/** The report as Markdown, for the terminal and docs/benchmarks.md. */
export function describeReport(report: SoakReport, header: string): string {
  const lines = [
    header,
    '',
    `${report.requests.toLocaleString('en')} requests; ${report.samples} samples (${report.warmSamples} after warm-up).`,
    '',
    '| Action | requests | unexpected | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(report.byAction)
      .sort((a, b) => b[1].count - a[1].count)
      .map(
        ([action, a]) =>
          `| ${action} | ${a.count.toLocaleString('en')} | ${a.unexpected} | ${a.p50Ms} | ${a.p99Ms} |`,
      ),
    '',
    '| Server | after warm-up |',
    '| --- | --- |',
    `| heap used after GC, first → last (min–max over the run) | ${report.heap.firstMb} → ${report.heap.lastMb} MB (${report.heap.minMb}–${report.heap.maxMb}) |`,
    `| heap slope (least squares) | ${report.heap.mbPerHour} MB/hour, R² ${report.heap.r2} |`,
    `| heap slope over each third after warm-up (not judged) | ${report.heap.thirdsMbPerHour.join(' → ')} MB/hour |`,
    `| RSS first → last (max) | ${report.rss.firstMb} → ${report.rss.lastMb} MB (${report.rss.maxMb}); slope ${report.rss.mbPerHour} MB/hour |`,
    `| event-loop delay p99: median of windows (worst window) | ${report.loop.p99MedianMs} ms (${report.loop.p99MaxMs} ms); max ${report.loop.maxMs} ms |`,
    `| the same in an idle process beside it (the machine's own delay) | ${report.loop.referenceP99MedianMs} ms |`,
    `| server's p99 over the idle process's, median of windows (judged) | ${report.loop.addedP99MedianMs} ms |`,
    '',
    ...(report.heapGrowth
      ? [
          '',
          'What grew on the heap from the end of warm-up to the end (snapshots; not judged):',
          '',
          '| kind | objects added | KB added | objects now |',
          '| --- | --- | --- | --- |',
          ...report.heapGrowth.map(
            (r) =>
              `| ${r.kind} | ${r.addedObjects.toLocaleString('en')} | ${(r.addedBytes / 1024).toFixed(1)} | ${r.objectsNow.toLocaleString('en')} |`,
          ),
          '',
        ]
      : []),
    report.failures.length
      ? `FAILED: ${report.failures.join('; ')}`
      : 'Passed: no errors, no growth trend, event loop within its bound.',
  ]
  for (const o of report.unexpected.slice(0, 10))
    lines.push(`- ${o.action}: ${o.status} ${o.detail?.replace(/\s+/g, ' ') ?? ''}`)
  return lines.join('\n')
}
