import { describe, expect, it } from 'vitest'
import { describeReport, runSoak } from './soak.ts'

/**
 * The CI-sized soak (decisions 065 and 069): SOAK_MINUTES (1 by default, CI too) of mixed traffic against the built
 * site, on PostgreSQL and Redis when the machine has them (CI does), else PGlite. It runs in a vitest
 * project of its own ("background", vitest.config.ts) that starts first, beside the other files: the
 * server and traffic are light, and the worker mostly waits.
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 1)
const postgres = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)

describe('soak', () => {
  it(
    `${minutes} min of mixed traffic: no error, no heap growth trend, event loop within its bound`,
    async () => {
      const report = await runSoak({
        minutes,
        users: Number(process.env.SOAK_USERS ?? 3),
        thinkMs: Number(process.env.SOAK_THINK_MS ?? 50),
        postgres,
      })
      console.log(
        describeReport(report, `Soak, ${minutes} min, ${postgres ? 'PostgreSQL and Redis' : 'PGlite'}`),
      )
      expect(report.failures).toEqual([])
    },
    minutes * 60_000 + 180_000,
  )
})
