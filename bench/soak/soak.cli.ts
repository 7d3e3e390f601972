/**
 * npm run soak: SOAK_MINUTES (default 30) of mixed traffic against the built site (`npm run build` first),
 * on PGlite in memory, or on PostgreSQL and Redis with SOAK_DB=postgres (TEST_DATABASE_URL,
 * TEST_REDIS_URL). Prints the figures for docs/benchmarks.md and exits 1 when the soak fails (decision 065).
 * SOAK_HEAP_SNAPSHOTS=<dir> also writes the server's heap at the end of warm-up and at the end, and
 * reports what grew between them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { machineState } from '../web/bench-site.ts'
import { describeReport, runSoak } from './soak.ts'
import { THRESHOLDS } from './soak-verdict.ts'

const minutes = Number(process.env.SOAK_MINUTES ?? 30)
const users = Number(process.env.SOAK_USERS ?? 6)
const thinkMs = Number(process.env.SOAK_THINK_MS ?? 20)
const postgres = process.env.SOAK_DB === 'postgres'
const header = `Soak: ${minutes} min, ${users} browsers, ${thinkMs} ms between a browser's requests, ${postgres ? 'PostgreSQL and Redis' : 'PGlite in memory'}; thresholds: heap ${THRESHOLDS.heapMbPerHour} MB/hour, loop p99 ${THRESHOLDS.loopP99Ms} ms. ${machineState()}`
console.log(header)
const heapSnapshotDir = process.env.SOAK_HEAP_SNAPSHOTS
if (heapSnapshotDir) fs.mkdirSync(heapSnapshotDir, { recursive: true })
const report = await runSoak({
  minutes,
  users,
  thinkMs,
  postgres,
  ...(heapSnapshotDir ? { heapSnapshotDir: path.resolve(heapSnapshotDir) } : {}),
  log: (line) => console.log(line),
})
console.log(`\n${describeReport(report, header)}`)
process.exit(report.failures.length ? 1 : 0)
