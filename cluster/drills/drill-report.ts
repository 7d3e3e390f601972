import type { Cluster } from '../cluster.ts'
import { failurePercent, lastFailureAfter, type Outcome, tally } from './load.ts'

/** How big a drill is: the CI-sized run in `npm test`, or the full one of `npm run drills`. */
export interface DrillSize {
  name: 'ci' | 'full'
  /** autocannon connections of the steady load. */
  connections: number
  /** Load before the fault, and after it is over. */
  beforeMs: number
  afterMs: number
  /** Concurrent writers in the write drill. */
  writers: number
  /** Revoke, restart, replay cycles. */
  cycles: number
}

export const CI_SIZE: DrillSize = {
  name: 'ci',
  connections: 4,
  beforeMs: 2000,
  afterMs: 3000,
  writers: 3,
  cycles: 6,
}
export const FULL_SIZE: DrillSize = {
  name: 'full',
  connections: 16,
  beforeMs: 10_000,
  afterMs: 15_000,
  writers: 6,
  cycles: 1000,
}

/** What a drill found; `figures` are the drill's own (lost writes, recovery...). */
export interface DrillReport {
  drill: string
  requests: number
  /** 5xx answers and requests that got no answer. */
  failures: number
  failurePercent: number
  statuses: Record<string, number>
  /** Requests with no answer, by the error that ended them. */
  noAnswerReasons?: Record<string, number>
  /** Instances whose process ended without being asked to. */
  crashed: number
  figures: Record<string, number | string>
}

/** The steady load's part of a report: counts, share of failures, and recovery after `back`. */
export function loadFigures(outcomes: readonly Outcome[], back: number | null) {
  const t = tally(outcomes)
  const last = back === null ? null : lastFailureAfter(outcomes, back)
  return {
    requests: t.total,
    failures: t.serverErrors + t.noAnswer,
    failurePercent: Number(failurePercent(t).toFixed(3)),
    statuses: t.byStatus,
    /** Why requests got no answer, with counts: what a failed drill first needs to know. */
    noAnswerReasons: reasons(outcomes),
    // Time from the fault's end until the last failed answer; 0 when none came after it.
    recoveryMs: back === null ? null : last ? last.at - back : 0,
  }
}

function reasons(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const o of outcomes)
    if (o.status === 0) counts[o.reason ?? 'unknown'] = (counts[o.reason ?? 'unknown'] ?? 0) + 1
  return counts
}

/**
 * The report of a drill run under the steady load: the load's counts (loadFigures), the instances that
 * crashed meanwhile and the drill's own figures.
 */
export function loadReport(
  drill: string,
  load: ReturnType<typeof loadFigures>,
  cluster: Cluster,
  figures: DrillReport['figures'],
): DrillReport {
  return {
    drill,
    requests: load.requests,
    failures: load.failures,
    failurePercent: load.failurePercent,
    statuses: load.statuses,
    noAnswerReasons: load.noAnswerReasons,
    crashed: crashedInstances(cluster),
    figures,
  }
}

/** Instances that are not running though nobody stopped them. */
export function crashedInstances(cluster: Cluster, stoppedOnPurpose: number[] = []): number {
  return cluster.instances.filter((i) => !i.running && !stoppedOnPurpose.includes(i.index)).length
}

/** The reports as the Markdown table docs/benchmarks.md keeps. */
export function reportTable(reports: DrillReport[]): string {
  const rows = reports.map((r) => {
    const figures = Object.entries(r.figures)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')
    return `| ${r.drill} | ${r.requests} | ${r.failures} (${r.failurePercent} %) | ${r.crashed} | ${figures} |`
  })
  return [
    '| Drill | Requests | 5xx or no answer | Crashed instances | Figures |',
    '| --- | --: | --: | --: | --- |',
    ...rows,
  ].join('\n')
}
