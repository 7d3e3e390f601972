import { describe, expect, it } from 'vitest'
import type { ServerSample } from '../load/bench-server.ts'
import type { Outcome } from './soak-traffic.ts'
import { judge, SHORT_RUN_MS, slope, slopesByPart, THRESHOLDS, thresholdsFor } from './soak-verdict.ts'

const ok = (action: string): Outcome => ({ action, status: 200, expected: true, ms: 5 })
/** A sample every 5 s for 10 minutes, heap rising by `mbPerHour`, loop p99 as given. */
function samples(mbPerHour: number, loopP99Ms = 20): ServerSample[] {
  return Array.from({ length: 120 }, (_, i) => {
    const atMs = (i + 1) * 5000
    return {
      atMs,
      heapUsedMb: 70 + (mbPerHour * atMs) / 3_600_000 + (i % 2 ? 0.2 : -0.2),
      rssMb: 600,
      externalMb: 10,
      loopP50Ms: 10,
      loopP99Ms: loopP99Ms,
      loopMaxMs: loopP99Ms * 2,
    }
  })
}

describe('the soak verdict', () => {
  it('fits a least-squares slope', () => {
    expect(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]).slope,
    ).toBeCloseTo(2)
    expect(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]).r2,
    ).toBeCloseTo(1)
  })

  it('passes a steady run', () => {
    const report = judge([ok('page'), ok('sign in')], samples(0), 60_000, null)
    expect(report.failures).toEqual([])
    expect(report.heap.mbPerHour).toBeLessThan(1)
  })

  it('fails on an unexpected status, a heap that grows, a slow event loop, or a server that exited', () => {
    const failed: Outcome = { action: 'consent', status: 500, expected: false, ms: 3 }
    expect(judge([ok('page'), failed], samples(0), 60_000, null).failures).toHaveLength(1)
    const growing = judge([ok('page')], samples(60), 60_000, null)
    expect(growing.failures.join()).toMatch(/heap grows/)
    expect(growing.heap.mbPerHour).toBeCloseTo(60, 0)
    expect(judge([ok('page')], samples(0, 250), 60_000, null).failures.join()).toMatch(/event-loop/)
    // The same delay in an idle process beside it is the machine's, not the server's.
    expect(judge([ok('page')], samples(0, 250), 60_000, null, samples(0, 200)).failures).toEqual([])
    expect(judge([ok('page')], samples(0), 60_000, 1).failures.join()).toMatch(/exited/)
  })

  it('a run judged over less than five minutes (CI’s minute) fails a gross leak only; a full soak any leak', () => {
    const short = thresholdsFor(48_000)
    expect(short.heapMbPerHour).toBe(THRESHOLDS.shortRunHeapMbPerHour)
    expect(thresholdsFor(SHORT_RUN_MS)).toEqual(THRESHOLDS)
    // Caches still filling in CI's minute (54 MB an hour measured) pass; 2 KB a request at 45 a second does not.
    expect(judge([ok('page')], samples(60), 10_000, null, [], short).failures).toEqual([])
    expect(judge([ok('page')], samples(320), 10_000, null, [], short).failures.join()).toMatch(/heap grows/)
    expect(
      judge([ok('page')], samples(60), 10_000, null, [], thresholdsFor(25 * 60_000)).failures.join(),
    ).toMatch(/heap grows/)
  })

  it('shows the slope over each third, so that a curve that flattens can be told from a steady leak', () => {
    // Rising 60 MB an hour for the first third, then flat: a cache that filled up.
    const filling = samples(0).map((s) => ({ ...s, heapUsedMb: 70 + Math.min(s.atMs, 200_000) / 60_000 }))
    const [first, second, third] = slopesByPart(filling, 3)
    expect(first).toBeCloseTo(60, 0)
    expect(second).toBeCloseTo(0)
    expect(third).toBeCloseTo(0)
    // A steady leak: the same slope in each third (give or take the samples' noise).
    const thirds = judge([ok('page')], samples(30), 0, null).heap.thirdsMbPerHour
    expect(thirds).toHaveLength(3)
    for (const part of thirds) expect(Math.abs(part - 30)).toBeLessThan(3)
    expect(slopesByPart(samples(0).slice(0, 5), 3)).toEqual([])
  })

  it('does not judge the warm-up, when caches and the JIT fill memory', () => {
    const warming = samples(0).map((s) => (s.atMs < 60_000 ? { ...s, heapUsedMb: s.heapUsedMb - 30 } : s))
    expect(judge([ok('page')], warming, 60_000, null).failures).toEqual([])
  })
})
