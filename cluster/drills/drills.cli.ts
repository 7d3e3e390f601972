/**
 * `npm run drills -- [--only a,b,c,d,e] [--cycles N] [--env KEY=VALUE ...]`: the fault drills full-size
 * (decision 061) on a cluster of two instances behind nginx, with a PostgreSQL and a Redis of their own
 * (never the machine's). Prints the table docs/benchmarks.md keeps, with the date and the machine's
 * state. `--env` sets a variable on every instance (`--env DATABASE_WAIT_MS=0`: the drills as they were
 * before requests waited for PostgreSQL).
 *   a  PostgreSQL restarted under steady load
 *   b  PostgreSQL stopped abruptly (SIGKILL, then immediate shutdown) during writes
 *   c  Redis killed and restarted under steady load
 *   d  one instance killed under steady load
 *   e  revoked sessions replayed after restarts (1,000 cycles)
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import { startDrillCluster } from './drill-cluster.ts'
import { type DrillReport, FULL_SIZE, reportTable } from './drill-report.ts'
import { instanceKillDrill } from './instance-kill.drill.ts'
import { postgresCrashDrill } from './postgres-crash.drill.ts'
import { postgresRestartDrill } from './postgres-restart.drill.ts'
import { redisRestartDrill } from './redis-restart.drill.ts'
import { revocationCyclesDrill } from './revocation-cycles.drill.ts'

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'a,b,c,d,e' },
    cycles: { type: 'string', default: String(FULL_SIZE.cycles) },
    env: { type: 'string', multiple: true, default: [] },
  },
})
const extraEnv = Object.fromEntries(
  values.env.map((pair) => {
    const at = pair.indexOf('=')
    if (at < 1) throw new Error(`--env ${pair}: KEY=VALUE`)
    return [pair.slice(0, at), pair.slice(at + 1)]
  }),
)
const only = new Set(values.only.split(',').map((s) => s.trim()))
const size = { ...FULL_SIZE, cycles: Number(values.cycles) }
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')
const args = [
  ...(values.only === 'a,b,c,d,e' ? [] : [`--only ${values.only}`]),
  ...(size.cycles === FULL_SIZE.cycles ? [] : [`--cycles ${size.cycles}`]),
  ...values.env.map((e) => `--env ${e}`),
]
const startedAt = new Date()
const loadBefore = load()

const d = await startDrillCluster(2, extraEnv)
const reports: DrillReport[] = []
const run = async (name: string, drill: () => Promise<DrillReport>) => {
  console.error(`drills: ${name}…`)
  const report = await drill()
  console.error(JSON.stringify(report))
  reports.push(report)
}
try {
  if (only.has('a')) await run('a', () => postgresRestartDrill(d, size))
  if (only.has('b')) {
    await run('b (SIGKILL)', () => postgresCrashDrill(d, size, 'kill'))
    await run('b (immediate)', () => postgresCrashDrill(d, size, 'immediate'))
  }
  if (only.has('c')) await run('c', () => redisRestartDrill(d, size))
  if (only.has('d')) await run('d', () => instanceKillDrill(d, size))
  if (only.has('e'))
    await run('e', () =>
      revocationCyclesDrill(d, size, (cycle) => {
        if (cycle % 50 === 0) console.error(`drills: e, cycle ${cycle} of ${size.cycles}`)
      }),
    )
} finally {
  await d.close()
}
console.log(
  `Fault drills, \`npm run drills${args.length ? ` -- ${args.join(' ')}` : ''}\`, ` +
    `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} cores, ` +
    `load average ${loadBefore} at the start and ${load()} at the end; ` +
    `${size.connections} autocannon connections, faults after ${size.beforeMs / 1000} s of load, ` +
    `${size.afterMs / 1000} s of load after; ${size.writers} writers.\n`,
)
console.log(reportTable(reports))
const broken = reports.filter((r) => r.crashed > 0)
if (broken.length) process.exitCode = 1
