/**
 * The server under load, in a process of its own (decision 064): `node bench/load/bench-server.ts app`
 * starts the built site on PGlite in memory (BENCH_DB=postgres: PostgreSQL at TEST_DATABASE_URL) with the
 * demo data and a signed-in business admin; `baseline` starts a bare Fastify with one JSON route, so that
 * figures can be read against what this machine does at all. It tells its parent (IPC) where it listens,
 * and closes when told to, so that `--cpu-prof` writes its profile.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import v8 from 'node:v8'
import Fastify, { type FastifyInstance } from 'fastify'
import { seedDemo } from '../../server/db/seed.ts'
import { createSessionRepository } from '../../server/repositories/session.repository.ts'
import { createUserRepository } from '../../server/repositories/user.repository.ts'
import { createSignedInGroup } from '../../server/services/session.service.ts'
import { silentLogger } from '../../server/testing/db/test-databases.ts'
import { startTestApp } from '../../server/testing/test-app.ts'

export interface BenchServerReady {
  origin: string
  /** The signed-in admin's cookie (`fw_sg=...`); empty for the baseline. */
  cookie: string
}

async function startBaseline(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const app = Fastify({ logger: false })
  app.get('/hello', async () => ({ hello: 'world' }))
  return { app, close: () => app.close() }
}

/** What the soak (bench/soak/) reads from the server every few seconds. */
export interface ServerSample {
  atMs: number
  /** After a full collection (the soak runs the server with --expose-gc), so that a trend is a leak. */
  heapUsedMb: number
  rssMb: number
  externalMb: number
  /** Event-loop delay over the window since the last sample. */
  loopP50Ms: number
  loopP99Ms: number
  loopMaxMs: number
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10
const ms = (ns: number) => Math.round(ns / 1e4) / 100

/**
 * SOAK_SAMPLE_MS: every so often, the event-loop delay of the window and the memory after a full
 * collection, sent to the parent. The collection runs with the delay monitor off, so that its own pause
 * is not counted as the server's.
 */
function startSampling(everyMs: number): void {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const started = performance.now()
  const gc = (globalThis as { gc?: () => void }).gc
  setInterval(() => {
    loop.disable()
    const window = { p50: loop.percentile(50), p99: loop.percentile(99), max: loop.max }
    loop.reset()
    gc?.()
    const memory = process.memoryUsage()
    loop.enable()
    const sample: ServerSample = {
      atMs: Math.round(performance.now() - started),
      heapUsedMb: mb(memory.heapUsed),
      rssMb: mb(memory.rss),
      externalMb: mb(memory.external + memory.arrayBuffers),
      loopP50Ms: ms(window.p50),
      loopP99Ms: ms(window.p99),
      loopMaxMs: ms(window.max),
    }
    process.send?.({ sample })
  }, everyMs).unref()
}

async function startApp() {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite'
  const redisUrl = process.env.BENCH_REDIS_URL || null
  // trustProxy: the flood comes from ever-new addresses (X-Forwarded-For) so that only hashing limits it.
  const t = await startTestApp(kind, {
    web: true,
    config: {
      logLevel: 'silent',
      trustProxy: true,
      redisUrl,
      // Names this server's Redis keys and channels apart from any other process on the same Redis.
      ...(redisUrl ? { databaseSchema: `bench_${process.pid}` } : {}),
    },
  })
  await seedDemo(t.database.db, silentLogger)
  const user = await createUserRepository(t.database.db).findByEmail('admin@northwind.test')
  if (!user) throw new Error('seed failed')
  const group = await createSignedInGroup(createSessionRepository(t.database.db), {
    userId: user.id,
    businessMode: true,
    sticky: true,
  })
  return { app: t.app, close: () => t.close(), secret: group.secret }
}

const mode = process.argv[2]
if (mode !== 'app' && mode !== 'baseline') throw new Error('usage: bench-server.ts app|baseline')
const server = mode === 'app' ? await startApp() : { ...(await startBaseline()), secret: '' }
const origin = await server.app.listen({ port: 0, host: '127.0.0.1' })
const ready: BenchServerReady = { origin, cookie: server.secret ? `fw_sg=${server.secret}` : '' }
process.send?.({ ready })
if (process.env.SOAK_SAMPLE_MS) startSampling(Number(process.env.SOAK_SAMPLE_MS))
process.on('message', async (message) => {
  // The soak's SOAK_HEAP_SNAPSHOTS: a snapshot of this heap, after a full collection, where it is told.
  const snapshot = (message as { heapSnapshot?: string }).heapSnapshot
  if (snapshot) {
    ;(globalThis as { gc?: () => void }).gc?.()
    process.send?.({ heapSnapshotWritten: v8.writeHeapSnapshot(snapshot) })
    return
  }
  if (message === 'cpuUsage') {
    process.send?.({ cpuUsage: process.cpuUsage() })
    return
  }
  if (message !== 'stop') return
  await server.close()
  process.exit(0)
})
