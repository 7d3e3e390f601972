import { sleep } from '../processes.ts'
import type { DrillCluster } from './drill-cluster.ts'
import { crashedInstances, type DrillReport, type DrillSize } from './drill-report.ts'
import { checkWrites, startWriters } from './write-workload.ts'

/**
 * (b) PostgreSQL stopped abruptly (SIGKILL of all its processes, or an immediate shutdown) while clients
 * consent, save and book, and sign in and out; started again after `downMs` (crash recovery). No
 * acknowledged write may be lost or stored twice, and every failure is a 503 with a JSON error code.
 */
export async function postgresCrashDrill(
  d: DrillCluster,
  size: DrillSize,
  mode: 'kill' | 'immediate' = 'kill',
  downMs = 1500,
): Promise<DrillReport> {
  const writers = await startWriters(d, size.writers)
  await sleep(size.beforeMs)
  await d.postgres.stop(mode)
  await sleep(downMs)
  await d.postgres.start()
  await sleep(size.afterMs)
  const writes = await writers.stop()
  const check = await checkWrites(d, writes, writers.bookers)
  const failures = writes.filter((w) => !w.acknowledged)
  const statuses: Record<string, number> = {}
  for (const w of writes) statuses[w.status] = (statuses[w.status] ?? 0) + 1
  return {
    drill: `PostgreSQL stopped abruptly (${mode === 'kill' ? 'SIGKILL' : 'immediate'}) during writes`,
    requests: writes.length,
    failures: failures.filter((f) => f.status >= 500 || f.status === 0).length,
    failurePercent: Number(((100 * failures.length) / Math.max(1, writes.length)).toFixed(3)),
    statuses,
    crashed: crashedInstances(d.cluster),
    figures: {
      'writes acknowledged': check.acknowledged,
      'writes failed': check.failed,
      'failures not 503 JSON': check.notAnswered503,
      'retried after': check.retried,
      lost: check.lost,
      duplicated: check.duplicated,
      'failure codes': Object.entries(check.failureCodes)
        .map(([k, v]) => `${k} ×${v}`)
        .join('; '),
    },
  }
}
