import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DrillCluster, startDrillCluster } from './drill-cluster.ts'
import { CI_SIZE, type DrillReport } from './drill-report.ts'
import { instanceKillDrill } from './instance-kill.drill.ts'
import { postgresCrashDrill } from './postgres-crash.drill.ts'
import { postgresRestartDrill } from './postgres-restart.drill.ts'
import { redisRestartDrill } from './redis-restart.drill.ts'
import { revocationCyclesDrill } from './revocation-cycles.drill.ts'

/*
 * The fault drills, CI-sized (decision 061): two instances behind nginx on a PostgreSQL and a Redis of
 * their own, which the drills restart and kill. No figure of time is asserted here (the machine is
 * shared); `npm run drills` runs them full-size and docs/benchmarks.md keeps what they measured. What is
 * asserted holds however slow the machine: nothing crashes, nothing acknowledged is lost or doubled,
 * failures are 503s, nobody is signed out, revoked sessions stay revoked.
 */
const DRILL_TIMEOUT = 240_000

const why = (r: DrillReport) => `no answer: ${JSON.stringify(r.noAnswerReasons ?? {})}`

const serverErrors = (r: DrillReport) =>
  Object.entries(r.statuses).filter(([status]) => Number(status) >= 500 || status === '0')

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)('fault drills (CI size)', () => {
  let d: DrillCluster
  beforeAll(async () => {
    d = await startDrillCluster(2)
  }, 180_000)
  afterAll(async () => d?.close(), 60_000)

  it(
    'PostgreSQL restarted under load: no instance dies, failures are 503s, reads come back',
    async () => {
      const r = await postgresRestartDrill(d, CI_SIZE)
      expect(r.crashed).toBe(0)
      expect(
        serverErrors(r).filter(([status]) => status !== '503'),
        why(r),
      ).toEqual([])
      expect(r.figures['first database read after restart ms']).toBeGreaterThanOrEqual(0)
      // Generous: a broken pool would fail for good; a slow machine is still far inside this.
      expect(r.figures['recovery ms (last failure after restart)']).toBeLessThan(10_000)
    },
    DRILL_TIMEOUT,
  )

  it(
    'PostgreSQL killed during writes: nothing acknowledged lost or doubled, failures answered 503',
    async () => {
      const r = await postgresCrashDrill(d, CI_SIZE, 'kill')
      expect(r.crashed).toBe(0)
      expect(r.figures['writes acknowledged']).toBeGreaterThan(0)
      expect(r.figures).toMatchObject({ lost: 0, duplicated: 0, 'failures not 503 JSON': 0 })
    },
    DRILL_TIMEOUT,
  )

  it(
    '[ASVS #53 16.5.2] Redis killed and restarted: nobody signed out, no 5xx, limits held per instance, sign-outs within the short window, still serving',
    async () => {
      const r = await redisRestartDrill(d, CI_SIZE)
      expect(r.crashed).toBe(0)
      expect(serverErrors(r), why(r)).toEqual([])
      expect(r.figures['signed out']).toBe(0)
      expect(r.figures['signed-in checks']).toBeGreaterThan(0)
      const allowed = Object.entries(r.figures).find(([k]) => k.startsWith('limited calls allowed'))?.[1]
      expect(allowed).toBeLessThanOrEqual(30 * d.cluster.instances.length)
      expect(r.figures['limited calls refused 429']).toBeGreaterThan(0)
      expect(r.figures['session seen before sign-out']).toBe('yes')
      // Within the short time each instance serves its memory while deaf (decision 090), not after.
      const afterWindow = Object.entries(r.figures).find(
        ([k]) => k.endsWith(' ms') && k.startsWith('signed-out'),
      )
      expect(afterWindow?.[1]).toBe('no')
      expect(r.figures['requests/s with Redis away']).toBeGreaterThan(0)
    },
    DRILL_TIMEOUT,
  )

  it(
    'revoked sessions never come back through Redis, instance and PostgreSQL restarts',
    async () => {
      const r = await revocationCyclesDrill(d, CI_SIZE)
      expect(r.crashed).toBe(0)
      expect(r.figures['replays of revoked sessions']).toBe(CI_SIZE.cycles * 4 * 2)
      expect(r.figures['signed in again']).toBe(0)
      expect(r.figures['acted with a revoked session']).toBe(0)
    },
    DRILL_TIMEOUT,
  )

  it(
    'one instance killed under load: the other carries on alone, and the killed one rejoins',
    async () => {
      const r = await instanceKillDrill(d, CI_SIZE)
      expect(r.crashed).toBe(0)
      expect(r.figures['answers after the kill']).toBeGreaterThan(0)
      expect(r.figures['failures more than 1 s after the kill'], why(r)).toBe(0)
      expect(
        serverErrors(r).filter(([status]) => status !== '503'),
        why(r),
      ).toEqual([])
    },
    DRILL_TIMEOUT,
  )
})
